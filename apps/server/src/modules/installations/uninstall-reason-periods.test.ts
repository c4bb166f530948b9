import { describe, expect, it } from 'vitest';
import type { UninstallReason } from '@appstore/shared/installations/uninstall-reasons';
import { anonymousPeriods, quartersAround, type MonthReasonCount } from './uninstall-reason-periods.ts';

const APP = 7;
/** `count` answers of app 7 in a month ('2026-02'), all with one reason unless given. */
const month = (m: string, count: number, reason: UninstallReason | null = 'OTHER'): MonthReasonCount => ({
  appId: APP,
  month: `${m}-01`,
  reason,
  count,
});
const YEAR_2026 = { fromMonth: '2026-01-01', toMonth: '2026-12-01' };
const LATER = new Date('2027-06-15T00:00:00Z');
const shown = (counts: MonthReasonCount[], range = YEAR_2026, now = LATER) =>
  anonymousPeriods(counts, range, now)
    .map((p) => [p.period, p.total, p.months.map((m) => m.slice(0, 7))])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));

describe('which uninstall answers a partner may read', () => {
  it('shows a month of at least 5 uninstalls on its own, counting those who skipped the question', () => {
    const [march] = anonymousPeriods([month('2026-03', 3, 'TOO_EXPENSIVE'), month('2026-03', 2, null)], YEAR_2026, LATER);
    expect(march).toMatchObject({ appId: APP, period: '2026-03', start: '2026-03-01', end: '2026-04-01', total: 5, skipped: 2 });
    expect(march!.counts.find((c) => c.reason === 'TOO_EXPENSIVE')!.count).toBe(3);
  });

  it('shows nothing of a month of 1 to 4 uninstalls on its own: its quarter’s smaller months together, or nothing', () => {
    for (const n of [1, 2, 3, 4]) expect(shown([month('2026-05', n)])).toEqual([]);
    // with a month of its own beside it, a small month is still left out: it is never added to a big one
    expect(shown([month('2026-04', 9), month('2026-05', 4)])).toEqual([['2026-04', 9, ['2026-04']]]);
    // the quarter's smaller months reach 5 together
    expect(shown([month('2026-04', 2), month('2026-05', 9), month('2026-06', 3)])).toEqual([
      ['2026-05', 9, ['2026-05']],
      ['2026-Q2', 5, ['2026-04', '2026-06']],
    ]);
    // other apps' answers never fill an app's group
    expect(shown([month('2026-04', 3), { ...month('2026-05', 3), appId: 8 }])).toEqual([]);
  });

  it('shows a period only once it is over, so that a group never grows between two looks', () => {
    const counts = [month('2026-10', 6), month('2026-11', 2), month('2026-12', 8)];
    const mid = new Date('2026-12-20T12:00:00Z');
    // December is running, and so is the quarter November's 2 answers wait in
    expect(shown(counts, YEAR_2026, mid)).toEqual([['2026-10', 6, ['2026-10']]]);
    expect(shown(counts, YEAR_2026, new Date('2027-01-01T00:00:00Z'))).toEqual([
      ['2026-10', 6, ['2026-10']],
      ['2026-12', 8, ['2026-12']],
    ]);
    // a running quarter's small months wait even when they reach 5 together
    expect(shown([month('2026-10', 3), month('2026-11', 3)], YEAR_2026, mid)).toEqual([]);
    expect(shown([month('2026-10', 3), month('2026-11', 3)], YEAR_2026, new Date('2027-01-01T00:00:00Z'))).toEqual([
      ['2026-Q4', 6, ['2026-10', '2026-11']],
    ]);
  });

  it('gives a quarter’s group whole whatever part of it the range touches, and a month of its own only in the range', () => {
    const counts = [month('2026-01', 2), month('2026-02', 3), month('2026-03', 7)];
    const februaryOnly = { fromMonth: '2026-02-01', toMonth: '2026-02-01' };
    expect(quartersAround(februaryOnly)).toEqual({ fromMonth: '2026-01-01', toMonth: '2026-03-01' });
    // two ranges never differ by one month's answers
    expect(shown(counts, februaryOnly)).toEqual([['2026-Q1', 5, ['2026-01', '2026-02']]]);
    expect(shown(counts, { fromMonth: '2026-01-01', toMonth: '2026-03-01' })).toEqual([
      ['2026-03', 7, ['2026-03']],
      ['2026-Q1', 5, ['2026-01', '2026-02']],
    ]);
    expect(shown(counts, { fromMonth: '2026-04-01', toMonth: '2026-06-01' })).toEqual([]);
    expect(quartersAround({ fromMonth: '2025-12-01', toMonth: '2026-04-01' })).toEqual({ fromMonth: '2025-10-01', toMonth: '2026-06-01' });
  });
});
