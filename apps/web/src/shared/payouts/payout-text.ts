import type { PayoutStatus } from '../../gql/graphql';
import { formatDay } from '@appstore/shared/dates/format';

/** Spec §2: a payout's period as 'd. MMM yyyy – d. MMM yyyy' (one date when both ends are the same day). */
export function formatPayoutPeriod(from: string, to: string): string {
  const start = formatDay(from, 'UTC');
  const end = formatDay(to, 'UTC');
  return start === end ? start : `${start} – ${end}`;
}

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  REQUESTED: 'Requested',
  PAID: 'Paid',
  REJECTED: 'Rejected',
};

export interface UnclaimedPayoutLike {
  hasUnclaimedPayout: boolean;
  displayAmount: string;
  periodFrom?: string | null;
  periodTo?: string | null;
}

/** The unclaimed payout as one sentence, or null without one. */
export function unclaimedPayoutText(status: UnclaimedPayoutLike): string | null {
  if (!status.hasUnclaimedPayout) return null;
  const period = status.periodFrom && status.periodTo ? ` for ${formatPayoutPeriod(status.periodFrom, status.periodTo)}` : '';
  return `You have an unclaimed payout of ${status.displayAmount}${period}.`;
}

/** A payout can be claimed only with valid payout settings and a valid tax form (spec §2). */
export function canClaimPayout(status: { hasValidPayoutSettings: boolean; hasValidTaxForm: boolean }): boolean {
  return status.hasValidPayoutSettings && status.hasValidTaxForm;
}
