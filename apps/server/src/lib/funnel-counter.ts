/**
 * The listing funnel's counter as the rest of the server sees it: what adds to the steps and sources of
 * packages/shared's reports/funnel.ts. The writer is modules/funnel/funnel-counter.ts.
 */
import type { FunnelSource, FunnelStep } from '@appstore/shared/reports/funnel';

/** The steps a visitor's page or click makes, which count once per visitor, app and day. */
export type OncePerVisitorStep = 'LISTING_VIEW' | 'INSTALL_CLICK' | 'CONSENT_SHOWN';

/** What one store page (or store API answer, or click) showed one visitor. */
export interface FunnelVisit {
  /** The visitor's address (`req.ip`): only a keyed hash of it with the day is kept, until the day ends. */
  address: string;
  /** The apps whose cards it showed, and from which source: counted on the visitor's first pages of the day only. */
  impressions?: { appIds: readonly number[]; source: FunnelSource };
  /** Listing views, Install clicks, consents shown: each counted once per visitor, app and day. */
  steps?: readonly { appId: number; step: OncePerVisitorStep; source: FunnelSource }[];
}

export interface FunnelCounter {
  /**
   * Adds `n` to the app's step today, in memory, as it is: no visitor's cap applies (what a visitor was shown
   * counts through `visit`). Written within about a second. Never throws, never waits.
   */
  count(appId: number, step: FunnelStep, source: FunnelSource, n?: number): void;
  /**
   * Counts what a visitor was shown, within the visitor's daily caps (held across server processes in the
   * database); decided and written within about a second. Never throws, never waits.
   */
  visit(visit: FunnelVisit): void;
  /** Writes what is held now (tests; shutdown). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is held: the app's onClose. */
  close(): Promise<void>;
}
