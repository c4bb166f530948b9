import type { SQL } from 'drizzle-orm';
import { rows, sql, type Db } from '../../src/db/client.ts';
import { billableInstallations } from '../../src/modules/billing/ledger.ts';
import type { RevenueMonthRow, RevenueScope } from '../../src/modules/billing/revenue.queries.ts';

/**
 * The revenue report recomputed from the ledger on each call, as the report was computed before its rollup (the
 * statement of commit 979bead's billing/revenue.queries.ts, kept unchanged): the oracle the rollup
 * (`revenue_months`, migration 0025) must equal, month for month, for any history.
 */
export async function revenueFromLedger(db: Db, scope: RevenueScope): Promise<RevenueMonthRow[]> {
  // the statement reads many rows once, and PostgreSQL's cost estimate then turns on JIT compilation, which takes
  // seconds longer than running it plainly (measured in bench/revenue.bench.ts): off for this statement alone
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return revenueStatement(tx as unknown as Db, scope);
  });
  return result.map((r) => ({
    month: r.month,
    mrr: r.mrr,
    // the statement knew no running month: a scope with none has nothing due
    dueLater: '0.00',
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

/** The statement (see revenueFromLedger). */
function revenueStatement(q: Db, { organizationId, appId, from, to }: RevenueScope) {
  const appOf = (column: SQL) => (appId === null ? sql`true` : sql`${column} = ${appId}`);
  const cents = (x: SQL) => sql`coalesce(${x}, 0)::numeric(18, 2)::text`;
  return rows<{
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
    q,
    sql`with months as (
        select m::date as month from generate_series(${from}::date, ${to}::date, interval '1 month') m
      ),
      -- a yearly entry of up to 11 months before the first month still counts in it, and the month before the
      -- first is needed for its movement
      entries as (
        select l.installation_id, l.app_id, l.kind, l.partner_amount, l.period_month, l.occurred_at
        from ledger_entries l
        where l.organization_id = ${organizationId} and ${appOf(sql`l.app_id`)}
          and l.period_month >= (${from}::date - interval '12 months')::date and l.period_month <= ${to}::date
      ),
      -- the plan period of an entry is looked up only for installations that ever had a yearly plan: few of them,
      -- and one charge a year each
      yearly_installations as (
        select distinct pp.installation_id from plan_periods pp
        where pp.plan_type = 'YEARLY_CHARGE' and pp.installation_id in (select installation_id from entries)
      ),
      recurring as (
        select coalesce(e.installation_id, -e.app_id) as installation_id, e.partner_amount, e.period_month,
          case when e.installation_id in (select installation_id from yearly_installations) then coalesce((
            select pp.plan_type = 'YEARLY_CHARGE' from plan_periods pp
            where pp.installation_id = e.installation_id
              and case when e.kind = 'PRORATION_CREDIT'
                then pp.started_at < e.occurred_at and pp.ended_at = e.occurred_at
                else pp.started_at <= e.occurred_at and (pp.ended_at is null or e.occurred_at < pp.ended_at) end
            order by pp.started_at desc limit 1), false)
          else false end as yearly
        from entries e
        where e.kind in ('RECURRING', 'PRORATION_CHARGE', 'PRORATION_CREDIT')
      ),
      -- a monthly entry is one part; only a yearly one is split in twelve
      parts as (
        select installation_id, period_month as month, partner_amount as amount from recurring where not yearly
        union all
        select r.installation_id, (r.period_month + make_interval(months => k))::date,
          round(r.partner_amount * (k + 1) / 12, 2) - round(r.partner_amount * k / 12, 2)
        from recurring r cross join generate_series(0, 11) k
        where r.yearly
      ),
      -- each installation's MRR in a month (cur) and in the month before (prev), in one pass: every part counts
      -- as cur in its month and as prev in the next
      moves as (
        select installation_id, month, sum(cur) as cur, sum(prev) as prev
        from (
          select installation_id, month, amount as cur, 0 as prev from parts
          union all
          select installation_id, (month + interval '1 month')::date, 0, amount from parts
        ) shifted
        where month between ${from}::date and ${to}::date
        group by installation_id, month
      ),
      movement as (
        select month, sum(cur) as mrr,
          sum(cur - prev) filter (where prev <= 0 and cur > 0) as new_revenue,
          sum(prev - cur) filter (where prev > 0 and cur <= 0) as churned,
          sum(cur - prev) filter (where (prev > 0) = (cur > 0) and cur > prev) as expansion,
          sum(prev - cur) filter (where (prev > 0) = (cur > 0) and cur < prev) as contraction,
          count(*) filter (where cur > 0)::int as paying
        from moves group by month
      ),
      earnings as (
        select period_month as month, sum(partner_amount) as earnings from entries
        where period_month >= ${from}::date group by 1
      ),
      trials as (
        select first.started_at, first.billing_anchor_at as ends,
          -- a trial ending in the report's months is charged in them, so the scoped entries hold its charge
          exists (select 1 from entries l where l.installation_id = i.id and l.kind = 'RECURRING'
            and l.occurred_at = first.billing_anchor_at) as converted
        from ${billableInstallations}
        cross join lateral (
          select pp.started_at, pp.billing_anchor_at, pp.charge_type from plan_periods pp
          where pp.installation_id = i.id order by pp.started_at, pp.id limit 1
        ) first
        where a.organization_id = ${organizationId} and ${appOf(sql`a.id`)}
          and first.charge_type = 'RECURRING' and first.billing_anchor_at > first.started_at
          and first.started_at < (${to}::date + interval '1 month')::timestamp at time zone 'UTC'
          and first.billing_anchor_at >= ${from}::date::timestamp at time zone 'UTC'
      ),
      trial_counts as (
        select m.month,
          count(*) filter (where date_trunc('month', t.started_at at time zone 'UTC')::date = m.month)::int as trial_starts,
          count(*) filter (where t.converted and date_trunc('month', t.ends at time zone 'UTC')::date = m.month)::int as trial_conversions
        from months m join trials t on date_trunc('month', t.started_at at time zone 'UTC')::date = m.month
          or date_trunc('month', t.ends at time zone 'UTC')::date = m.month
        group by m.month
      )
      select to_char(m.month, 'YYYY-MM-DD') as month, ${cents(sql`mv.mrr`)} as mrr,
        ${cents(sql`mv.new_revenue`)} as new_revenue, ${cents(sql`mv.expansion`)} as expansion,
        ${cents(sql`mv.contraction`)} as contraction, ${cents(sql`mv.churned`)} as churned,
        ${cents(sql`e.earnings`)} as earnings, coalesce(mv.paying, 0) as paying,
        coalesce(tc.trial_starts, 0) as trial_starts, coalesce(tc.trial_conversions, 0) as trial_conversions
      from months m
      left join movement mv on mv.month = m.month
      left join earnings e on e.month = m.month
      left join trial_counts tc on tc.month = m.month
      order by m.month desc`,
  );
}
