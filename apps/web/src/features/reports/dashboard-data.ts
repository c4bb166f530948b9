import { countryName } from '@appstore/shared/countries/country-names';
import {
  DASHBOARD_RANGES,
  formatBucketLabel,
  NOT_AVAILABLE_LABEL,
  type DashboardRange,
  type DashboardSplit,
} from '@appstore/shared/reports/dashboard';
import { LIMITS } from '@appstore/shared/limits/limits';

export interface Statistic {
  label: string;
  amount: number;
}

export interface TrendPoint {
  /** The bucket's first day, 'YYYY-MM-DD'. */
  bucket: string;
  /** The tooltip's date in the split's format (spec §2). */
  label: string;
  /** The x-axis tick: the label without its year ('3. Nov', 'Week(47)', 'Nov'). */
  tick: string;
  installs: number;
  uninstalls: number;
}

export interface CountryPoint {
  code: string;
  name: string;
  amount: number;
}

const DAY_MS = 86_400_000;

export function findRange(days: number): DashboardRange {
  return DASHBOARD_RANGES.find((r) => r.days === days) ?? DASHBOARD_RANGES[1]!;
}

/** The range ending now; `now` is rounded to the minute so re-renders ask for the same data. */
export function rangeTimestamps(days: number, now: number): { timestampFrom: number; timestampTo: number } {
  const to = Math.floor(now / 60_000) * 60_000;
  return { timestampFrom: to - days * DAY_MS, timestampTo: to };
}

/** Installs and uninstalls side by side per bucket, as the line chart draws them. */
export function toTrend(installations: readonly Statistic[], uninstallations: readonly Statistic[], split: DashboardSplit): TrendPoint[] {
  const removed = new Map(uninstallations.map((s) => [s.label, s.amount]));
  return installations.map((s) => {
    const label = formatBucketLabel(s.label, split);
    const tick = split === 'WEEKLY' ? label.split(' ')[0]! : label.replace(/ \d{4}$/, '');
    return { bucket: s.label, label, tick, installs: s.amount, uninstalls: removed.get(s.label) ?? 0 };
  });
}

export const totalOf = (entries: readonly Statistic[]) => entries.reduce((sum, s) => sum + s.amount, 0);

/** Spec §2: the top 10 countries by installs, most first, named; without data one 'Not available' entry of 0. */
export function topCountries(entries: readonly Statistic[]): CountryPoint[] {
  const sorted = [...entries].sort((a, b) => b.amount - a.amount || a.label.localeCompare(b.label)).slice(0, LIMITS.topCountries);
  if (sorted.length === 0) return [{ code: '', name: NOT_AVAILABLE_LABEL, amount: 0 }];
  return sorted.map((s) => ({ code: s.label, name: countryName(s.label), amount: s.amount }));
}
