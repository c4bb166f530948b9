import { z } from 'zod';
import { LIMITS } from '../limits/limits.ts';
import { PRICE_PLAN_TYPES } from '../apps/enums.ts';
import { amountSchema, FORM_AMOUNT_MESSAGES } from '../money/amount.ts';

/** A form's number field as a number: '' or missing is 0 here (the plan type decides whether 0 is allowed). */
const formNumber = (v: unknown) => (v === '' || v === null || v === undefined ? 0 : typeof v === 'string' ? Number(v) : v);

/** A plan's price: money, in whole cents like every amount the App API takes. */
const amount = z.preprocess(formNumber, amountSchema());

/** A percentage of each booking: any non-negative number (not money, so any decimals). */
const percentage = z.preprocess(
  formNumber,
  z.number(FORM_AMOUNT_MESSAGES.number).refine(Number.isFinite, FORM_AMOUNT_MESSAGES.number).min(0, FORM_AMOUNT_MESSAGES.negative),
);

/**
 * Spec §5 price plan rules, for the plan form and `appPricePlanCreate` / `appPricePlanUpdate`. Amounts are
 * USD; the booking fee is the percentage of each booking paid while the app is installed.
 */
export const pricePlanSchema = z
  .object({
    name: z
      .string('Name is required')
      .trim()
      .min(1, { error: 'Name is required', abort: true })
      .max(LIMITS.pricePlanNameMax, `Max ${LIMITS.pricePlanNameMax} chars`),
    type: z.enum(PRICE_PLAN_TYPES, 'You must select a type'),
    discountedYearlyPrice: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    monthlyAmount: amount,
    yearlyAmount: amount,
    bookingFeePercentage: percentage.pipe(
      z.number().max(LIMITS.bookingFeeMaxPercent, `Booking fee must be at most ${LIMITS.bookingFeeMaxPercent} %`),
    ),
  })
  .superRefine((plan, ctx) => {
    if (plan.type === 'MONTHLY_CHARGE') {
      if (plan.monthlyAmount <= 0)
        ctx.addIssue({ code: 'custom', path: ['monthlyAmount'], message: 'Monthly amount must be larger than zero' });
      else if (plan.discountedYearlyPrice && plan.yearlyAmount <= plan.monthlyAmount) {
        ctx.addIssue({ code: 'custom', path: ['yearlyAmount'], message: 'Yearly amount must be larger than the monthly value' });
      }
    }
    if (plan.type === 'YEARLY_CHARGE' && plan.yearlyAmount <= 0) {
      ctx.addIssue({ code: 'custom', path: ['yearlyAmount'], message: 'Yearly amount must be larger than zero' });
    }
  })
  .transform((plan) => ({
    ...plan,
    // only the amounts the type bills are kept, so the price label reads what the partner sees
    discountedYearlyPrice: plan.type === 'MONTHLY_CHARGE' && plan.discountedYearlyPrice,
    monthlyAmount: plan.type === 'MONTHLY_CHARGE' ? plan.monthlyAmount : 0,
    yearlyAmount: plan.type === 'YEARLY_CHARGE' || (plan.type === 'MONTHLY_CHARGE' && plan.discountedYearlyPrice) ? plan.yearlyAmount : 0,
  }));
export type PricePlanFormInput = z.input<typeof pricePlanSchema>;
export type PricePlanValues = z.output<typeof pricePlanSchema>;

/** The plan types a plan form may offer: Free only when the app has no free plan or this plan is it. */
export function offeredPlanTypes(otherPlanTypes: readonly string[]): (typeof PRICE_PLAN_TYPES)[number][] {
  const freeTaken = otherPlanTypes.includes('FREE');
  return PRICE_PLAN_TYPES.filter((t) => t !== 'FREE' || !freeTaken);
}
