import type { SQL } from 'drizzle-orm';
import { rows, sql, type Db } from '../../db/client.ts';

/**
 * Recurring revenue per month, read from the ledger the payouts are paid from (never a second calculation);
 * the reports (modules/reports/revenue.service.ts) read it through here because this domain owns the tables.
 * Definitions (also in docs/REVENUE.md):
 *
 * - Every amount is the partner's share (`partner_amount`) in USD, SQL numeric throughout, to the cent.
 * - An installation's recurring revenue is its RECURRING, PRORATION_CHARGE and PRORATION_CREDIT entries. An entry
 *   of a yearly plan (the plan period it falls in bills YEARLY_CHARGE; a credit falls in the period it closes)
 *   counts a twelfth in each of the 12 months from its own month, split to the cent so that the twelve parts add
 *   up to the entry exactly; every other entry counts in its own month. MRR of a month is the sum over
 *   installations. A monthly plan bills every 30 days, so a 31-day month now and then holds two charges.
 * - Movement from the previous month, per installation (prev → cur): new when prev ≤ 0 < cur (cur − prev),
 *   churned when prev > 0 ≥ cur (prev − cur), otherwise expansion (cur − prev when it grew) or contraction
 *   (prev − cur when it shrank). So new + expansion − contraction − churned = MRR − previous MRR, exactly.
 * - Paying installs: installations whose MRR in the month is above zero.
 * - Trial starts: first installs (a reinstall goes on with the trial it had) of billable installations on
 *   recurring terms whose billing starts later than the install (the app's free trial), in the install's month.
 *   Trial conversions: those trials ending in the month with a RECURRING charge at the trial's end.
 * - Earnings: the partner's share of every entry of the month, all kinds: what the payouts hold for it.
 * - The running month is month-to-date: MRR and earnings are the charges made so far. A subscription whose billing
 *   has started (it has been charged: past its free trial) and whose charge in the running month is still to come
 *   (its date has not passed, or billing has not reached it yet) is not churned: its movement and paying count take
 *   it with the charge due (the partner's share of its plan period's price, a twelfth of it for a yearly plan), and
 *   `dueLater` sums those charges, so there new + expansion − contraction − churned = MRR + dueLater − previous MRR.
 *   Other months: dueLater is 0. The charges still to come are kept by the rollup (`revenue_due`, migration 0035).
 *
 * Months are UTC calendar months (`period_month`); the scope is the organisation, or one of its apps.
 *
 * These definitions are computed in SQL in one place, migration 0025 (revenue_installation_parts,
 * revenue_installation_trials, revenue_months_add), which keeps `revenue_months` in step with the ledger.
 */

export interface RevenueMonthRow {
  /** 'YYYY-MM-DD', the month's first day. */
  month: string;
  /** Decimal strings with two places, USD. */
  mrr: string;
  /** The running month only: recurring charges still to come this month of subscriptions past their free trial. */
  dueLater: string;
  newRevenue: string;
  expansion: string;
  contraction: string;
  churned: string;
  earnings: string;
  payingInstalls: number;
  trialStarts: number;
  trialConversions: number;
}

export interface RevenueScope {
  organizationId: number;
  /** One app of the organisation (the caller checked it is theirs), or null for all of them. */
  appId: number | null;
  /** First days of the first and the last month, 'YYYY-MM-DD'. */
  from: string;
  to: string;
  /** When `to` is the running month: the partner's share of each charge, for the charges still to come in it. */
  running?: { partnerShare: number };
}

/**
 * The months `from`..`to` of the scope, newest first, every month present (zeros when nothing happened): the sums of
 * `revenue_months` over the scope's apps. That table is a projection of the ledger kept by triggers in the
 * transaction of every ledger write (migration 0025, where the definitions above are computed, once), so this reads a
 * row per app and month instead of every entry, and still answers what the ledger says.
 */
export async function monthlyRevenue(db: Db, { organizationId, appId, from, to, running }: RevenueScope): Promise<RevenueMonthRow[]> {
  // the running month's subscriptions still to be charged move its figures (`due`, below); other months have none
  const sum = (column: string) =>
    sql`(coalesce(sum(r.${sql.raw(column)}), 0) + coalesce(min(d.${sql.raw(column)}), 0))::numeric(18, 2)::text`;
  const dueLater = sql`coalesce(min(d.due_later), 0)::numeric(18, 2)::text`;
  const count = (column: string) => sql`(coalesce(sum(r.${sql.raw(column)}), 0) + coalesce(min(d.${sql.raw(column)}), 0))::int`;
  const inScope = (column: string) => (appId === null ? sql`true` : sql`${sql.raw(column)} = ${appId}`);
  const result = await rows<{
    month: string;
    mrr: string;
    due_later: string;
    new_revenue: string;
    expansion: string;
    contraction: string;
    churned: string;
    earnings: string;
    paying: number;
    trial_starts: number;
    trial_conversions: number;
  }>(
    db,
    sql`with due as (${running ? dueThisMonth(organizationId, inScope('d.app_id'), to, running) : sql`select null::date as month, 0::numeric as due_later, 0::numeric as new_revenue, 0::numeric as expansion, 0::numeric as contraction, 0::numeric as churned, 0::numeric as mrr, 0::numeric as earnings, 0 as paying_installs, 0 as trial_starts, 0 as trial_conversions where false`})
      select to_char(m.month, 'YYYY-MM-DD') as month, ${sum('mrr')} as mrr, ${dueLater} as due_later, ${sum('new_revenue')} as new_revenue,
        ${sum('expansion')} as expansion, ${sum('contraction')} as contraction, ${sum('churned')} as churned,
        ${sum('earnings')} as earnings, ${count('paying_installs')} as paying, ${count('trial_starts')} as trial_starts,
        ${count('trial_conversions')} as trial_conversions
      from generate_series(${from}::date, ${to}::date, interval '1 month') m(month)
      left join revenue_months r on r.organization_id = ${organizationId} and ${inScope('r.app_id')} and r.month = m.month::date
      left join due d on d.month = m.month::date
      group by m.month
      order by m.month desc`,
  );
  return result.map((r) => ({
    month: r.month,
    mrr: r.mrr,
    dueLater: r.due_later,
    newRevenue: r.new_revenue,
    expansion: r.expansion,
    contraction: r.contraction,
    churned: r.churned,
    earnings: r.earnings,
    payingInstalls: Number(r.paying),
    trialStarts: Number(r.trial_starts),
    trialConversions: Number(r.trial_conversions),
  }));
}

/** Movement and paying count of one installation from `prev` to `cur`, by the definitions above (revenue_months_add). */
const moves = (prev: SQL, cur: SQL) =>
  sql`select case when ${prev} <= 0 and ${cur} > 0 then ${cur} - ${prev} else 0 end as new_revenue,
    case when ${prev} > 0 and ${cur} <= 0 then ${prev} - ${cur} else 0 end as churned,
    case when (${prev} > 0) = (${cur} > 0) and ${cur} > ${prev} then ${cur} - ${prev} else 0 end as expansion,
    case when (${prev} > 0) = (${cur} > 0) and ${cur} < ${prev} then ${prev} - ${cur} else 0 end as contraction,
    case when ${cur} > 0 then 1 else 0 end as paying`;

/**
 * The running month's correction, one row: each installation with charges still to come in it (`revenue_due`, kept
 * by the rollup's triggers, migration 0035) moves from what it has so far to that plus those charges, at the partner's
 * share billing will write (a twelfth of a yearly charge this month). What that adds to each figure, and the charges.
 */
function dueThisMonth(organizationId: number, inScope: SQL, month: string, running: { partnerShare: number }): SQL {
  const partner = sql`round(d.cycle_amount * ${String(running.partnerShare)}::numeric, 2)`;
  return sql`select d.month, sum(x.due) as due_later, sum(n.new_revenue - o.new_revenue) as new_revenue,
      sum(n.expansion - o.expansion) as expansion, sum(n.contraction - o.contraction) as contraction,
      sum(n.churned - o.churned) as churned, 0::numeric as mrr, 0::numeric as earnings,
      sum(n.paying - o.paying)::int as paying_installs, 0 as trial_starts, 0 as trial_conversions
    from revenue_due d
    cross join lateral (select d.charges * case when d.yearly then round(${partner} / 12, 2) else ${partner} end as due) x
    cross join lateral (${moves(sql`d.prev`, sql`d.cur`)}) o
    cross join lateral (${moves(sql`d.prev`, sql`(d.cur + x.due)`)}) n
    where d.organization_id = ${organizationId} and ${inScope} and d.month = ${month}::date
    group by d.month`;
}
