import { describe, expect, it } from 'vitest';
import { chargeTypeText, freeTrialText, oneTimeChargeText, resultCountText, shownOfTotal } from './formatting';

describe('formatting', () => {
  it('names charge types', () => {
    expect(chargeTypeText('FREE_TO_INSTALL')).toBe('Free to install');
    expect(chargeTypeText('ONE_TIME')).toBe('One-time charge');
    expect(chargeTypeText('RECURRING')).toBe('Recurring');
  });

  it('describes trials and one-time charges only when they apply', () => {
    expect(freeTrialText(14)).toBe('14 day free trial');
    expect(freeTrialText(0)).toBeNull();
    expect(oneTimeChargeText('ONE_TIME', 49)).toBe('One-time charge of $49');
    expect(oneTimeChargeText('ONE_TIME', 0)).toBeNull();
    expect(oneTimeChargeText('RECURRING', 49)).toBeNull();
  });

  it('counts results', () => {
    expect(resultCountText(62)).toBe('62 apps');
    expect(resultCountText(1)).toBe('1 app');
    expect(resultCountText(3, ' crm ')).toBe('3 results for "crm"');
    expect(resultCountText(1, 'crm')).toBe('1 result for "crm"');
  });
});

describe('shownOfTotal', () => {
  it('says how many of the total a paged list shows, and just the total once all are shown', () => {
    expect(shownOfTotal(10, 12, 'app')).toBe('Showing 10 of 12 apps');
    expect(shownOfTotal(12, 12, 'app')).toBe('12 apps');
    expect(shownOfTotal(1, 1, 'delivery', 'deliveries')).toBe('1 delivery');
    expect(shownOfTotal(100, 250, 'delivery', 'deliveries')).toBe('Showing 100 of 250 deliveries');
  });
});
