import type { SQL } from 'drizzle-orm';
import { rows, sql, type Db } from '../../db/client.ts';
import { billableInstallations, billingCycle, isRecurringPlan } from './ledger.ts';
import { timestamp } from './ledger-entries.ts';

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
 *   has started (past its free trial) and whose charge in the running month is still to come (its date has not
 *   passed, or billing has not reached it yet) is not churned: its movement and paying count take it with the charge
 *   due (the partner's share of its plan period's price, a twelfth of it for a yearly plan), and `dueLater` sums
 *   those charges, so there new + expansion − contraction − churned = MRR + dueLater − previous MRR. Other months:
 *   dueLater is 0.
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
  /** When `to` is the running month: the moment the report is read, and the partner's share of each charge. */
  running?: { now: Date; partnerShare: number };
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
    sql`with due as (${running ? dueThisMonth(organizationId, inScope('a.id'), to, running) : sql`select null::date as month, 0::numeric as due_later, 0::numeric as new_revenue, 0::numeric as expansion, 0::numeric as contraction, 0::numeric as churned, 0::numeric as mrr, 0::numeric as earnings, 0 as paying_installs, 0 as trial_starts, 0 as trial_conversions where false`})
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
 * The running month's correction, one row: each subscription whose billing has started (installed, billable, its app
 * not deleted, on a plan that bills, past its free trial) and which has charges in the running month that are not in
 * the ledger yet, moves from what it has so far to that plus those charges. What that adds to each figure, and the
 * charges.
 */
function dueThisMonth(organizationId: number, inScope: SQL, month: string, running: { now: Date; partnerShare: number }): SQL {
  const start = sql`${month}::date`;
  const next = sql`(${month}::date + interval '1 month')::date`;
  const utc = (day: SQL) => sql`${day}::timestamp at time zone 'UTC'`;
  return sql`select ${start} as month, sum(s.due) as due_later, sum(n.new_revenue - o.new_revenue) as new_revenue,
      sum(n.expansion - o.expansion) as expansion, sum(n.contraction - o.contraction) as contraction,
      sum(n.churned - o.churned) as churned, 0::numeric as mrr, 0::numeric as earnings,
      sum(n.paying - o.paying)::int as paying_installs, 0 as trial_starts, 0 as trial_conversions
    from (
      select coalesce(m.mrr, 0) as prev, coalesce(c.mrr, 0) as cur, charges.due
      from ${billableInstallations}
      join plan_periods pp on pp.installation_id = i.id and pp.ended_at is null
      left join revenue_installation_months m on (m.installation_id, m.organization_id, m.app_id, m.month)
        = (i.id, a.organization_id, a.id, (${start} - interval '1 month')::date)
      left join revenue_installation_months c on (c.installation_id, c.organization_id, c.app_id, c.month)
        = (i.id, a.organization_id, a.id, ${start})
      cross join lateral (
        -- what billing will write for each charge (payouts/ledger.ts), a twelfth of it this month for a yearly plan
        select sum(case when pp.plan_type = 'YEARLY_CHARGE' then round(p.partner / 12, 2) else p.partner end) as due
        from (select round(pp.cycle_amount * ${String(running.partnerShare)}::numeric, 2) as partner) p
        -- the period's charges from the first one on or after the month's start (anchor plus whole cycles)
        cross join lateral (select ${billingCycle(sql`pp.plan_type`)} as cycle) cy
        cross join generate_series(
          pp.billing_anchor_at
            + greatest(ceil(extract(epoch from ${utc(start)} - pp.billing_anchor_at) / extract(epoch from cy.cycle)), 0) * cy.cycle,
          ${utc(next)}, cy.cycle) charge(at)
        where charge.at >= ${utc(start)} and charge.at < ${utc(next)} and charge.at >= pp.started_at
          and not exists (select 1 from ledger_entries l
            where l.installation_id = i.id and l.occurred_at = charge.at and l.kind = 'RECURRING')
      ) charges
      where a.organization_id = ${organizationId} and ${inScope} and i.uninstalled_at is null and a.deleted_at is null
        and pp.charge_type = 'RECURRING' and ${isRecurringPlan(sql`pp.plan_type`)} and pp.cycle_amount > 0
        -- billing has started: a free trial that ends later converts when it does, not before
        and pp.billing_anchor_at <= ${timestamp(running.now)} and charges.due > 0
    ) s
    cross join lateral (${moves(sql`s.prev`, sql`s.cur`)}) o
    cross join lateral (${moves(sql`s.prev`, sql`(s.cur + s.due)`)}) n
    having count(*) > 0`;
}
