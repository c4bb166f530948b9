import { describe, expect, it } from 'vitest';
import { findRange, rangeTimestamps, topCountries, totalOf, toTrend } from './dashboard-data';

describe('reports dashboard data', () => {
  it('ends the range at the current minute and starts it the range’s days earlier', () => {
    const now = Date.UTC(2026, 10, 21, 18, 30, 42, 500);
    const { timestampFrom, timestampTo } = rangeTimestamps(30, now);
    expect(timestampTo).toBe(Date.UTC(2026, 10, 21, 18, 30));
    expect(timestampTo - timestampFrom).toBe(30 * 86_400_000);
    expect(findRange(365).splits[0]).toBe('MONTHLY');
    expect(findRange(12345).days).toBe(30);
  });

  it('pairs installs with uninstalls per bucket and labels them in the split’s format', () => {
    const trend = toTrend(
      [
        { label: '2026-11-16', amount: 4 },
        { label: '2026-11-23', amount: 1 },
      ],
      [{ label: '2026-11-23', amount: 2 }],
      'WEEKLY',
    );
    expect(trend).toEqual([
      { bucket: '2026-11-16', label: 'Week(47) Nov 2026', tick: 'Week(47)', installs: 4, uninstalls: 0 },
      { bucket: '2026-11-23', label: 'Week(48) Nov 2026', tick: 'Week(48)', installs: 1, uninstalls: 2 },
    ]);
    expect(
      totalOf([
        { label: 'a', amount: 4 },
        { label: 'b', amount: 1 },
      ]),
    ).toBe(5);
  });

  it('keeps the top 10 countries, most first, by name, and shows Not available without data', () => {
    const entries = Array.from({ length: 12 }, (_, i) => ({
      label: ['IS', 'US', 'DE', 'FR', 'GB', 'ES', 'IT', 'NO', 'SE', 'DK', 'FI', 'NL'][i]!,
      amount: i + 1,
    }));
    const top = topCountries(entries);
    expect(top).toHaveLength(10);
    expect(top[0]).toEqual({ code: 'NL', name: 'Netherlands', amount: 12 });
    expect(top.at(-1)!.code).toBe('DE');
    expect(topCountries([])).toEqual([{ code: '', name: 'Not available', amount: 0 }]);
  });
});
