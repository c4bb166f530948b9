/**
 * The listing funnel's counters (issue 18) as the rest of the server sees them: the steps and sources, and a
 * counter that adds to them. The writer is modules/funnel/funnel-counter.ts.
 */
export const FUNNEL_STEPS = ['IMPRESSION', 'LISTING_VIEW', 'INSTALL_CLICK', 'CONSENT_SHOWN', 'INSTALL_COMPLETED'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const FUNNEL_SOURCES = ['HOME', 'SEARCH', 'CATEGORY', 'DIRECT'] as const;
export type FunnelSource = (typeof FUNNEL_SOURCES)[number];

export interface FunnelCounter {
  /** Adds `n` to the app's step today, in memory; written within about a second. Never throws, never waits. */
  count(appId: number, step: FunnelStep, source: FunnelSource, n?: number): void;
  /** Writes what is held now (tests; shutdown). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is held: the app's onClose. */
  close(): Promise<void>;
}
