import { describe, expect, it } from 'vitest';
import { isNavItemActive } from './nav-match';

describe('isNavItemActive', () => {
  const home = { href: '/extranet', exact: true };
  const team = { href: '/extranet/team' };

  it('selects the home item on /extranet only', () => {
    expect(isNavItemActive(home, '/extranet')).toBe(true);
    expect(isNavItemActive(home, '/extranet/')).toBe(true);
    expect(isNavItemActive(home, '/extranet/team')).toBe(false);
  });

  it('selects a section on its own path and the paths below it', () => {
    expect(isNavItemActive(team, '/extranet/team')).toBe(true);
    expect(isNavItemActive(team, '/extranet/team/add')).toBe(true);
    expect(isNavItemActive(team, '/extranet/team/12')).toBe(true);
    expect(isNavItemActive(team, '/extranet/teammates')).toBe(false);
    expect(isNavItemActive(team, '/extranet/account')).toBe(false);
  });
});
