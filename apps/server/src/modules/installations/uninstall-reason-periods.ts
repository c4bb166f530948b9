import { UNINSTALL_REASONS, UNINSTALL_REASONS_MIN_GROUP, type UninstallReason } from '@appstore/shared/installations/uninstall-reasons';

/**
 * Which vendors' uninstall answers a partner may read, and grouped how. The partner gets an `apps/uninstall`
 * webhook for every uninstall, so it knows which vendors left an app and when; an answer shown alone or in a
 * small group, or as the k-th of a list in time order, would name its vendor. So:
 *
 * - An app's answers are shown in groups of at least UNINSTALL_REASONS_MIN_GROUP (5) uninstalls, answered or
 *   skipped, each installation counting once a quarter with its last answer (uninstall-reasons.queries.ts): a
 *   vendor that installs and uninstalls again is one vendor, not several around another's answer. A month with that many is a group of its own; the months of a quarter with fewer are combined into
 *   one group for the quarter, shown when they reach 5 together and left out otherwise.
 * - A group is shown only once its period is over: a group that still grows would give away, between two looks,
 *   the answer of the one vendor whose uninstall came in between.
 * - A group is always whole, whatever range was asked for (the range picks the groups that touch it): a
 *   quarter's group cut to the range would let two ranges differ by one month's answers.
 * - Inside a group, answers are listed by reason and text, never by time (uninstall-reasons.queries.ts).
 */

/** The first day ('YYYY-MM-DD') of the UTC month an instant falls in: the month an answer is counted in. */
export const monthOf = (at: Date) => `${at.toISOString().slice(0, 7)}-01`;

/** How many uninstalls of an app gave a reason (null: skipped the question) in a month ('YYYY-MM-01'). */
export interface MonthReasonCount {
  appId: number;
  month: string;
  reason: UninstallReason | null;
  count: number;
}

/** One group of answers the partner may read. */
export interface AnswerPeriod {
  appId: number;
  /** '2026-03' for a month of its own; '2026-Q1' for a quarter's months of fewer than 5 uninstalls, combined. */
  period: string;
  /** The period's first day, and the first day after it ('YYYY-MM-DD'). */
  start: string;
  end: string;
  /** The first day of each month whose answers it holds. */
  months: string[];
  total: number;
  /** Uninstalls whose vendor skipped the question. */
  skipped: number;
  /** Every reason in the form's order, zeros included. */
  counts: { reason: UninstallReason; count: number }[];
}

function addMonths(month: string, n: number): string {
  const d = new Date(`${month}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 10);
}

const quarterIndex = (month: string) => Math.floor((Number(month.slice(5, 7)) - 1) / 3);
const quarterStart = (month: string) => `${month.slice(0, 4)}-${String(quarterIndex(month) * 3 + 1).padStart(2, '0')}-01`;

/** The months to read for a range of months: the whole quarters it touches, as a quarter's group is always whole. */
export function quartersAround(range: { fromMonth: string; toMonth: string }) {
  return { fromMonth: quarterStart(range.fromMonth), toMonth: addMonths(quarterStart(range.toMonth), 2) };
}

/**
 * The groups a partner may read of the answers counted in `counts` (which must hold whole quarters:
 * `quartersAround`), for the months fromMonth..toMonth ('YYYY-MM-01'), as of `now`.
 */
export function anonymousPeriods(
  counts: readonly MonthReasonCount[],
  range: { fromMonth: string; toMonth: string },
  now: Date,
): AnswerPeriod[] {
  const thisMonth = monthOf(now);
  const monthTotals = new Map<string, number>();
  const key = (c: { appId: number; month: string }) => `${c.appId}:${c.month}`;
  for (const c of counts) monthTotals.set(key(c), (monthTotals.get(key(c)) ?? 0) + c.count);

  const periods = new Map<string, AnswerPeriod>();
  for (const c of counts) {
    const ownGroup = monthTotals.get(key(c))! >= UNINSTALL_REASONS_MIN_GROUP;
    const start = ownGroup ? c.month : quarterStart(c.month);
    const end = addMonths(start, ownGroup ? 1 : 3);
    if (end > thisMonth) continue; // not over yet
    if (end <= range.fromMonth || start > range.toMonth) continue; // does not touch the range
    const id = `${c.appId}:${ownGroup ? 'month' : 'quarter'}:${start}`;
    let period = periods.get(id);
    if (!period) {
      period = {
        appId: c.appId,
        period: ownGroup ? start.slice(0, 7) : `${start.slice(0, 4)}-Q${quarterIndex(start) + 1}`,
        start,
        end,
        months: [],
        total: 0,
        skipped: 0,
        counts: UNINSTALL_REASONS.map((reason) => ({ reason, count: 0 })),
      };
      periods.set(id, period);
    }
    if (!period.months.includes(c.month)) period.months.push(c.month);
    period.total += c.count;
    if (c.reason === null) period.skipped += c.count;
    else period.counts.find((r) => r.reason === c.reason)!.count += c.count;
  }
  return [...periods.values()].filter((p) => p.total >= UNINSTALL_REASONS_MIN_GROUP).map((p) => ({ ...p, months: p.months.sort() }));
}
