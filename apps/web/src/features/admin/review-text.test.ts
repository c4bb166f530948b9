import { describe, expect, it } from 'vitest';
import { DECISION_NOTICES, installationCountriesText, reasonError, reviewNoticeFrom } from './review-text';

describe('installationCountriesText', () => {
  it("says 'All countries' for an empty list (spec §5)", () => {
    expect(installationCountriesText([])).toBe('All countries');
  });

  it('names the countries, sorted, with the Taiwan override', () => {
    expect(installationCountriesText(['US', 'TW', 'IS'])).toBe('Iceland, Taiwan, United States');
  });
});

describe('reasonError', () => {
  it('requires a rejection reason', () => {
    expect(reasonError('', true)).toBe('Please give a reason');
    expect(reasonError('   \n ', true)).toBe('Please give a reason');
    expect(reasonError('Screenshots are missing', true)).toBeNull();
  });

  it('lets an unpublish go without a reason, but not with an overlong one', () => {
    expect(reasonError('', false)).toBeNull();
    expect(reasonError('Broken install flow', false)).toBeNull();
    expect(reasonError('x'.repeat(2001), false)).toBe('Max 2000 chars');
    expect(reasonError('x'.repeat(2001), true)).toBe('Max 2000 chars');
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
