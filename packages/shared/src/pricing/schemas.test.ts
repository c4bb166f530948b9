import { describe, expect, it } from 'vitest';
import { offeredPlanTypes, pricePlanSchema } from './schemas.ts';

describe('pricePlanSchema', () => {
  it('reads empty amounts as zero and keeps only the amounts the type bills', () => {
    expect(pricePlanSchema.parse({ name: 'Free', type: 'FREE', monthlyAmount: '', yearlyAmount: '9' })).toMatchObject({
      monthlyAmount: 0,
      yearlyAmount: 0,
    });
    expect(pricePlanSchema.parse({ name: 'Year', type: 'YEARLY_CHARGE', monthlyAmount: '5', yearlyAmount: '50' })).toMatchObject({
      monthlyAmount: 0,
      yearlyAmount: 50,
    });
  });

  it('wants the discounted yearly price above the monthly one', () => {
    const r = pricePlanSchema.safeParse({
      name: 'M',
      type: 'MONTHLY_CHARGE',
      monthlyAmount: '10',
      discountedYearlyPrice: true,
      yearlyAmount: '',
    });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['Yearly amount must be larger than the monthly value']);
  });

  it('takes amounts in whole cents, as the App API does', () => {
    const plan = { name: 'M', type: 'MONTHLY_CHARGE', discountedYearlyPrice: true };
    expect(pricePlanSchema.parse({ ...plan, monthlyAmount: '9.99', yearlyAmount: '99.90' })).toMatchObject({
      monthlyAmount: 9.99,
      yearlyAmount: 99.9,
    });
    const r = pricePlanSchema.safeParse({ ...plan, monthlyAmount: '9.999', yearlyAmount: '100.001' });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['monthlyAmount', 'Must have at most two decimals (whole cents)'],
      ['yearlyAmount', 'Must have at most two decimals (whole cents)'],
    ]);
  });

  it('lets the booking fee percentage have any decimals, up to 100', () => {
    expect(pricePlanSchema.parse({ name: 'F', type: 'FREE', bookingFeePercentage: '2.125' }).bookingFeePercentage).toBe(2.125);
    expect(pricePlanSchema.safeParse({ name: 'F', type: 'FREE', bookingFeePercentage: '101' }).error?.issues[0].message).toBe(
      'Booking fee must be at most 100 %',
    );
  });
});

describe('offeredPlanTypes', () => {
  it('offers Free only while no other plan is free', () => {
    expect(offeredPlanTypes(['MONTHLY_CHARGE'])).toEqual(['FREE', 'MONTHLY_CHARGE', 'YEARLY_CHARGE']);
    expect(offeredPlanTypes(['FREE', 'MONTHLY_CHARGE'])).toEqual(['MONTHLY_CHARGE', 'YEARLY_CHARGE']);
  });
});
