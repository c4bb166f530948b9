import { describe, expect, it } from 'vitest';
import { forgotPasswordUrl, resetPasswordUrl, teamAddUrl, teamUrl, teamUserUrl, userProfileUrl } from './accounts';

describe('password reset urls', () => {
  it('builds the forgot and reset paths', () => {
    expect(forgotPasswordUrl()).toBe('/developer/forgot-password');
    expect(resetPasswordUrl()).toBe('/developer/reset-password');
    expect(resetPasswordUrl('a b+c')).toBe('/developer/reset-password?token=a%20b%2Bc');
  });
});

describe('team urls', () => {
  it('builds the spec §2 paths', () => {
    expect(teamUrl()).toBe('/extranet/team');
    expect(teamAddUrl()).toBe('/extranet/team/add');
    expect(teamUserUrl('42')).toBe('/extranet/team/42');
    expect(userProfileUrl()).toBe('/extranet/userprofile');
  });

  it('escapes ids', () => {
    expect(teamUserUrl('a/b')).toBe('/extranet/team/a%2Fb');
  });
});
