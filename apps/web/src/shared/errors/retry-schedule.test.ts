import { describe, expect, it } from 'vitest';
import { retryDelay } from './retry-schedule';

describe('retryDelay: a screen that lost the server asks again with growing pauses', () => {
  it('doubles from 2 s', () => {
    expect([0, 1, 2, 3].map(retryDelay)).toEqual([2000, 4000, 8000, 16000]);
  });
  it('never waits longer than 30 s', () => {
    expect(retryDelay(4)).toBe(30_000);
    expect(retryDelay(50)).toBe(30_000);
  });
});
