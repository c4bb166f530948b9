import { describe, expect, it } from 'vitest';
import { planPriceText } from './plan-price.ts';

describe('planPriceText', () => {
  it('prices a plan for the store', () => {
    expect(planPriceText({ type: 'FREE', monthlyAmount: 0, yearlyAmount: 0 })).toBe('Free');
    expect(planPriceText({ type: 'MONTHLY_CHARGE', monthlyAmount: 25, yearlyAmount: 0 })).toBe('$25/month');
    expect(planPriceText({ type: 'MONTHLY_CHARGE', monthlyAmount: 25, yearlyAmount: 240, discountedYearlyPrice: true })).toBe(
      '$25/month or $240/year',
    );
    expect(planPriceText({ type: 'YEARLY_CHARGE', monthlyAmount: 0, yearlyAmount: 299.5 })).toBe('$299.50/year');
  });

  it('prices plans per period for the portal', () => {
    const base = { monthlyAmount: 10, yearlyAmount: 100, discountedYearlyPrice: false };
    expect(planPriceText({ ...base, type: 'FREE' }, 'portal')).toBe('Free');
    expect(planPriceText({ ...base, type: 'MONTHLY_CHARGE' }, 'portal')).toBe('$10.00 / month');
    expect(planPriceText({ ...base, type: 'MONTHLY_CHARGE', discountedYearlyPrice: true }, 'portal')).toBe(
      '$10.00 / month or $100.00 / year',
    );
    expect(planPriceText({ ...base, type: 'MONTHLY_CHARGE', discountedYearlyPrice: true, yearlyAmount: 0 }, 'portal')).toBe(
      '$10.00 / month',
    );
    expect(planPriceText({ ...base, type: 'YEARLY_CHARGE' }, 'portal')).toBe('$100.00 / year');
  });

  it('uses the spec §4 words in the plan form preview', () => {
    expect(planPriceText({ type: 'MONTHLY_CHARGE', monthlyAmount: 10, yearlyAmount: 1000, discountedYearlyPrice: true }, 'preview')).toBe(
      '$10.00/monthly or $1,000.00/yearly',
    );
  });

  it('writes a sentence on the consent page', () => {
    expect(planPriceText({ type: 'FREE', monthlyAmount: 0, yearlyAmount: 0 }, 'consent')).toBe('free');
    expect(planPriceText({ type: 'MONTHLY_CHARGE', monthlyAmount: 9, yearlyAmount: 90, discountedYearlyPrice: true }, 'consent')).toBe(
      '$9.00 a month or $90.00 a year',
    );
    expect(planPriceText({ type: 'YEARLY_CHARGE', monthlyAmount: 0, yearlyAmount: 90 }, 'consent')).toBe('$90.00 a year');
  });
});
