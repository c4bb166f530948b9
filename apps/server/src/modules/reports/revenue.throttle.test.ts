import { describe, expect, it } from 'vitest';
import { oneOfFewRevenueStatements, REVENUE_STATEMENTS_AT_ONCE } from './revenue.throttle.ts';

describe('oneOfFewRevenueStatements', () => {
  it('runs at most a few statements at once, the rest in turn, and every one of them', async () => {
    let now = 0;
    let most = 0;
    const statement = async (n: number) => {
      now++;
      most = Math.max(most, now);
      await new Promise((resolve) => setTimeout(resolve, 5));
      now--;
      if (n === 3) throw new Error('failed statement');
      return n;
    };
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, n) => oneOfFewRevenueStatements(() => statement(n))));
    expect(most).toBe(REVENUE_STATEMENTS_AT_ONCE);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual([0, 1, 2, 'failed', 4, 5, 6, 7, 8, 9]);
    // a failure gives its place back: the next batch runs as freely
    most = 0;
    await Promise.all(Array.from({ length: 4 }, (_, n) => oneOfFewRevenueStatements(() => statement(10 + n))));
    expect(most).toBe(REVENUE_STATEMENTS_AT_ONCE);
  });
});
