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
}

/**
 * The months `from`..`to` of the scope, newest first, every month present (zeros when nothing happened): the sums of
 * `revenue_months` over the scope's apps. That table is a projection of the ledger kept by triggers in the
 * transaction of every ledger write (migration 0025, where the definitions above are computed, once), so this reads a
 * row per app and month instead of every entry, and still answers what the ledger says.
 */
export async function monthlyRevenue(db: Db, { organizationId, appId, from, to }: RevenueScope): Promise<RevenueMonthRow[]> {
  const sum = (column: string) => sql`coalesce(sum(r.${sql.raw(column)}), 0)::numeric(18, 2)::text`;
  const count = (column: string) => sql`coalesce(sum(r.${sql.raw(column)}), 0)::int`;
  const result = await rows<{
    month: string;
    mrr: string;
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
    sql`select to_char(m.month, 'YYYY-MM-DD') as month, ${sum('mrr')} as mrr, ${sum('new_revenue')} as new_revenue,
        ${sum('expansion')} as expansion, ${sum('contraction')} as contraction, ${sum('churned')} as churned,
        ${sum('earnings')} as earnings, ${count('paying_installs')} as paying, ${count('trial_starts')} as trial_starts,
        ${count('trial_conversions')} as trial_conversions
      from generate_series(${from}::date, ${to}::date, interval '1 month') m(month)
      left join revenue_months r on r.organization_id = ${organizationId}
        and ${appId === null ? sql`true` : sql`r.app_id = ${appId}`} and r.month = m.month::date
      group by m.month
      order by m.month desc`,
  );
  return result.map((r) => ({
    month: r.month,
    mrr: r.mrr,
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
