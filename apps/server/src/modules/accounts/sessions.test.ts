import { describe, expect, it } from 'vitest';
import { clearedSessionCookie, newSessionToken, readCookie, readSessionToken, sessionCookie } from './sessions.ts';

describe('session cookie', () => {
  it('is HttpOnly and SameSite=Lax, and Secure only in production', () => {
    expect(sessionCookie('abc', false)).toBe('appstore_session=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=1209600');
    expect(sessionCookie('abc', true)).toMatch(/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/);
    expect(clearedSessionCookie(true)).toBe('appstore_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure');
  });
  it('reads its value from a cookie header among others', () => {
    expect(readCookie('a=1; appstore_session=tok%3D; b=2', 'appstore_session')).toBe('tok=');
    expect(readCookie(undefined, 'appstore_session')).toBeUndefined();
  });
  it('treats a value that does not decode as absent, and reads a good copy after it', () => {
    expect(readCookie('appstore_session=%E0%A4%A', 'appstore_session')).toBeUndefined();
    expect(readCookie('appstore_session=%; b=2', 'appstore_session')).toBeUndefined();
    expect(readCookie('appstore_session=%E0%A4%A; appstore_session=ok', 'appstore_session')).toBe('ok');
  });
  it('reads as a session token only what newSessionToken could have made', () => {
    const token = newSessionToken();
    expect(readSessionToken(`vendor_session=${token}`, 'vendor_session')).toBe(token);
    for (const value of ['', 'x', `${token}x`, token.slice(1), `${token.slice(1)}=`, `${token.slice(1)}%2B`, 'a'.repeat(5_000)]) {
      expect(readSessionToken(`vendor_session=${value}`, 'vendor_session')).toBeUndefined();
    }
  });
  it('reads the session beside a copy of the cookie that decodes but could never be a token (set for another path)', () => {
    const token = newSessionToken();
    expect(readSessionToken(`appstore_session=x; appstore_session=${token}`, 'appstore_session')).toBe(token);
    expect(readSessionToken(`appstore_session=%E0%A4%A; appstore_session=x; appstore_session=${token}`, 'appstore_session')).toBe(token);
  });
});
