import { describe, expect, it } from 'vitest';
import { auditActorText, showsStaffChip } from './audit-text';

describe('audit log text', () => {
  it('names a removed user as such', () => {
    expect(auditActorText(null)).toBe('A removed user');
    expect(auditActorText({ name: 'Olive Owner' })).toBe('Olive Owner');
  });

  it('marks staff with a chip only where their name is shown, not beside the platform’s name for them', () => {
    expect(showsStaffChip({ byStaff: true, actor: { name: 'Sam Staff' } })).toBe(true);
    expect(showsStaffChip({ byStaff: true, actor: { name: 'Platform staff' } })).toBe(false);
    expect(showsStaffChip({ byStaff: false, actor: { name: 'Olive Owner' } })).toBe(false);
  });
});
