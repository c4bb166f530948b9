import type { SQL } from 'drizzle-orm';
import { rows, sql, type Db } from '../../db/client.ts';
import { billableInstallations, billingCycle, planAmount } from './ledger.ts';
import { inUsd, insertLedgerEntries, periodMonth, splitShares, timestamp } from './ledger-entries.ts';

/**
 * An installation's billing, period by period (table plan_periods). Call these in the transaction that
 * changes the installation, with its row locked, so two changes of one installation never interleave.
 */

export interface PlanPeriodChange {
  installationId: number;
  pricePlanId: number | null;
  at: Date;
}

/**
 * A (re)install: a plan period from `at`. Recurring charges start when the free trial ends, which it does
 * once per installation (from its first install), so uninstalling and installing again starts no new trial.
 */
export async function openPlanPeriod(tx: Db, p: PlanPeriodChange): Promise<void> {
  const at = timestamp(p.at);
  await closePlanPeriod(tx, p.installationId, p.at);
  await tx.execute(sql`
    insert into plan_periods (installation_id, price_plan_id, started_at, billing_anchor_at)
    select i.id, ${p.pricePlanId}::int, ${at}, greatest(${at}, coalesce(
        (select min(pp.billing_anchor_at) from plan_periods pp where pp.installation_id = i.id),
        ${at} + make_interval(hours => a.free_trial_days * 24)))
    from installations i join apps a on a.id = i.app_id
    where i.id = ${p.installationId}`);
}

/**
 * The first plan period of installations written in bulk with their whole history (demo data): from the
 * install to the uninstall, if any, on the installation's plan.
 */
export async function openFirstPlanPeriods(db: Db, installationIds: number[]): Promise<void> {
  if (installationIds.length === 0) return;
  await db.execute(sql`
    insert into plan_periods (installation_id, price_plan_id, started_at, ended_at, billing_anchor_at)
    select i.id, i.price_plan_id, i.installed_at, i.uninstalled_at, i.installed_at + make_interval(hours => a.free_trial_days * 24)
    from installations i join apps a on a.id = i.app_id
    where i.id in (${sql.join(installationIds.map((id) => sql`${id}`), sql`, `)})
      and not exists (select 1 from plan_periods pp where pp.installation_id = i.id)`);
}

/** An uninstall: the open period ends (what was charged for the running cycle is not refunded). */
export async function closePlanPeriod(tx: Db, installationId: number, at: Date): Promise<void> {
  await tx.execute(sql`update plan_periods set ended_at = greatest(started_at, ${timestamp(at)})
    where installation_id = ${installationId} and ended_at is null`);
}

interface OpenPeriod {
  id: number;
  price_plan_id: number | null;
  billing_anchor_at: string;
  same_cycle: boolean;
  /** Whole days of the running billing cycle left after the change, and the cycle's length in days; null in the trial. */
  unused_days: number | null;
  cycle_days: number;
}

/**
 * A plan change of an active installation, prorated by day as the large app stores do: the vendor is credited
 * the unused whole days of the running cycle at the old plan's price and, when the new plan bills in the same
 * cycle (monthly to monthly, yearly to yearly), charged those days at the new plan's price, and the cycle goes
 * on at the new price. A plan of another cycle (or a free plan) starts its own cycle at the change (or when the
 * free trial ends). Nothing happens when the plan stays the same. Answers the ledger entries written.
 */
export async function changePlan(tx: Db, p: PlanPeriodChange & { partnerShare: number }): Promise<number> {
  const at = timestamp(p.at);
  const [current] = await rows<OpenPeriod>(
    tx,
    sql`select pp.id, pp.price_plan_id, pp.billing_anchor_at::text,
        coalesce(old.type in ('MONTHLY_CHARGE', 'YEARLY_CHARGE') and new.type = old.type, false) as same_cycle,
        case when old.id is null or ${at} < pp.billing_anchor_at then null
          else floor(extract(epoch from (cycle.started + ${billingCycle(sql`old`)}) - ${at}) / 86400)::int end as unused_days,
        case when old.type = 'YEARLY_CHARGE' then 365 else 30 end as cycle_days
      from plan_periods pp
      left join price_plans old on old.id = pp.price_plan_id
      left join price_plans new on new.id = ${p.pricePlanId}::int
      cross join lateral (
        select pp.billing_anchor_at + ${billingCycle(sql`old`)}
          * floor(extract(epoch from ${at} - pp.billing_anchor_at) / extract(epoch from ${billingCycle(sql`old`)})) as started
      ) cycle
      where pp.installation_id = ${p.installationId} and pp.ended_at is null`,
  );
  if (!current) {
    await openPlanPeriod(tx, p);
    return 0;
  }
  if (current.price_plan_id === p.pricePlanId) return 0;
  await closePlanPeriod(tx, p.installationId, p.at);
  const [opened] = await rows<{ id: number }>(
    tx,
    sql`insert into plan_periods (installation_id, price_plan_id, started_at, billing_anchor_at)
      values (${p.installationId}, ${p.pricePlanId}::int, ${at},
        ${current.same_cycle ? sql`${current.billing_anchor_at}::timestamptz` : sql`greatest(${at}, (select min(billing_anchor_at) from plan_periods where installation_id = ${p.installationId}))`})
      returning id`,
  );
  if (current.unused_days === null || current.unused_days <= 0) return 0;
  const days = sql`${current.unused_days}::numeric / ${current.cycle_days}`;
  const credit = await prorate(tx, p, {
    kind: 'PRORATION_CREDIT',
    planId: current.price_plan_id!,
    gross: (plan) => sql`-round(${planAmount(plan)} * ${days}, 2)`,
    sourceKey: `proration-credit:${current.id}`,
  });
  const charge = current.same_cycle
    ? await prorate(tx, p, {
        kind: 'PRORATION_CHARGE',
        planId: p.pricePlanId!,
        gross: (plan) => sql`round(${planAmount(plan)} * ${days}, 2)`,
        sourceKey: `proration-charge:${opened!.id}`,
      })
    : 0;
  return credit + charge;
}

/** One proration entry of a billable installation of a RECURRING app, when it is not zero. */
function prorate(
  tx: Db,
  p: PlanPeriodChange & { partnerShare: number },
  e: { kind: 'PRORATION_CREDIT' | 'PRORATION_CHARGE'; planId: number; gross: (plan: SQL) => SQL; sourceKey: string },
): Promise<number> {
  const at = timestamp(p.at);
  const gross = e.gross(sql`plan`);
  return insertLedgerEntries(
    tx,
    sql`select a.organization_id, a.id, i.id, null::int, ${e.kind}::ledger_entry_kind,
        ${splitShares(gross, p.partnerShare)}, ${inUsd(gross)}, ${periodMonth(at)}, ${at}, ${e.sourceKey}
      from ${billableInstallations}
      join price_plans plan on plan.id = ${e.planId}
      where i.id = ${p.installationId} and a.charge_type = 'RECURRING' and a.deleted_at is null and ${gross} <> 0`,
  );
}
