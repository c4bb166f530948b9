import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, platformRetryDelayMs, retryDelayMs } from './schedule.ts';

describe('webhook retry schedule', () => {
  it('waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then gives up after the eighth attempt', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => retryDelayMs(n, 1, middle))).toEqual([
      5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000,
    ]);
    expect(MAX_ATTEMPTS).toBe(8);
    expect(retryDelayMs(8, 1, middle)).toBeNull();
  });

  it('spreads each wait by ±10 %', () => {
    expect(retryDelayMs(1, 1, () => 0)).toBe(4_500);
    expect(retryDelayMs(1, 1, () => 0.999999)).toBe(5_500);
    expect(retryDelayMs(2, 1, () => 0)).toBe(270_000);
  });

  it('shrinks every wait by WEBHOOK_TIME_SCALE', () => {
    expect(retryDelayMs(1, 0.001, () => 0.5)).toBe(5);
    expect(retryDelayMs(7, 0.0001, () => 0.5)).toBe(3_600);
  });

  it('tries again a minute (±10 %, scaled) after a failure on the platform side, however often', () => {
    expect(platformRetryDelayMs(1, () => 0.5)).toBe(60_000);
    expect(platformRetryDelayMs(1, () => 0)).toBe(54_000);
    expect(platformRetryDelayMs(0.001, () => 0.5)).toBe(60);
  });
});
