import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { APP_SCOPES } from './scopes.ts';
import { accessChange, accessChangeSummary, appAccessSchema, scopesAfterAccepting, scopesToAccept, scopesWithin, sortScopes } from './app-access.ts';

const scopeSet = fc.subarray([...APP_SCOPES]);

describe('app access versions', () => {
  it('asks an installation to accept only what the latest version adds to the version it accepted', () => {
    expect(scopesToAccept(['BOOKINGS_READ', 'PRODUCTS_READ'], ['BOOKINGS_READ', 'CUSTOMERS_READ'])).toEqual(['CUSTOMERS_READ']);
    expect(scopesToAccept(['BOOKINGS_READ'], ['BOOKINGS_READ'])).toEqual([]);
  });

  it('after accepting, holds its grant within the latest version plus what was asked, and nothing else', () => {
    fc.assert(
      fc.property(scopeSet, scopeSet, scopeSet, (granted, acceptedVersion, latest) => {
        const after = scopesAfterAccepting(granted, acceptedVersion, latest);
        // never more than the latest version allows
        expect(after.every((s) => latest.includes(s))).toBe(true);
        // everything newly asked for is given
        expect(scopesToAccept(acceptedVersion, latest).every((s) => after.includes(s))).toBe(true);
        // a scope the vendor held and the version still allows is kept
        expect(granted.filter((s) => latest.includes(s)).every((s) => after.includes(s))).toBe(true);
        // and nothing that was neither held nor newly asked for appears
        expect(after.every((s) => granted.includes(s) || !acceptedVersion.includes(s))).toBe(true);
        expect(after).toEqual(sortScopes(after));
      }),
    );
  });

  it('keeps a grant within a narrower version, and a change reads as what it adds and removes', () => {
    fc.assert(
      fc.property(scopeSet, scopeSet, (from, to) => {
        const within = scopesWithin(from, to);
        expect(within.every((s) => from.includes(s) && to.includes(s))).toBe(true);
        const change = accessChange(from, to);
        expect(sortScopes([...from.filter((s) => !change.removed.includes(s)), ...change.added])).toEqual(sortScopes(to));
        expect(accessChangeSummary(change).length).toBe(Number(change.added.length > 0) + Number(change.removed.length > 0));
      }),
    );
  });

  it('accepts only known scopes, each once', () => {
    expect(appAccessSchema.safeParse({ scopes: ['BOOKINGS_READ', 'BOOKINGS_READ'] }).success).toBe(false);
    expect(appAccessSchema.safeParse({ scopes: ['ROOT'] }).error?.issues[0]?.message).toBe('Choose scopes from the list');
    expect(appAccessSchema.safeParse({ scopes: [] }).success).toBe(true);
  });
});
