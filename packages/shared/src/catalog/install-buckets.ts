/**
 * Install counts are shown rounded down to one of these floors ("1,000+"), never exactly: an exact figure would tell
 * a competitor how a partner's business is doing. The server sends only the floor (catalog.queries.ts).
 */
export const INSTALL_BUCKETS = [100_000, 50_000, 10_000, 5_000, 1_000, 500, 100, 50, 10] as const;

/** The floor of a count's bucket, or 0 below the smallest bucket (too few installs to show). */
export function installBucket(count: number): number {
  return INSTALL_BUCKETS.find((floor) => count >= floor) ?? 0;
}

/** "1,000+ installs", or null when there is nothing to show. */
export function installBucketLabel(floor: number): string | null {
  return floor > 0 ? `${floor.toLocaleString('en-US')}+ installs` : null;
}
