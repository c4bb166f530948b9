import { describe, expect, it } from 'vitest';
import { formatUsd } from './format.ts';
import { bookingFeeLabel, priceLabel } from './price-label.ts';

describe('priceLabel (spec §4)', () => {
  it('labels free-to-install apps', () => {
    expect(priceLabel({ chargeType: 'FREE_TO_INSTALL', pricePlans: [{ monthlyAmount: 10 }] })).toBe('Free to install');
  });

  it('labels one-time charges, free when the amount is zero', () => {
    expect(priceLabel({ chargeType: 'ONE_TIME', oneTimeChargeAmount: 0 })).toBe('Free');
    expect(priceLabel({ chargeType: 'ONE_TIME', oneTimeChargeAmount: null })).toBe('Free');
    expect(priceLabel({ chargeType: 'ONE_TIME', oneTimeChargeAmount: 49 })).toBe('One time fee of $49');
    expect(priceLabel({ chargeType: 'ONE_TIME', oneTimeChargeAmount: 19.5 })).toBe('One time fee of $19.50');
  });

  it('calls a recurring app without plans an invalid price', () => {
    expect(priceLabel({ chargeType: 'RECURRING', pricePlans: [] })).toBe('Invalid price');
    expect(priceLabel({ chargeType: 'RECURRING' })).toBe('Invalid price');
  });

  it('says Free for a single free plan and Free plan available when there are more', () => {
    const free = { type: 'FREE' as const, monthlyAmount: 0, yearlyAmount: 0 };
    expect(priceLabel({ chargeType: 'RECURRING', pricePlans: [free] })).toBe('Free');
    expect(priceLabel({ chargeType: 'RECURRING', freeTrialDays: 14, pricePlans: [{ monthlyAmount: 30 }, free] })).toBe(
      'Free plan available',
    );
  });

  it('prefers the free trial when the cheapest plan is paid', () => {
    expect(priceLabel({ chargeType: 'RECURRING', freeTrialDays: 14, pricePlans: [{ monthlyAmount: 30 }] })).toBe('14 day free trial');
  });

  it('shows the yearly price of the cheapest plan when it has one, else the monthly price', () => {
    expect(
      priceLabel({
        chargeType: 'RECURRING',
        freeTrialDays: 0,
        pricePlans: [
          { monthlyAmount: 50, yearlyAmount: 0 },
          { monthlyAmount: 0, yearlyAmount: 240 },
        ],
      }),
    ).toBe('$240/yearly');
    expect(priceLabel({ chargeType: 'RECURRING', pricePlans: [{ monthlyAmount: 25, yearlyAmount: 0 }] })).toBe('$25/monthly');
  });

  it('ranks plans by 12 x monthly + yearly, not by input order', () => {
    // 12*30 + 0 = 360 vs 12*0 + 300 = 300: the yearly plan is cheaper
    const plans = [
      { monthlyAmount: 30, yearlyAmount: 0 },
      { monthlyAmount: 0, yearlyAmount: 300 },
    ];
    expect(priceLabel({ chargeType: 'RECURRING', pricePlans: plans })).toBe('$300/yearly');
    // a discounted monthly plan carries both amounts: 12*10 + 100 = 220 beats 12*20 = 240
    expect(
      priceLabel({
        chargeType: 'RECURRING',
        pricePlans: [
          { monthlyAmount: 20, yearlyAmount: 0 },
          { monthlyAmount: 10, yearlyAmount: 100 },
        ],
      }),
    ).toBe('$100/yearly');
  });
});

describe('bookingFeeLabel', () => {
  it("writes the spec's '+ N% booking fee' for one plan, and says so when every plan charges the same", () => {
    expect(bookingFeeLabel([{ bookingFeePercentage: 2.25 }])).toBe('+ 2.25% booking fee');
    expect(
      bookingFeeLabel([
        { name: 'Free', monthlyAmount: 0, bookingFeePercentage: 2 },
        { name: 'Pro', monthlyAmount: 20, bookingFeePercentage: 2 },
      ]),
    ).toBe('+ 2% booking fee on every plan');
  });

  it('names the plans that charge a fee when the plans differ, cheapest plan first', () => {
    // 'Free plan available' must not read as fee-free when the free plan is the one with the larger fee
    expect(
      bookingFeeLabel([
        { name: 'Studio', type: 'MONTHLY_CHARGE', monthlyAmount: 19, bookingFeePercentage: 1.5 },
        { name: 'Starter', type: 'FREE', monthlyAmount: 0, bookingFeePercentage: 3 },
      ]),
    ).toBe('+ 3% booking fee on Starter, 1.5% on Studio');
    // nor may it read as if the free plan took the paid plan's fee
    expect(
      bookingFeeLabel([
        { name: 'Free', type: 'FREE', monthlyAmount: 0 },
        { name: 'Standard', type: 'MONTHLY_CHARGE', monthlyAmount: 25, bookingFeePercentage: 1 },
      ]),
    ).toBe('+ 1% booking fee on Standard');
  });

  it('shows nothing without a fee', () => {
    expect(bookingFeeLabel([{ bookingFeePercentage: 0 }])).toBeNull();
    expect(bookingFeeLabel([])).toBeNull();
    expect(bookingFeeLabel(null)).toBeNull();
  });
});

describe('formatUsd', () => {
  it('keeps cents only when there are any', () => {
    expect(formatUsd(10)).toBe('$10');
    expect(formatUsd(9.99)).toBe('$9.99');
    expect(formatUsd(1234.5)).toBe('$1234.50');
  });
});
