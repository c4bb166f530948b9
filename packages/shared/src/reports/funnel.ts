/** Issue 18 §1-2: the listing funnel. The server's report, its CSV export and the reports card share these. */

/** The steps in funnel order: each one's conversion is from the one before it. */
export const FUNNEL_STEP_LABELS = {
  IMPRESSION: 'Store impressions',
  LISTING_VIEW: 'Listing page views',
  INSTALL_CLICK: 'Install clicks',
  CONSENT_SHOWN: 'Consents shown',
  INSTALL_COMPLETED: 'Installs completed',
} as const;

export const FUNNEL_SOURCE_LABELS = { HOME: 'Home page', SEARCH: 'Search', CATEGORY: 'Category', DIRECT: 'Direct' } as const;

/** The longest period a funnel report covers, in days (a leap year). */
export const FUNNEL_MAX_DAYS = 366;

/** The step's count as a percent of the step before (one decimal); null when the step before counted nothing. */
export function funnelConversion(count: number, before: number): number | null {
  return before > 0 ? Math.round((count / before) * 1000) / 10 : null;
}
