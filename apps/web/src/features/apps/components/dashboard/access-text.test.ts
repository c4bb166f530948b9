import { describe, expect, it } from 'vitest';
import { APP_SCOPES } from '@appstore/shared/installations/scopes';
import { versionChangeText } from './access-text';

const v = (version: number, scopes: string[], added: string[] = [], removed: string[] = []) => ({
  version,
  scopes,
  added,
  removed,
  installationCount: 0,
});

describe('access version texts', () => {
  it('words a first version by what it asks for: nothing for a new app unless its developer picked scopes', () => {
    expect(versionChangeText(v(1, []))).toBe('First version: no access');
    expect(versionChangeText(v(1, ['BOOKINGS_READ', 'PRODUCTS_READ']))).toBe('First version: BOOKINGS_READ, PRODUCTS_READ');
    expect(versionChangeText(v(1, ['VENDOR_USERS_READ', 'BOOKINGS_READ', 'CUSTOMERS_READ', 'PRODUCTS_READ']))).toBe(
      'First version: 4 scopes',
    );
    // an app created before apps chose their access
    expect(versionChangeText(v(1, [...APP_SCOPES]))).toBe('First version: every scope');
  });

  it('words a later version by what it added and removed', () => {
    expect(versionChangeText(v(2, ['BOOKINGS_READ'], ['BOOKINGS_READ'], ['LEGACY_API']))).toBe('Added BOOKINGS_READ; Removed LEGACY_API');
  });
});
