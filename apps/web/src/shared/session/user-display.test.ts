import { describe, expect, it } from 'vitest';
import { displayName, initials, organizationLabel, organizationWithId } from './user-display';

describe('displayName', () => {
  it('joins first and last name', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' })).toBe('Ada Lovelace');
  });
  it('falls back to one name, then the e-mail address', () => {
    expect(displayName({ firstName: ' Ada ', lastName: '' })).toBe('Ada');
    expect(displayName({ firstName: '', lastName: null, email: 'ada@example.com' })).toBe('ada@example.com');
    expect(displayName({})).toBe('');
  });
});

describe('initials', () => {
  it('takes the first letter of each name, in capitals', () => {
    expect(initials({ firstName: 'ada', lastName: 'lovelace' })).toBe('AL');
    expect(initials({ firstName: 'Þóra', lastName: 'Ólafsdóttir' })).toBe('ÞÓ');
  });
  it('falls back to the e-mail address, then a question mark', () => {
    expect(initials({ firstName: 'Ada', lastName: ' ' })).toBe('A');
    expect(initials({ firstName: '', lastName: '', email: 'dev@example.com' })).toBe('D');
    expect(initials({})).toBe('?');
  });
});

describe('organizationLabel', () => {
  it('shows the name to partners', () => {
    expect(organizationLabel({ orgId: '3', orgName: 'Demo Partner', adminUser: false })).toBe('Demo Partner');
  });
  it('adds the id for platform staff', () => {
    expect(organizationLabel({ orgId: '3', orgName: 'Demo Partner', adminUser: true })).toBe('Demo Partner (#3)');
    expect(organizationLabel({ orgId: '3', orgName: '', adminUser: true })).toBe('#3');
  });
});

describe('organizationWithId', () => {
  it('appends the id, or is the id alone without a name', () => {
    expect(organizationWithId('Fresh Partner', '15')).toBe('Fresh Partner (#15)');
    expect(organizationWithId(' ', '15')).toBe('#15');
  });
});
