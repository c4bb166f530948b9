import { describe, expect, it } from 'vitest';
import { teamAddUrl, teamUrl, teamUserUrl, userProfileUrl } from './urls';

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
