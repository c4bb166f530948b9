import type { SQL } from 'drizzle-orm';
import { sql, type Db } from '../../db/client.ts';
import { epochMs, inUsd, insertLedgerEntries, periodMonth, splitShares, timestamp } from './ledger-entries.ts';
import { appsSql } from '../apps/apps.queries.ts';
import { installationsSql } from '../installations/installations.queries.ts';
import { vendorsSql } from '../vendors/vendors.queries.ts';

/**
 * The ledger records what vendors are charged for an organisation's apps and the partner's share of it
 * (server-behaviour "Money"). Billing writes what falls due with time; booking fees (booking-fees.ts) and
 * plan changes (plan-periods.ts) write their entries in the transaction that causes them.
 */

export interface BillingOptions {
  now: Date;
  /** The partner's share of each charge, a fraction 0–1 (config PARTNER_SHARE). */
  partnerShare: number;
}

/**
 * Installations that are billed: real vendors only. A partner's test installations (`is_test`) and anything
 * installed on a partner organisation's test vendor cost nothing.
 */
export const billableInstallations = sql`${installationsSql} i
  join ${appsSql} a on a.id = i.app_id
  join ${vendorsSql} v on v.id = i.vendor_id and v.test_for_organization_id is null and not i.is_test`;

/**
 * Writes every charge due up to `now` that is not in the ledger yet, and answers how many entries it added,
 * each on the terms of its plan period (what the vendor agreed to): the one-time charge of ONE_TIME apps at
 * each (re)install, and for RECURRING apps each period's plan price every 30 days (monthly) or 365 days
 * (yearly) from its billing anchor (the end of the free trial, or the start of a new billing cycle) while the
 * period lasts and the app is not deleted. Free plans and FREE_TO_INSTALL apps charge nothing.
 */
export async function runBilling(db: Db, { now, partnerShare }: BillingOptions): Promise<number> {
  const at = timestamp(now);
  return (await billOneTimeCharges(db, at, partnerShare)) + (await billRecurringCharges(db, at, partnerShare));
}

async function billOneTimeCharges(db: Db, now: SQL, partnerShare: number): Promise<number> {
  // each (re)install opens a period, so one billed late is still told apart from the next
  return insertLedgerEntries(
    db,
    sql`select a.organization_id, a.id, i.id, null::int, 'ONE_TIME'::ledger_entry_kind,
        ${splitShares(sql`pp.one_time_amount`, partnerShare)}, ${inUsd(sql`pp.one_time_amount`)},
        ${periodMonth(sql`pp.started_at`)}, pp.started_at,
        'one-time:' || i.id || ':' || ${epochMs(sql`pp.started_at`)}
      from ${billableInstallations}
      join plan_periods pp on pp.installation_id = i.id
      where pp.opens_install and pp.charge_type = 'ONE_TIME' and pp.one_time_amount > 0
        and pp.started_at <= ${now} and (a.deleted_at is null or pp.started_at < a.deleted_at)`,
  );
}

async function billRecurringCharges(db: Db, now: SQL, partnerShare: number): Promise<number> {
  return insertLedgerEntries(
    db,
    sql`select a.organization_id, a.id, i.id, null::int, 'RECURRING'::ledger_entry_kind,
        ${splitShares(sql`pp.cycle_amount`, partnerShare)}, ${inUsd(sql`pp.cycle_amount`)},
        ${periodMonth(sql`charge.at`)}, charge.at,
        'recurring:' || i.id || ':' || ${epochMs(sql`charge.at`)}
      from ${billableInstallations}
      join plan_periods pp on pp.installation_id = i.id
      -- a deleted app's installations stay open (its vendors no longer see them to uninstall) but end
      cross join lateral (select least(coalesce(pp.ended_at, ${now}), coalesce(a.deleted_at, ${now}), ${now}) as ends) period
      cross join lateral generate_series(pp.billing_anchor_at, period.ends, ${billingCycle(sql`pp.plan_type`)}) as charge(at)
      where pp.charge_type = 'RECURRING' and ${isRecurringPlan(sql`pp.plan_type`)} and pp.cycle_amount > 0
        and charge.at >= pp.started_at and charge.at < period.ends`,
  );
}

/** Plans that bill per cycle (a plan type column or expression). */
export const isRecurringPlan = (planType: SQL) => sql`coalesce(${planType} in ('MONTHLY_CHARGE', 'YEARLY_CHARGE'), false)`;

/** The billing cycle of a plan type: whole hours, so a charge lands at the same hour whatever the session's time zone. */
export const billingCycle = (planType: SQL) =>
  sql`case ${planType} when 'YEARLY_CHARGE' then interval '8760 hours' else interval '720 hours' end`;

/** The days of a billing cycle, for proration. */
export const cycleDays = (planType: SQL) => sql`case ${planType} when 'YEARLY_CHARGE' then 365 else 30 end`;
