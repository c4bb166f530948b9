/**
 * platform-protocol §3: a failed delivery is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, each
 * ±10 % so that a receiver that was down is not hit by every queued delivery at the same instant. The server's
 * worker waits by these numbers and the developer docs describe them in words made from the same numbers.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000] as const;

/** The first attempt plus one per retry. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;

/** Each wait is its delay times a random factor in [1 - jitter, 1 + jitter). */
export const WEBHOOK_RETRY_JITTER = 0.1;

const UNITS = [
  { ms: 3_600_000, name: 'hour' },
  { ms: 60_000, name: 'minute' },
  { ms: 1_000, name: 'second' },
] as const;

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** A whole number of hours, minutes or seconds in words: `5 seconds`, `2 hours`, `1 minute`. */
function durationText(ms: number): string {
  const unit = UNITS.find((u) => ms % u.ms === 0 && ms >= u.ms) ?? UNITS[2];
  const n = Math.round(ms / unit.ms);
  return `${n} ${unit.name}${n === 1 ? '' : 's'}`;
}

/**
 * The schedule as the docs word it: "retried after 5 seconds, …, 10 hours (each ±10 % jitter): eight attempts in
 * all, spread over about 28 hours."
 */
export function webhookRetryScheduleText(): string {
  const waits = WEBHOOK_RETRY_DELAYS_MS.map(durationText).join(', ');
  const jitter = Math.round(WEBHOOK_RETRY_JITTER * 100);
  const attempts = NUMBER_WORDS[WEBHOOK_MAX_ATTEMPTS] ?? String(WEBHOOK_MAX_ATTEMPTS);
  const hours = Math.round(WEBHOOK_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0) / 3_600_000);
  return `Failed deliveries are retried after ${waits} (each ±${jitter} % jitter): ${attempts} attempts in all, spread over about ${hours} hours.`;
}
