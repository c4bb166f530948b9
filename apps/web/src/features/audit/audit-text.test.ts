import { describe, expect, it } from 'vitest';
import { auditActorText, formatAuditTime } from './audit-text';

describe('audit log text', () => {
  it('writes the time as d. MMM yyyy, HH:mm in the viewer’s zone', () => {
    const local = new Date(2026, 10, 6, 9, 5);
    expect(formatAuditTime(local.toISOString())).toBe('6. Nov 2026, 09:05');
    expect(formatAuditTime('not a date')).toBe('—');
  });

  it('names a removed user as such', () => {
    expect(auditActorText(null)).toBe('A removed user');
    expect(auditActorText({ name: 'Olive Owner' })).toBe('Olive Owner');
  });
});
