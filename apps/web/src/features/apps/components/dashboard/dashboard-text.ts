import type { AppStatus, AppType, ChargeType, PricePlanType } from '@appstore/shared/apps/enums';
import { formatUsdCents } from '@appstore/shared/money/format';

const PLAN_TYPE_TEXT: Record<PricePlanType, string> = {
  FREE: 'Free',
  MONTHLY_CHARGE: 'Monthly',
  YEARLY_CHARGE: 'Yearly',
};

export function planTypeText(type: PricePlanType): string {
  return PLAN_TYPE_TEXT[type];
}

/** What a non-recurring app charges, in place of the plan table; null for RECURRING (its plans say it). */
export function chargeTypeNote(chargeType: ChargeType, oneTimeChargeAmount: number): string | null {
  switch (chargeType) {
    case 'FREE_TO_INSTALL':
      return 'Free to install';
    case 'ONE_TIME':
      return oneTimeChargeAmount > 0 ? `One time fee of ${formatUsdCents(oneTimeChargeAmount)}` : 'Free';
    case 'RECURRING':
      return null;
  }
}

/** Spec §4: submit is disabled while the report is invalid, except after a rejection. */
export function submitForReviewEnabled(reportValid: boolean, status: AppStatus): boolean {
  return reportValid || status === 'REJECTED';
}

/**
 * Spec §4: test installations are for public apps in DRAFT or REJECTED; UNPUBLISHED too, since such an app is
 * submitted again (the server's /appstore/test allows the same three).
 */
export function offersTestInstallation(type: AppType, status: AppStatus): boolean {
  return type === 'PUBLIC' && (status === 'DRAFT' || status === 'REJECTED' || status === 'UNPUBLISHED');
}

export interface ReportCounts {
  valid: boolean;
  items: readonly { valid: boolean }[];
  listingsReports: readonly { items: readonly { valid: boolean }[] }[];
}

/** The report's checks, the listings' included: how many there are, pass and still fail. */
export function countReportChecks(report: ReportCounts): { total: number; passing: number; failing: number } {
  const checks = [...report.items, ...report.listingsReports.flatMap((listing) => listing.items)];
  const failing = checks.filter((item) => !item.valid).length;
  return { total: checks.length, passing: checks.length - failing, failing };
}
