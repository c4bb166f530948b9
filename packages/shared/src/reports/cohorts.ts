/** Install cohorts. The server's query, its CSV export and the reports card share these. */

/**
 * How many install months (the current one included) the cohort table shows. +N of a month is known once the
 * Nth month after it has ended, so with 12 the +12 column would always be empty; with 18 the oldest five
 * months have it.
 */
export const COHORT_MONTHS = 18;

/** The months after the install at which the table says how many vendors still have the app. */
export const COHORT_OFFSETS = [1, 3, 6, 12] as const;
export type CohortOffset = (typeof COHORT_OFFSETS)[number];

/** The whole percent of a cohort that still has the app (as the card and the export show it); null when nobody installed. */
export function retentionPercent(retained: number, installs: number): number | null {
  return installs > 0 ? Math.round((retained / installs) * 100) : null;
}
