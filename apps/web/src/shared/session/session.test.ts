import { describe, expect, it } from 'vitest';
import { sameStoredUser, toStoredUser, type StoredUser } from './session';

const user: StoredUser = {
  id: '1',
  email: 'owner@demo.test',
  firstName: 'Olivia',
  lastName: 'Owner',
  orgId: '3',
  orgName: 'Demo Partner',
  organizationId: '3',
  accountOwner: true,
  adminUser: false,
};

describe('toStoredUser', () => {
  it('keeps the fields of spec §3 only', () => {
    expect(toStoredUser({ ...user, __typename: 'AppAccountUser' } as StoredUser)).toEqual(user);
  });
});

describe('sameStoredUser', () => {
  it('ignores extra fields and compares the rest', () => {
    expect(sameStoredUser(user, { ...user, __typename: 'AppAccountUser' } as StoredUser)).toBe(true);
    expect(sameStoredUser(user, { ...user, orgName: 'Renamed' })).toBe(false);
    expect(sameStoredUser(null, user)).toBe(false);
    expect(sameStoredUser(null, null)).toBe(true);
  });
});
