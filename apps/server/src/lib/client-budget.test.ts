import { describe, expect, it } from 'vitest';
import { ClientBudget } from './client-budget.ts';

describe('ClientBudget', () => {
  it('gives each client its burst, then refills it at its rate per minute, never above the burst', () => {
    let now = 0;
    const budget = new ClientBudget({ burst: 3, perMinute: 6, maxClients: 100, now: () => now });
    expect([1, 2, 3, 4].map(() => budget.take('a'))).toEqual([true, true, true, false]);
    expect(budget.take('b')).toBe(true);
    now += 9_000; // 0.9 of a token
    expect(budget.take('a')).toBe(false);
    now += 1_000;
    expect(budget.take('a')).toBe(true);
    expect(budget.take('a')).toBe(false);
    now += 3_600_000;
    expect([1, 2, 3, 4].map(() => budget.take('a'))).toEqual([true, true, true, false]);
  });

  it('remembers at most maxClients, forgetting the one seen longest ago', () => {
    const budget = new ClientBudget({ burst: 1, perMinute: 1, maxClients: 2, now: () => 0 });
    expect(budget.take('a')).toBe(true);
    expect(budget.take('b')).toBe(true);
    expect(budget.take('a')).toBe(false); // a is now the one seen last
    expect(budget.take('c')).toBe(true); // b is forgotten
    expect(budget.size).toBe(2);
    expect(budget.take('a')).toBe(false);
    expect(budget.take('b')).toBe(true);
  });
});
