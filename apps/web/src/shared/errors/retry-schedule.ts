/**
 * When a screen that could not reach the server asks again by itself: after 2, 4, 8 and 16 s, then every 30 s.
 * The browser's `online` event asks at once.
 */
export const RETRY_SCHEDULE = { firstDelayMs: 2000, maxDelayMs: 30_000 } as const;

/** The pause before automatic try number `attempt` (0 for the first). */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_SCHEDULE.firstDelayMs * 2 ** Math.max(0, attempt), RETRY_SCHEDULE.maxDelayMs);
}
