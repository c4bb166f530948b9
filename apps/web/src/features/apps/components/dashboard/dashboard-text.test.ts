import { describe, expect, it } from 'vitest';
import { chargeTypeNote, offersTestInstallation, countReportChecks, planTypeText, submitForReviewEnabled } from './dashboard-text';

describe('dashboard price texts', () => {
  it('names plan types', () => {
    expect(planTypeText('FREE')).toBe('Free');
    expect(planTypeText('MONTHLY_CHARGE')).toBe('Monthly');
    expect(planTypeText('YEARLY_CHARGE')).toBe('Yearly');
  });

  it('says what a non-recurring app charges', () => {
    expect(chargeTypeNote('FREE_TO_INSTALL', 0)).toBe('Free to install');
    expect(chargeTypeNote('ONE_TIME', 49)).toBe('One time fee of $49.00');
    expect(chargeTypeNote('ONE_TIME', 0)).toBe('Free');
    expect(chargeTypeNote('RECURRING', 0)).toBeNull();
  });
});

describe('dashboard rules', () => {
  it('enables submit for a valid report, or after a rejection (spec §4)', () => {
    expect(submitForReviewEnabled(true, 'DRAFT')).toBe(true);
    expect(submitForReviewEnabled(false, 'DRAFT')).toBe(false);
    expect(submitForReviewEnabled(false, 'UNPUBLISHED')).toBe(false);
    expect(submitForReviewEnabled(false, 'REJECTED')).toBe(true);
  });

  it('offers test installations to public apps in DRAFT, REJECTED or UNPUBLISHED', () => {
    expect(offersTestInstallation('PUBLIC', 'DRAFT')).toBe(true);
    expect(offersTestInstallation('PUBLIC', 'REJECTED')).toBe(true);
    expect(offersTestInstallation('PUBLIC', 'UNPUBLISHED')).toBe(true);
    expect(offersTestInstallation('PUBLIC', 'IN_REVIEW')).toBe(false);
    expect(offersTestInstallation('PUBLIC', 'PUBLISHED')).toBe(false);
    expect(offersTestInstallation('CUSTOM', 'DRAFT')).toBe(false);
  });
});

describe('countReportChecks', () => {
  it('counts the checks of the app and of its listings, passing and failing', () => {
    const report = {
      valid: false,
      items: [{ valid: true }, { valid: false }],
      listingsReports: [{ items: [{ valid: false }, { valid: false }] }, { items: [] }],
    };
    expect(countReportChecks(report)).toEqual({ total: 4, passing: 1, failing: 3 });
    expect(countReportChecks({ valid: true, items: [{ valid: true }], listingsReports: [] })).toEqual({ total: 1, passing: 1, failing: 0 });
  });
});
