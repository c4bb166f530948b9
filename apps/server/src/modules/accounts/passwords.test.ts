import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const stored = await hashPassword('demo-pass-1234');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, 'demo-pass-1234')).toBe(true);
    expect(await verifyPassword(stored, 'demo-pass-12345')).toBe(false);
  });
  it('treats a malformed stored hash as a failed check', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});
