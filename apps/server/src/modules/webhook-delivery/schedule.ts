import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_MS, WEBHOOK_RETRY_JITTER } from '@appstore/shared/webhooks/retry-schedule';

/**
 * The retry schedule (platform-protocol §3) lives in packages/shared, where the developer docs word it from the
 * same numbers. WEBHOOK_TIME_SCALE (0 < scale ≤ 1) shrinks the whole schedule for tests and demos.
 */
export const RETRY_DELAYS_MS = WEBHOOK_RETRY_DELAYS_MS;

/** The first attempt plus one per retry. */
export const MAX_ATTEMPTS = WEBHOOK_MAX_ATTEMPTS;

export const JITTER = WEBHOOK_RETRY_JITTER;

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
