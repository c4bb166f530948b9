import type { PricePlanType } from '../apps/enums.ts';
import { formatUsd, formatUsdCents } from './format.ts';

export interface PlanPrice {
  type: PricePlanType;
  monthlyAmount: number;
  yearlyAmount: number;
  discountedYearlyPrice?: boolean | null;
}

/**
 * Where a plan's price is shown, and so how it is written. The words and amounts differ by place on purpose
 * (the store is terse, the portal exact, the consent page a sentence); the rule that picks them is the same.
 */
const PLAN_PRICE_STYLES = {
  /** Store cards and the listing page's plan list: 'Free', '$10/month or $100/year', '$100/year'. */
  store: { amount: formatUsd, free: 'Free', month: '/month', year: '/year' },
  /** The app dashboard and the portal's plan lists: '$10.00 / month or $100.00 / year'. */
  portal: { amount: formatUsdCents, free: 'Free', month: ' / month', year: ' / year' },
  /** The plan form's live preview, in the words of the spec §4 label: '$10.00/monthly or $100.00/yearly'. */
  preview: { amount: formatUsdCents, free: 'Free', month: '/monthly', year: '/yearly' },
  /** The OAuth consent page's plan list: 'free', '$10.00 a month or $100.00 a year'. */
  consent: { amount: formatUsdCents, free: 'free', month: ' a month', year: ' a year' },
} as const;
export type PlanPriceStyle = keyof typeof PLAN_PRICE_STYLES;

/** A plan's price: free, monthly (with the yearly alternative when a yearly discount is offered) or yearly. */
export function planPriceText(plan: PlanPrice, style: PlanPriceStyle = 'store'): string {
  const { amount, free, month, year } = PLAN_PRICE_STYLES[style];
  switch (plan.type) {
    case 'FREE':
      return free;
    case 'MONTHLY_CHARGE': {
      const monthly = `${amount(plan.monthlyAmount)}${month}`;
      return plan.discountedYearlyPrice && plan.yearlyAmount > 0 ? `${monthly} or ${amount(plan.yearlyAmount)}${year}` : monthly;
    }
    case 'YEARLY_CHARGE':
      return `${amount(plan.yearlyAmount)}${year}`;
  }
}
