import { describe, expect, it } from 'vitest';
import { redirectAfterLogin } from './session-redirect';

describe('redirectAfterLogin', () => {
  it('returns to where the user came from', () => {
    expect(redirectAfterLogin({ from: '/extranet/apps' })).toBe('/extranet/apps');
    expect(redirectAfterLogin({ from: { pathname: '/extranet/team', search: '?q=a', hash: '' } })).toBe('/extranet/team?q=a');
  });

  it('goes to the portal otherwise, and never off-site', () => {
    expect(redirectAfterLogin(null)).toBe('/extranet');
    expect(redirectAfterLogin({ from: 'https://evil.example' })).toBe('/extranet');
    expect(redirectAfterLogin({ from: '//evil.example' })).toBe('/extranet');
  });
});
