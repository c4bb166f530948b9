import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { decryptSecret, deriveKey, encryptSecret, keyedMac, randomToken } from './crypto.ts';

const KEY = 'k'.repeat(64);

describe('secret encryption', () => {
  it('round-trips and never stores the plain text', () => {
    const sealed = encryptSecret('sk_live_123', KEY);
    expect(sealed).not.toContain('sk_live_123');
    expect(decryptSecret(sealed, KEY)).toBe('sk_live_123');
  });
  it('uses a fresh nonce each time', () => {
    expect(encryptSecret('same', KEY)).not.toBe(encryptSecret('same', KEY));
  });
  it('refuses a tampered ciphertext or another key', () => {
    const sealed = encryptSecret('secret', KEY);
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => decryptSecret(parts.join('.'), KEY)).toThrow();
    expect(() => decryptSecret(sealed, 'x'.repeat(64))).toThrow();
  });
  it('makes url-safe tokens of at least 128 bits', () => {
    const token = randomToken(16);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('keyedMac', () => {
  it('is the HMAC-SHA256 of the message under the key derived for its purpose, in base64url', () => {
    const expected = createHmac('sha256', deriveKey(KEY, 'uploads')).update('a\nb').digest('base64url');
    expect(keyedMac(KEY, 'uploads', 'a\nb')).toBe(expected);
  });
  it('gives each purpose its own key', () => {
    expect(keyedMac(KEY, 'tax-form', '1')).not.toBe(keyedMac(KEY, 'vendor-forms', '1'));
  });
});
