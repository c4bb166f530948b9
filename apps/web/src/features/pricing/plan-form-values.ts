import type { PricePlanType } from '@appstore/shared/apps/enums';
import { bookingFeeText } from '@appstore/shared/money/booking-fee';
import { planPriceText, type PlanPrice } from '@appstore/shared/money/plan-price';
import type { PricePlanValues } from '@appstore/shared/pricing/schemas';
import type { PricePlanInput } from '../../gql/graphql';

/** The plan form's own values: amounts stay the text the partner typed until the schema reads them. */
export interface PricePlanFormValues {
  name: string;
  /** '' until a type is chosen on a new plan. */
  type: PricePlanType | '';
  discountedYearlyPrice: boolean;
  monthlyAmount: string;
  yearlyAmount: string;
  bookingFeePercentage: string;
}

/** Spec §4 plan type names. */
export const PLAN_TYPE_LABELS: Record<PricePlanType, string> = {
  FREE: 'Free',
  MONTHLY_CHARGE: 'Monthly charge',
  YEARLY_CHARGE: 'Yearly charge',
};

/** A plan as loaded (the dashboard's plan list or `appPricePlan`). */
export interface PlanLike {
  id?: string;
  name: string;
  type: PricePlanType;
  discountedYearlyPrice?: boolean | null;
  monthlyAmount?: number | null;
  yearlyAmount?: number | null;
  bookingFeePercentage?: number | null;
}

/** 0 is stored for amounts a type does not bill; the form shows those as empty fields. */
const amountText = (amount: number | null | undefined) => (amount && amount > 0 ? String(amount) : '');

/** What the form starts from: the plan as loaded, or an empty new plan. */
export function pricePlanFormValues(plan?: PlanLike | null): PricePlanFormValues {
  return {
    name: plan?.name ?? '',
    type: plan?.type ?? '',
    discountedYearlyPrice: plan?.discountedYearlyPrice ?? false,
    monthlyAmount: amountText(plan?.monthlyAmount),
    yearlyAmount: amountText(plan?.yearlyAmount),
    bookingFeePercentage: amountText(plan?.bookingFeePercentage),
  };
}

/** Whether the form shows the yearly amount: yearly plans, and monthly plans with a discounted yearly price. */
export function showsYearlyAmount(values: Pick<PricePlanFormValues, 'type' | 'discountedYearlyPrice'>): boolean {
  return values.type === 'YEARLY_CHARGE' || (values.type === 'MONTHLY_CHARGE' && values.discountedYearlyPrice);
}

/**
 * The values as the schema should judge them: amounts of fields the chosen type hides are blanked,
 * so text left in a field that is no longer shown cannot block the save with an invisible error.
 */
export function billedPlanValues(values: PricePlanFormValues): PricePlanFormValues {
  const monthly = values.type === 'MONTHLY_CHARGE';
  return {
    ...values,
    discountedYearlyPrice: monthly && values.discountedYearlyPrice,
    monthlyAmount: monthly ? values.monthlyAmount : '',
    yearlyAmount: showsYearlyAmount(values) ? values.yearlyAmount : '',
  };
}

/** The `planInfo` of `appPricePlanCreate` / `appPricePlanUpdate` (spec §7), from the schema's output. */
export function toPlanInfo(values: PricePlanValues): PricePlanInput {
  return {
    name: values.name,
    type: values.type,
    discountedYearlyPrice: values.discountedYearlyPrice,
    monthlyAmount: values.monthlyAmount,
    yearlyAmount: values.yearlyAmount,
    bookingFeePercentage: values.bookingFeePercentage,
  };
}

/** The types of the app's other plans (the edited plan left out), for `offeredPlanTypes`. */
export function otherPlanTypes(plans: readonly { id: string; type: PricePlanType }[], planId?: string): PricePlanType[] {
  return plans.filter((plan) => plan.id !== planId).map((plan) => plan.type);
}

/** A typed amount as a positive number, or null while it is empty or not a number yet. */
function positiveAmount(text: string): number | null {
  if (text.trim() === '') return null;
  const amount = Number(text);
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}

/** The plan the typed values make, or null while they do not make a price yet. */
function typedPlan(values: PricePlanFormValues): PlanPrice | null {
  if (values.type === 'FREE') return { type: 'FREE', monthlyAmount: 0, yearlyAmount: 0 };
  if (values.type === 'MONTHLY_CHARGE') {
    const monthly = positiveAmount(values.monthlyAmount);
    const yearly = values.discountedYearlyPrice ? positiveAmount(values.yearlyAmount) : null;
    return monthly === null
      ? null
      : { type: 'MONTHLY_CHARGE', monthlyAmount: monthly, yearlyAmount: yearly ?? 0, discountedYearlyPrice: yearly !== null };
  }
  if (values.type === 'YEARLY_CHARGE') {
    const yearly = positiveAmount(values.yearlyAmount);
    return yearly === null ? null : { type: 'YEARLY_CHARGE', monthlyAmount: 0, yearlyAmount: yearly };
  }
  return null;
}

/**
 * The live 'Price preview' under the fields, e.g. '$10.00/monthly or $100.00/yearly + 2.5% booking fee';
 * null while the typed values do not make a price yet.
 */
export function planPreview(values: PricePlanFormValues): string | null {
  const plan = typedPlan(values);
  if (plan === null) return null;
  const price = planPriceText(plan, 'preview');
  const fee = positiveAmount(values.bookingFeePercentage);
  return fee !== null && fee <= 100 ? `${price} ${bookingFeeText(fee)}` : price;
}

/** Why the plan cannot be saved or deleted, or null when it can (spec §4; the server says the same). */
export function planLockReason(app: { pricingLocked: boolean; type: string; chargeType: string }, creating: boolean): string | null {
  if (app.pricingLocked) return 'Price plans cannot change while the app is in review or published.';
  // only new plans are refused: a plan kept from an earlier charge type can still be edited or removed
  if (creating && (app.type !== 'PUBLIC' || app.chargeType !== 'RECURRING')) {
    return 'Price plans are only for public apps with a recurring charge. Change the charge type in the app setup first.';
  }
  return null;
}
