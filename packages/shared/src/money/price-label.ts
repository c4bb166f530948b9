import { LIMITS } from '../limits/limits.ts';
import type { ChargeType, PricePlanType } from '../apps/enums.ts';
import { bookingFeeText } from './booking-fee.ts';
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

/** A listing's '+ N% booking fee' note: the largest fee of its plans, or null when none carries one. */
export function bookingFeeLabel(plans: readonly { bookingFeePercentage?: number | null }[] | null | undefined): string | null {
  return bookingFeeText(Math.max(0, ...(plans ?? []).map((p) => p.bookingFeePercentage ?? 0)));
}
