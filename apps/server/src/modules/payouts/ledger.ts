import type { SQL } from 'drizzle-orm';
import { sql, type Db } from '../../db/client.ts';
import { epochMs, inUsd, insertLedgerEntries, periodMonth, splitShares, timestamp } from './ledger-entries.ts';

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
export const billableInstallations = sql`installations i
  join apps a on a.id = i.app_id
  join vendors v on v.id = i.vendor_id and v.test_for_organization_id is null and not i.is_test`;

/**
 * Writes every charge due up to `now` that is not in the ledger yet, and answers how many entries it added:
 * the one-time charge of ONE_TIME apps at each (re)install, and for RECURRING apps each plan period's plan
 * every 30 days (monthly) or 365 days (yearly) from its billing anchor (the end of the free trial, or the
 * start of a new billing cycle) while the period lasts and the app is not deleted. FREE plans and
 * FREE_TO_INSTALL apps charge nothing.
 */
export async function runBilling(db: Db, { now, partnerShare }: BillingOptions): Promise<number> {
  const at = timestamp(now);
  return (await billOneTimeCharges(db, at, partnerShare)) + (await billRecurringCharges(db, at, partnerShare));
}

async function billOneTimeCharges(db: Db, now: SQL, partnerShare: number): Promise<number> {
  // every (re)install is an INSTALL event, so one billed late is still told apart from the next
  return insertLedgerEntries(
    db,
    sql`select a.organization_id, a.id, i.id, null::int, 'ONE_TIME'::ledger_entry_kind,
        ${splitShares(sql`a.one_time_charge_amount`, partnerShare)}, ${inUsd(sql`a.one_time_charge_amount`)},
        ${periodMonth(sql`e.occurred_at`)}, e.occurred_at,
        'one-time:' || i.id || ':' || ${epochMs(sql`e.occurred_at`)}
      from ${billableInstallations}
      join installation_events e on e.installation_id = i.id and e.type = 'INSTALL'
      where a.charge_type = 'ONE_TIME' and a.one_time_charge_amount > 0
        and e.occurred_at <= ${now} and (a.deleted_at is null or e.occurred_at < a.deleted_at)`,
  );
}

async function billRecurringCharges(db: Db, now: SQL, partnerShare: number): Promise<number> {
  return insertLedgerEntries(
    db,
    sql`select a.organization_id, a.id, i.id, null::int, 'RECURRING'::ledger_entry_kind,
        ${splitShares(sql`cycle.amount`, partnerShare)}, ${inUsd(sql`cycle.amount`)},
        ${periodMonth(sql`charge.at`)}, charge.at,
        'recurring:' || i.id || ':' || ${epochMs(sql`charge.at`)}
      from ${billableInstallations}
      join plan_periods pp on pp.installation_id = i.id
      join price_plans p on p.id = pp.price_plan_id
      cross join lateral (
        select ${planAmount(sql`p`)} as amount, ${billingCycle(sql`p`)} as every,
          -- a deleted app's installations stay open (its vendors no longer see them to uninstall) but end
          least(coalesce(pp.ended_at, ${now}), coalesce(a.deleted_at, ${now}), ${now}) as ends
      ) cycle
      cross join lateral generate_series(pp.billing_anchor_at, cycle.ends, cycle.every) as charge(at)
      where a.charge_type = 'RECURRING' and p.type in ('MONTHLY_CHARGE', 'YEARLY_CHARGE')
        and cycle.amount > 0 and charge.at >= pp.started_at and charge.at < cycle.ends`,
  );
}

/** What a recurring plan (`alias` of price_plans) charges per billing cycle. */
export const planAmount = (alias: SQL) =>
  sql`case ${alias}.type when 'MONTHLY_CHARGE' then ${alias}.monthly_amount when 'YEARLY_CHARGE' then ${alias}.yearly_amount else 0 end`;

/** The billing cycle of a recurring plan: whole hours, so a charge lands at the same hour whatever the session's time zone. */
export const billingCycle = (alias: SQL) =>
  sql`case ${alias}.type when 'YEARLY_CHARGE' then interval '8760 hours' else interval '720 hours' end`;
