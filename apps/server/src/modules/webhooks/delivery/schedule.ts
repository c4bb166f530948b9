/**
 * platform-protocol §3: a failed delivery is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h,
 * each ±10 % so that a receiver that was down is not hit by every queued delivery at the same instant.
 * WEBHOOK_TIME_SCALE (0 < scale ≤ 1) shrinks the whole schedule for tests and demos.
 */
export const RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000] as const;

/** The first attempt plus one per retry. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

export const JITTER = 0.1;

/**
 * The wait before the next attempt after attempt number `attempt` (1-based) failed, or null when that was
 * the last one. `random` is in [0, 1).
 */
export function retryDelayMs(attempt: number, timeScale: number, random: () => number = Math.random): number | null {
  const base = RETRY_DELAYS_MS[attempt - 1];
  if (base === undefined) return null;
  const jitter = 1 - JITTER + 2 * JITTER * random();
  return Math.round(base * jitter * timeScale);
}

/**
 * The wait before trying again a delivery that could not be sent for a reason on the platform's side (its
 * signing key would not decrypt, a bug, the database): a minute, ±10 %, scaled like the rest. Such a try is
 * not one of the subscription's attempts, so there is no last one: it is tried until it can be sent.
 */
export const PLATFORM_RETRY_MS = 60_000;

export function platformRetryDelayMs(timeScale: number, random: () => number = Math.random): number {
  return Math.round(PLATFORM_RETRY_MS * (1 - JITTER + 2 * JITTER * random()) * timeScale);
}
