import type { AppStatus, AppType, ChargeType } from '../../gql/graphql';

/** How the portal names an app's status (spec §4). */
export const APP_STATUS_LABELS: Record<AppStatus, string> = {
  DRAFT: 'Draft',
  IN_REVIEW: 'In review',
  REJECTED: 'Rejected',
  PUBLISHED: 'Published',
  UNPUBLISHED: 'Unpublished',
};

/** The app list's Type column. */
export const APP_TYPE_LABELS: Record<AppType, string> = {
  PUBLIC: 'Public',
  CUSTOM: 'Custom',
};

/** The setup form's choice of type, saying what each one means. */
export const APP_TYPE_OPTION_LABELS: Record<AppType, string> = {
  PUBLIC: 'Public app (listed in the App Store)',
  CUSTOM: 'Custom app (for one vendor)',
};

/** The setup form's charge type choices (shared/formatting's chargeTypeText is the shorter display text). */
export const CHARGE_TYPE_OPTION_LABELS: Record<ChargeType, string> = {
  FREE_TO_INSTALL: 'Free to install',
  ONE_TIME: 'One-time charge',
  RECURRING: 'Recurring charge',
};

/**
 * The chip text of an app: custom apps never go through the store's review, so the dashboard
 * (spec §2) calls them 'Custom app' whatever their status.
 */
export function appStatusLabel(status: AppStatus, type?: AppType): string {
  return type === 'CUSTOM' ? 'Custom app' : APP_STATUS_LABELS[status];
}
