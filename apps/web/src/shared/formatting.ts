import type { ChargeType } from '@appstore/shared/apps/enums';
import { formatUsd } from '@appstore/shared/money/format';

const CHARGE_TYPE_TEXT: Record<ChargeType, string> = {
  FREE_TO_INSTALL: 'Free to install',
  ONE_TIME: 'One-time charge',
  RECURRING: 'Recurring',
};

/** Human text for a charge type. */
export function chargeTypeText(chargeType: ChargeType): string {
  return CHARGE_TYPE_TEXT[chargeType];
}

/** 'N day free trial', or null without a trial. */
export function freeTrialText(days: number | null | undefined): string | null {
  return days && days > 0 ? `${days} day free trial` : null;
}

/** 'One-time charge of $N' when the app charges once, else null. */
export function oneTimeChargeText(chargeType: ChargeType, amount: number | null | undefined): string | null {
  return chargeType === 'ONE_TIME' && amount && amount > 0 ? `One-time charge of ${formatUsd(amount)}` : null;
}

export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** A paged list's count: 'Showing 10 of 12 apps' while more can load, then '12 apps'. */
export function shownOfTotal(shown: number, total: number, singular: string, plural = `${singular}s`): string {
  return shown < total ? `Showing ${shown} of ${total} ${plural}` : pluralize(total, singular, plural);
}

/** 'N apps', or 'N results for "term"' when searching. */
export function resultCountText(count: number, term?: string | null): string {
  const trimmed = term?.trim();
  return trimmed ? `${pluralize(count, 'result')} for "${trimmed}"` : pluralize(count, 'app');
}
