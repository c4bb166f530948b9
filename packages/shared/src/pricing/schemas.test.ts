import { describe, expect, it } from 'vitest';
import { offeredPlanTypes, pricePlanSchema } from './schemas.ts';

describe('pricePlanSchema', () => {
  it('reads empty amounts as zero and keeps only the amounts the type bills', () => {
    expect(pricePlanSchema.parse({ name: 'Free', type: 'FREE', monthlyAmount: '', yearlyAmount: '9' })).toMatchObject({ monthlyAmount: 0, yearlyAmount: 0 });
    expect(pricePlanSchema.parse({ name: 'Year', type: 'YEARLY_CHARGE', monthlyAmount: '5', yearlyAmount: '50' })).toMatchObject({ monthlyAmount: 0, yearlyAmount: 50 });
  });

  it('wants the discounted yearly price above the monthly one', () => {
    const r = pricePlanSchema.safeParse({ name: 'M', type: 'MONTHLY_CHARGE', monthlyAmount: '10', discountedYearlyPrice: true, yearlyAmount: '' });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['Yearly amount must be larger than the monthly value']);
  });
});

describe('offeredPlanTypes', () => {
  it('offers Free only while no other plan is free', () => {
    expect(offeredPlanTypes(['MONTHLY_CHARGE'])).toEqual(['FREE', 'MONTHLY_CHARGE', 'YEARLY_CHARGE']);
    expect(offeredPlanTypes(['FREE', 'MONTHLY_CHARGE'])).toEqual(['MONTHLY_CHARGE', 'YEARLY_CHARGE']);
  });
});
