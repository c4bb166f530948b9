import { LIMITS } from '../limits/limits.ts';
import type { ChargeType, PricePlanType } from '../apps/enums.ts';
import { bookingFeeText, percentText } from './booking-fee.ts';
import { formatUsd } from './format.ts';

export interface PriceLabelPlan {
  type?: PricePlanType | null;
  monthlyAmount?: number | null;
  yearlyAmount?: number | null;
}

export interface PriceLabelInput {
  chargeType: ChargeType;
  oneTimeChargeAmount?: number | null;
  freeTrialDays?: number | null;
  pricePlans?: readonly PriceLabelPlan[] | null;
}

/** Spec §4: plans are compared by 12 × monthly + yearly. */
export function planSortWeight(plan: PriceLabelPlan): number {
  return LIMITS.planSortMonthlyWeight * (plan.monthlyAmount ?? 0) + (plan.yearlyAmount ?? 0);
}

/** The price label of spec §4, shown on store cards, the listing page and in the portal. */
export function priceLabel(input: PriceLabelInput): string {
  switch (input.chargeType) {
    case 'FREE_TO_INSTALL':
      return 'Free to install';
    case 'ONE_TIME': {
      const amount = input.oneTimeChargeAmount ?? 0;
      return amount > 0 ? `One time fee of ${formatUsd(amount)}` : 'Free';
    }
    case 'RECURRING': {
      const plans = [...(input.pricePlans ?? [])].sort((a, b) => planSortWeight(a) - planSortWeight(b));
      const cheapest = plans[0];
      if (!cheapest) return 'Invalid price';
      if (planSortWeight(cheapest) === 0) return plans.length === 1 ? 'Free' : 'Free plan available';
      const trialDays = input.freeTrialDays ?? 0;
      if (trialDays > 0) return `${trialDays} day free trial`;
      const yearly = cheapest.yearlyAmount ?? 0;
      return yearly > 0 ? `${formatUsd(yearly)}/yearly` : `${formatUsd(cheapest.monthlyAmount ?? 0)}/monthly`;
    }
  }
}

export interface BookingFeePlan extends PriceLabelPlan {
  /** The plan's name as the listing shows it. */
  name?: string | null;
  bookingFeePercentage?: number | null;
}

/**
 * A listing's booking-fee note beside its price label, or null when no plan charges one. The label speaks of
 * the cheapest plan ('Free plan available'), so the note must not leave open which plans the fee is on:
 * - one plan, or every plan with the same fee: the spec's '+ N% booking fee', with ' on every plan' when
 *   there are several (so 'Free plan available' cannot read as fee-free);
 * - otherwise each plan that charges a fee, by name, cheapest plan first:
 *   '+ 3% booking fee on Starter, 1.5% on Studio'.
 */
export function bookingFeeLabel(plans: readonly BookingFeePlan[] | null | undefined): string | null {
  const all = [...(plans ?? [])].sort((a, b) => planSortWeight(a) - planSortWeight(b));
  const fee = (plan: BookingFeePlan) => Math.max(0, plan.bookingFeePercentage ?? 0);
  const charging = all.filter((plan) => fee(plan) > 0);
  const first = charging[0];
  if (!first) return null;
  const sameEverywhere = charging.length === all.length && charging.every((plan) => fee(plan) === fee(first));
  if (sameEverywhere) return `${bookingFeeText(fee(first))}${all.length > 1 ? ' on every plan' : ''}`;
  const planName = (plan: BookingFeePlan) => plan.name?.trim() || 'one plan';
  const [head, ...rest] = charging;
  return [
    `${bookingFeeText(fee(head!))} on ${planName(head!)}`,
    ...rest.map((plan) => `${percentText(fee(plan))}% on ${planName(plan)}`),
  ].join(', ');
}
