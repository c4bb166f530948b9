import { describe, expect, it } from 'vitest';
import { offeredPlanTypes, pricePlanSchema } from '@appstore/shared/pricing/schemas';
import {
  billedPlanValues,
  otherPlanTypes,
  planLockReason,
  planPreview,
  pricePlanFormValues,
  toPlanInfo,
  type PricePlanFormValues,
} from './plan-form-values';

const form = (values: Partial<PricePlanFormValues>): PricePlanFormValues => ({ ...pricePlanFormValues(), ...values });

describe('pricePlanFormValues', () => {
  it('starts a new plan empty, with no type chosen', () => {
    expect(pricePlanFormValues()).toEqual({
      name: '',
      type: '',
      discountedYearlyPrice: false,
      monthlyAmount: '',
      yearlyAmount: '',
      bookingFeePercentage: '',
    });
  });

  it('shows a loaded plan, with amounts of 0 as empty fields', () => {
    expect(
      pricePlanFormValues({
        name: 'Pro',
        type: 'MONTHLY_CHARGE',
        discountedYearlyPrice: true,
        monthlyAmount: 10,
        yearlyAmount: 99.5,
        bookingFeePercentage: 0,
      }),
    ).toEqual({
      name: 'Pro',
      type: 'MONTHLY_CHARGE',
      discountedYearlyPrice: true,
      monthlyAmount: '10',
      yearlyAmount: '99.5',
      bookingFeePercentage: '',
    });
  });
});

describe('billedPlanValues', () => {
  it('blanks the amounts the chosen type hides, so they cannot fail validation unseen', () => {
    const values = form({ name: 'Basic', type: 'FREE', monthlyAmount: 'abc', yearlyAmount: '-1', discountedYearlyPrice: true });
    expect(billedPlanValues(values)).toMatchObject({ monthlyAmount: '', yearlyAmount: '', discountedYearlyPrice: false });
    expect(pricePlanSchema.safeParse(billedPlanValues(values)).success).toBe(true);
  });

  it('keeps the yearly amount of a monthly plan only with the yearly discount', () => {
    expect(billedPlanValues(form({ type: 'MONTHLY_CHARGE', monthlyAmount: '10', yearlyAmount: '5' })).yearlyAmount).toBe('');
    expect(
      billedPlanValues(form({ type: 'MONTHLY_CHARGE', monthlyAmount: '10', yearlyAmount: '100', discountedYearlyPrice: true }))
        .yearlyAmount,
    ).toBe('100');
    expect(billedPlanValues(form({ type: 'YEARLY_CHARGE', monthlyAmount: '10', yearlyAmount: '100' }))).toMatchObject({
      monthlyAmount: '',
      yearlyAmount: '100',
    });
  });
});

describe('toPlanInfo', () => {
  it('sends exactly the planInfo fields, as numbers', () => {
    const parsed = pricePlanSchema.parse(
      billedPlanValues(
        form({
          name: ' Pro ',
          type: 'MONTHLY_CHARGE',
          monthlyAmount: '10',
          discountedYearlyPrice: true,
          yearlyAmount: '100',
          bookingFeePercentage: '2.5',
        }),
      ),
    );
    expect(toPlanInfo(parsed)).toEqual({
      name: 'Pro',
      type: 'MONTHLY_CHARGE',
      discountedYearlyPrice: true,
      monthlyAmount: 10,
      yearlyAmount: 100,
      bookingFeePercentage: 2.5,
    });
  });

  it('sends 0 for an empty booking fee', () => {
    const parsed = pricePlanSchema.parse(billedPlanValues(form({ name: 'Free', type: 'FREE' })));
    expect(toPlanInfo(parsed)).toMatchObject({ type: 'FREE', monthlyAmount: 0, yearlyAmount: 0, bookingFeePercentage: 0 });
  });
});

describe('otherPlanTypes with offeredPlanTypes (spec §5: one FREE plan per app)', () => {
  const plans = [
    { id: '1', type: 'FREE' as const },
    { id: '2', type: 'MONTHLY_CHARGE' as const },
  ];

  it('hides Free when another plan is free', () => {
    expect(offeredPlanTypes(otherPlanTypes(plans))).toEqual(['MONTHLY_CHARGE', 'YEARLY_CHARGE']);
    expect(offeredPlanTypes(otherPlanTypes(plans, '2'))).toEqual(['MONTHLY_CHARGE', 'YEARLY_CHARGE']);
  });

  it('offers Free when this plan is the free one, or none is', () => {
    expect(offeredPlanTypes(otherPlanTypes(plans, '1'))).toEqual(['FREE', 'MONTHLY_CHARGE', 'YEARLY_CHARGE']);
    expect(offeredPlanTypes(otherPlanTypes([]))).toEqual(['FREE', 'MONTHLY_CHARGE', 'YEARLY_CHARGE']);
  });
});

describe('planPreview', () => {
  it('reads the price the type bills', () => {
    expect(planPreview(form({ type: 'FREE' }))).toBe('Free');
    expect(planPreview(form({ type: 'MONTHLY_CHARGE', monthlyAmount: '10' }))).toBe('$10.00/monthly');
    expect(planPreview(form({ type: 'MONTHLY_CHARGE', monthlyAmount: '10', yearlyAmount: '100' }))).toBe('$10.00/monthly');
    expect(planPreview(form({ type: 'MONTHLY_CHARGE', monthlyAmount: '10', discountedYearlyPrice: true, yearlyAmount: '1000' }))).toBe(
      '$10.00/monthly or $1,000.00/yearly',
    );
    expect(planPreview(form({ type: 'YEARLY_CHARGE', yearlyAmount: '99.9' }))).toBe('$99.90/yearly');
  });

  it('adds the booking fee', () => {
    expect(planPreview(form({ type: 'FREE', bookingFeePercentage: '2.5' }))).toBe('Free + 2.5% booking fee');
    expect(planPreview(form({ type: 'FREE', bookingFeePercentage: '0' }))).toBe('Free');
  });

  it('has nothing while the values do not make a price', () => {
    expect(planPreview(form({}))).toBeNull();
    expect(planPreview(form({ type: 'MONTHLY_CHARGE' }))).toBeNull();
    expect(planPreview(form({ type: 'MONTHLY_CHARGE', monthlyAmount: 'ten' }))).toBeNull();
    expect(planPreview(form({ type: 'YEARLY_CHARGE', yearlyAmount: '0' }))).toBeNull();
  });
});

describe('planLockReason (spec §4)', () => {
  const app = { pricingLocked: false, type: 'PUBLIC', chargeType: 'RECURRING' };

  it('allows plans of an editable recurring public app', () => {
    expect(planLockReason(app, true)).toBeNull();
    expect(planLockReason(app, false)).toBeNull();
  });

  it('locks plans while the app is in review or published', () => {
    expect(planLockReason({ ...app, pricingLocked: true }, false)).toBe(
      'Price plans cannot change while the app is in review or published.',
    );
  });

  it('refuses new plans for apps that are not charged by recurring plans', () => {
    expect(planLockReason({ ...app, chargeType: 'ONE_TIME' }, true)).toMatch(/recurring charge/);
    expect(planLockReason({ ...app, type: 'CUSTOM' }, true)).toMatch(/recurring charge/);
    expect(planLockReason({ ...app, chargeType: 'ONE_TIME' }, false)).toBeNull();
  });
});
