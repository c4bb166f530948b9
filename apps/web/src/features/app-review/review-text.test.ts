import { describe, expect, it } from 'vitest';
import { accessSinceApproval, DECISION_NOTICES, installationCountriesText, requestedAccessText, reviewNoticeFrom } from './review-text';

describe('installationCountriesText', () => {
  it("says 'All countries' for an empty list (spec §5)", () => {
    expect(installationCountriesText([])).toBe('All countries');
  });

  it('names the countries, sorted, with the Taiwan override', () => {
    expect(installationCountriesText(['US', 'TW', 'IS'])).toBe('Iceland, Taiwan, United States');
  });
});

describe('reviewNoticeFrom', () => {
  it('reads the notice a decision left in the location state', () => {
    expect(reviewNoticeFrom({ reviewNotice: DECISION_NOTICES.approve })).toBe('Approved: the app is now in the App Store.');
  });

  it('ignores anything else', () => {
    expect(reviewNoticeFrom(null)).toBeNull();
    expect(reviewNoticeFrom('Approved')).toBeNull();
    expect(reviewNoticeFrom({ reviewNotice: 3 })).toBeNull();
    expect(reviewNoticeFrom({ reviewNotice: '' })).toBeNull();
  });
});

describe('the access an app asks for', () => {
  it('says plainly when an app asks for nothing, and counts the high-risk scopes otherwise', () => {
    expect(requestedAccessText([])).toBe("Asks for no access: installs can read only the vendor's company name.");
    expect(requestedAccessText(['BOOKINGS_READ'])).toBe('Asks vendors for 1 scope.');
    expect(requestedAccessText(['BOOKINGS_READ', 'CUSTOMERS_CONTACT_READ', 'BOOKINGS_WRITE'])).toBe(
      'Asks vendors for 3 scopes, 2 of them high risk.',
    );
  });

  it('compares the latest version with the one staff approved, and says nothing for an app never approved', () => {
    const versions = [
      { version: 3, scopes: ['BOOKINGS_READ', 'CUSTOMERS_CONTACT_READ'] },
      { version: 2, scopes: ['BOOKINGS_READ', 'PRODUCTS_READ'] },
      { version: 1, scopes: [] },
    ];
    expect(accessSinceApproval(versions, 2)).toEqual({ added: ['CUSTOMERS_CONTACT_READ'], removed: ['PRODUCTS_READ'] });
    expect(accessSinceApproval(versions, 3)).toEqual({ added: [], removed: [] });
    expect(accessSinceApproval(versions, null)).toBeNull();
  });
});
