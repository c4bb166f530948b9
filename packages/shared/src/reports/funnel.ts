/**
 * The listing funnel: its steps and where a visitor came from. The server's counters, report, CSV export and
 * GraphQL enums and the reports card share these.
 */

/** The steps in funnel order: each one's conversion is from the one before it. */
export const FUNNEL_STEPS = ['IMPRESSION', 'LISTING_VIEW', 'INSTALL_CLICK', 'CONSENT_SHOWN', 'INSTALL_COMPLETED'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** Where the visitor came from, for the steps a store page leads to. */
export const FUNNEL_SOURCES = ['HOME', 'SEARCH', 'CATEGORY', 'DIRECT'] as const;
export type FunnelSource = (typeof FUNNEL_SOURCES)[number];

export const FUNNEL_STEP_LABELS: Record<FunnelStep, string> = {
  IMPRESSION: 'Store impressions',
  LISTING_VIEW: 'Listing page views',
  INSTALL_CLICK: 'Install clicks',
  CONSENT_SHOWN: 'Consents shown',
  INSTALL_COMPLETED: 'Installs completed',
};

export const FUNNEL_SOURCE_LABELS: Record<FunnelSource, string> = {
  HOME: 'Home page',
  SEARCH: 'Search',
  CATEGORY: 'Category',
  DIRECT: 'Direct',
};

/** The longest period a funnel report covers, in days (a leap year). */
export const FUNNEL_MAX_DAYS = 366;

/** The step's count as a percent of the step before (one decimal); null when the step before counted nothing. */
export function funnelConversion(count: number, before: number): number | null {
  return before > 0 ? Math.round((count / before) * 1000) / 10 : null;
}
