import { MONTH_ABBREVIATIONS } from '../dates/format.ts';
/** Spec §3/§9: the reports dashboard's buckets. Weeks are ISO weeks (Monday first), all in UTC. */
export const DASHBOARD_SPLITS = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type DashboardSplit = (typeof DASHBOARD_SPLITS)[number];

export interface DashboardRange {
  days: number;
  label: string;
  /** The first is the range's default split. */
  splits: readonly DashboardSplit[];
}

/** Spec §9: the date ranges and the splits each offers; the default is the last 30 days. */
export const DASHBOARD_RANGES: readonly DashboardRange[] = [
  { days: 7, label: 'Last 7 days', splits: ['DAILY'] },
  { days: 30, label: 'Last 30 days', splits: ['DAILY', 'WEEKLY'] },
  { days: 93, label: 'Last 93 days', splits: ['MONTHLY', 'DAILY', 'WEEKLY'] },
  { days: 182, label: 'Last 182 days', splits: ['MONTHLY', 'DAILY', 'WEEKLY'] },
  { days: 365, label: 'Last 365 days', splits: ['MONTHLY', 'DAILY', 'WEEKLY'] },
];
export const DEFAULT_DASHBOARD_RANGE_DAYS = 30;

export const SPLIT_LABELS: Record<DashboardSplit, string> = { DAILY: 'Daily', WEEKLY: 'Weekly', MONTHLY: 'Monthly' };

/** The longest range the server answers (the widest select option, plus slack for time zones). */
export const DASHBOARD_MAX_DAYS = 367;

/** Spec §2: countries without data show as one 'Not available' entry of amount 0. */
export const NOT_AVAILABLE_LABEL = 'Not available';

/** The ISO week number of a UTC date. */
export function isoWeek(date: Date): number {
  const thursday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  // the Thursday of the date's week decides the week's year
  thursday.setUTCDate(thursday.getUTCDate() + 3 - ((thursday.getUTCDay() + 6) % 7));
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return 1 + Math.floor((thursday.getTime() - yearStart) / 86_400_000 / 7);
}

/**
 * Spec §2's tooltip dates for a bucket starting at `isoDate` ('YYYY-MM-DD', UTC): daily 'd. MMM yyyy',
 * monthly 'MMM yyyy', weekly 'Week(w) MMM yyyy'.
 */
export function formatBucketLabel(isoDate: string, split: DashboardSplit): string {
  const d = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return isoDate;
  const monthYear = `${MONTH_ABBREVIATIONS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  if (split === 'MONTHLY') return monthYear;
  if (split === 'WEEKLY') return `Week(${isoWeek(d)}) ${monthYear}`;
  return `${d.getUTCDate()}. ${monthYear}`;
}
