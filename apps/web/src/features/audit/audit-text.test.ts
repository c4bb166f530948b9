import { describe, expect, it } from 'vitest';
import { auditActorText } from './audit-text';

describe('audit log text', () => {
  it('names a removed user as such', () => {
    expect(auditActorText(null)).toBe('A removed user');
    expect(auditActorText({ name: 'Olive Owner' })).toBe('Olive Owner');
  });
});
