import type { SQL } from 'drizzle-orm';
import { rows, sql, type Db } from '../../db/client.ts';
import { billableInstallations, billingCycle, cycleDays, isRecurringPlan } from './ledger.ts';
import { inUsd, insertLedgerEntries, periodMonth, splitShares, timestamp } from './ledger-entries.ts';
import { appsSql } from '../apps/apps.queries.ts';
import { installationsSql } from '../installations/installations.queries.ts';
import { pricePlansSql } from '../pricing/pricing.queries.ts';

/**
 * An installation's billing, period by period (table plan_periods). Each period keeps the terms the vendor
 * agreed to when it opened. Call these in the transaction that changes the installation, with its row
 * locked, so two changes of one installation never interleave.
 */

export interface PlanPeriodChange {
  installationId: number;
  pricePlanId: number | null;
  at: Date;
}

const PERIOD_COLUMNS = sql.raw(
  'installation_id, price_plan_id, started_at, ended_at, billing_anchor_at, opens_install, charge_type, one_time_amount, plan_type, cycle_amount, booking_fee_percentage',
);

/** The app's and the plan's terms as they are now (`i` installations, `a` apps, `p` the plan, left joined). */
const CURRENT_TERMS = sql`a.charge_type, a.one_time_charge_amount, p.type,
  case p.type when 'MONTHLY_CHARGE' then p.monthly_amount when 'YEARLY_CHARGE' then p.yearly_amount else 0 end,
  coalesce(p.booking_fee_percentage, 0)`;

/**
 * The start of the billing cycle running at `at` (the last cycle start strictly before it) of a period with
 * `anchor` and cycle `every`; null while `at` is not past the anchor (the trial, or the very first instant).
 */
const runningCycleStart = (anchor: SQL, every: SQL, at: SQL) =>
  sql`case when ${at} > ${anchor} then ${anchor} + ${every} * (ceil(extract(epoch from ${at} - ${anchor}) / extract(epoch from ${every})) - 1) end`;

/**
 * A (re)install: a plan period from `at` on the app's and the plan's terms of now. Recurring charges start
 * when the free trial ends, which it does once per installation (from its first install). Installing again
 * on the same plan within a billing cycle that was paid before the uninstall charges nothing until that cycle
 * ends; otherwise a new cycle starts at once.
 */
export async function openPlanPeriod(tx: Db, p: PlanPeriodChange): Promise<void> {
  const at = timestamp(p.at);
  await closePlanPeriod(tx, p.installationId, p.at);
  const trialEnd = sql`coalesce((select min(pp.billing_anchor_at) from plan_periods pp where pp.installation_id = i.id),
    ${at} + make_interval(hours => a.free_trial_days * 24))`;
  const paidCycleEnd = sql`(${runningCycleStart(sql`last.billing_anchor_at`, billingCycle(sql`last.plan_type`), sql`last.ended_at`)}) + ${billingCycle(sql`last.plan_type`)}`;
  await tx.execute(sql`
    insert into plan_periods (${PERIOD_COLUMNS})
    select i.id, ${p.pricePlanId}::int, ${at}, null,
      case when last.price_plan_id = p.id and last.plan_type = p.type and ${isRecurringPlan(sql`last.plan_type`)}
          and ${at} < ${paidCycleEnd} then last.billing_anchor_at
        else greatest(${at}, ${trialEnd}) end,
      true, ${CURRENT_TERMS}
    from ${installationsSql} i join ${appsSql} a on a.id = i.app_id
    left join ${pricePlansSql} p on p.id = ${p.pricePlanId}::int
    left join lateral (select * from plan_periods pp where pp.installation_id = i.id order by pp.started_at desc limit 1) last on true
    where i.id = ${p.installationId}`);
}

/**
 * The first plan period of installations written in bulk with their whole history (demo data): from the
 * install to the uninstall, if any, on the installation's plan and today's terms.
 */
export async function openFirstPlanPeriods(db: Db, installationIds: number[]): Promise<void> {
  if (installationIds.length === 0) return;
  await db.execute(sql`
    insert into plan_periods (${PERIOD_COLUMNS})
    select i.id, i.price_plan_id, i.installed_at, i.uninstalled_at, i.installed_at + make_interval(hours => a.free_trial_days * 24),
      true, ${CURRENT_TERMS}
    from ${installationsSql} i join ${appsSql} a on a.id = i.app_id left join ${pricePlansSql} p on p.id = i.price_plan_id
    where i.id in (${sql.join(
      installationIds.map((id) => sql`${id}`),
      sql`, `,
    )})
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
  /** The old and the new plan bill in the same cycle (monthly to monthly, yearly to yearly). */
  same_cycle: boolean;
  /** Whole days of the running billing cycle left after the change; null when no cycle is running (trial). */
  unused_days: number | null;
  cycle_days: number;
  /** What the old period's plan charges per cycle, and what the new plan would (on recurring terms or not). */
  old_amount: string;
  new_amount: string;
  new_recurring: boolean;
}

/**
 * A plan change of an active installation, prorated by day as the large app stores do: the vendor is credited
 * the unused whole days of the running cycle at the old period's price and, when the new plan bills in the
 * same cycle, charged those days at the new plan's price, and the cycle goes on at the new price. A plan of
 * another cycle (or a free plan) starts its own cycle at the change (or when the free trial ends). A change
 * exactly at the end of a cycle prorates nothing: the cycle ending then was paid for and used up. Nothing
 * happens when the plan stays the same. Answers the ledger entries written.
 */
export async function changePlan(tx: Db, p: PlanPeriodChange & { partnerShare: number }): Promise<number> {
  const at = timestamp(p.at);
  const every = billingCycle(sql`pp.plan_type`);
  const cycleStart = runningCycleStart(sql`pp.billing_anchor_at`, every, at);
  const [current] = await rows<OpenPeriod>(
    tx,
    sql`select pp.id, pp.price_plan_id, pp.billing_anchor_at::text,
        coalesce(${isRecurringPlan(sql`pp.plan_type`)} and new.type = pp.plan_type, false) as same_cycle,
        case when pp.charge_type = 'RECURRING' and ${isRecurringPlan(sql`pp.plan_type`)} and ${cycleStart} is not null
          then floor(extract(epoch from (${cycleStart}) + ${every} - ${at}) / 86400)::int end as unused_days,
        ${cycleDays(sql`pp.plan_type`)} as cycle_days,
        pp.cycle_amount::text as old_amount,
        (select a.charge_type = 'RECURRING' from ${installationsSql} i join ${appsSql} a on a.id = i.app_id where i.id = pp.installation_id) as new_recurring,
        (case new.type when 'MONTHLY_CHARGE' then new.monthly_amount when 'YEARLY_CHARGE' then new.yearly_amount else 0 end)::text as new_amount
      from plan_periods pp
      left join ${pricePlansSql} new on new.id = ${p.pricePlanId}::int
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
    sql`insert into plan_periods (${PERIOD_COLUMNS})
      select i.id, ${p.pricePlanId}::int, ${at}, null,
        ${current.same_cycle ? sql`${current.billing_anchor_at}::timestamptz` : sql`greatest(${at}, (select min(billing_anchor_at) from plan_periods where installation_id = i.id))`},
        false, ${CURRENT_TERMS}
      from ${installationsSql} i join ${appsSql} a on a.id = i.app_id left join ${pricePlansSql} p on p.id = ${p.pricePlanId}::int
      where i.id = ${p.installationId}
      returning id`,
  );
  if (current.unused_days === null || current.unused_days <= 0) return 0;
  const days = sql`${current.unused_days}::numeric / ${current.cycle_days}`;
  const credit = await prorate(tx, p, {
    kind: 'PRORATION_CREDIT',
    gross: sql`-round(${current.old_amount}::numeric * ${days}, 2)`,
    sourceKey: `proration-credit:${current.id}`,
  });
  const charge =
    current.same_cycle && current.new_recurring
      ? await prorate(tx, p, {
          kind: 'PRORATION_CHARGE',
          gross: sql`round(${current.new_amount}::numeric * ${days}, 2)`,
          sourceKey: `proration-charge:${opened!.id}`,
        })
      : 0;
  return credit + charge;
}

/** One proration entry of a billable installation of an app not deleted, when it is not zero. */
function prorate(
  tx: Db,
  p: PlanPeriodChange & { partnerShare: number },
  e: { kind: 'PRORATION_CREDIT' | 'PRORATION_CHARGE'; gross: SQL; sourceKey: string },
) {
  const at = timestamp(p.at);
  return insertLedgerEntries(
    tx,
    sql`select a.organization_id, a.id, i.id, null::int, ${e.kind}::ledger_entry_kind,
        ${splitShares(e.gross, p.partnerShare)}, ${inUsd(e.gross)}, ${periodMonth(at)}, ${at}, ${e.sourceKey}
      from ${billableInstallations}
      where i.id = ${p.installationId} and a.deleted_at is null and ${e.gross} <> 0`,
  );
}
