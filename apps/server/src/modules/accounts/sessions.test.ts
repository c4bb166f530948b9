import { describe, expect, it } from 'vitest';
import { clearedSessionCookie, readCookie, sessionCookie } from './sessions.ts';

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
});
