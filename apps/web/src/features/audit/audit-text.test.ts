import { describe, expect, it } from 'vitest';
import { auditActorText, showsStaffChip } from './audit-text';

describe('audit log text', () => {
  it('names a removed user as such', () => {
    expect(auditActorText({ byStaff: false, actor: null })).toBe('A removed user');
    expect(auditActorText({ byStaff: false, actor: { name: 'Olive Owner' } })).toBe('Olive Owner');
  });

  it('names platform staff as such in an organisation’s log, where no staff member is sent', () => {
    expect(auditActorText({ byStaff: true, actor: null })).toBe('Platform staff');
    expect(auditActorText({ byStaff: true, actor: { name: 'Sam Staff' } })).toBe('Sam Staff');
  });

  it('marks staff with a chip only where their name is shown, not beside the platform’s name for them', () => {
    expect(showsStaffChip({ byStaff: true, actor: { name: 'Sam Staff' } })).toBe(true);
    expect(showsStaffChip({ byStaff: true, actor: null })).toBe(false);
    expect(showsStaffChip({ byStaff: false, actor: { name: 'Olive Owner' } })).toBe(false);
  });
});
