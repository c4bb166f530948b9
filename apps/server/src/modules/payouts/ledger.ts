import type { SQL } from 'drizzle-orm';
import { rows, sql, type Db } from '../../db/client.ts';

/**
 * The ledger records what vendors are charged for an organisation's apps and the partner's share of it
 * (server-behaviour "Money"). Every entry has a source key naming the charge, so writing it again changes
 * nothing: billing can run at any time, as often as wanted, from several servers at once.
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
const billableInstallations = sql`installations i
  join apps a on a.id = i.app_id
  join vendors v on v.id = i.vendor_id and v.test_for_organization_id is null and not i.is_test`;

// whole hours, so a month's charge lands at the same hour of the day whatever the session's time zone
const MONTHLY_EVERY = sql`interval '720 hours'`;
const YEARLY_EVERY = sql`interval '8760 hours'`;

/** A moment as a SQL value, the same on both drivers. */
const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

const epochMs = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::bigint`;
const periodMonth = (column: SQL) => sql`date_trunc('month', ${column} at time zone 'UTC')::date`;

/**
 * Writes every charge due up to `now` that is not in the ledger yet, and answers how many entries it added:
 * the one-time charge of ONE_TIME apps at each (re)install, and for RECURRING apps the installation's plan
 * every 30 days (monthly) or 365 days (yearly), from the end of the app's free trial while installed and the
 * app not deleted. FREE plans and FREE_TO_INSTALL apps charge nothing (booking fees are written as payments arrive).
 */
export async function runBilling(db: Db, { now, partnerShare }: BillingOptions): Promise<number> {
  const at = timestamp(now);
  return (await billOneTimeCharges(db, at, partnerShare)) + (await billRecurringCharges(db, at, partnerShare));
}

async function billOneTimeCharges(db: Db, now: SQL, partnerShare: number): Promise<number> {
  return countInserted(
    db,
    sql`select a.organization_id, a.id, i.id, 'ONE_TIME'::ledger_entry_kind,
        a.one_time_charge_amount, round(a.one_time_charge_amount * ${partnerShare}::numeric, 2),
        ${periodMonth(sql`i.installed_at`)}, i.installed_at,
        'one-time:' || i.id || ':' || ${epochMs(sql`i.installed_at`)}
      from ${billableInstallations}
      where a.charge_type = 'ONE_TIME' and a.one_time_charge_amount > 0
        and i.installed_at <= ${now}`,
  );
}

async function billRecurringCharges(db: Db, now: SQL, partnerShare: number): Promise<number> {
  return countInserted(
    db,
    sql`select a.organization_id, a.id, i.id, 'RECURRING'::ledger_entry_kind,
        plan.amount, round(plan.amount * ${partnerShare}::numeric, 2),
        ${periodMonth(sql`charge.at`)}, charge.at,
        'recurring:' || i.id || ':' || ${epochMs(sql`charge.at`)}
      from ${billableInstallations}
      join price_plans p on p.id = i.price_plan_id
      cross join lateral (
        select case p.type when 'MONTHLY_CHARGE' then p.monthly_amount else p.yearly_amount end as amount,
          case p.type when 'MONTHLY_CHARGE' then ${MONTHLY_EVERY} else ${YEARLY_EVERY} end as every,
          -- a deleted app's installations stay open (its vendors no longer see them to uninstall) but end
          least(coalesce(i.uninstalled_at, ${now}), coalesce(a.deleted_at, ${now}), ${now}) as ends
      ) plan
      cross join lateral generate_series(
        i.installed_at + make_interval(hours => a.free_trial_days * 24), plan.ends, plan.every) as charge(at)
      where a.charge_type = 'RECURRING' and p.type in ('MONTHLY_CHARGE', 'YEARLY_CHARGE')
        and plan.amount > 0 and charge.at < plan.ends`,
  );
}

export interface BookingPayment {
  vendorId: number;
  bookingId: number;
  amount: number;
  /** The booking's ISO 4217 currency: only USD payments earn fees (below). */
  currency: string;
  /** What the booking has been paid in all, this payment included: tells repeated payments apart. */
  paidTotal: number;
  now: Date;
  partnerShare: number;
}

/**
 * The booking fee of a payment: for each app the vendor has installed (really, not as a test) whose plan
 * takes a percentage of bookings, that percentage of the payment. Call it in the payment's transaction.
 * The ledger is in USD and the platform has no exchange rates, so payments in other currencies earn no fee
 * rather than a wrong one (an ISK amount booked as dollars would overcharge about 140-fold).
 */
export async function recordBookingFees(tx: Db, p: BookingPayment): Promise<number> {
  if (p.currency !== 'USD') return 0;
  return countInserted(
    tx,
    sql`select a.organization_id, a.id, i.id, 'BOOKING_FEE'::ledger_entry_kind,
        fee.gross, round(fee.gross * ${p.partnerShare}::numeric, 2),
        ${periodMonth(timestamp(p.now))}, ${timestamp(p.now)},
        'booking-fee:' || ${p.bookingId}::int || ':' || ${p.paidTotal.toFixed(2)}::text || ':' || i.id
      from ${billableInstallations}
      join price_plans pp on pp.id = i.price_plan_id
      cross join lateral (select round(${p.amount}::numeric * pp.booking_fee_percentage / 100, 2) as gross) fee
      where i.vendor_id = ${p.vendorId} and i.uninstalled_at is null and a.deleted_at is null
        and pp.booking_fee_percentage > 0 and fee.gross > 0`,
  );
}

/** Inserts the entries `select` yields (in the ledger's column order), skipping those already there. */
async function countInserted(db: Db, select: SQL): Promise<number> {
  const columns = sql.raw('organization_id, app_id, installation_id, kind, gross_amount, partner_amount, period_month, occurred_at, source_key');
  const [row] = await rows<{ added: number }>(
    db,
    // entries already written are left out before the insert: a row that only conflicts still draws an id,
    // and every run yields the whole history again (`on conflict` stays for concurrent runs)
    sql`with added as (
      insert into ledger_entries (${columns})
      select * from (${select}) as due(${columns})
      where not exists (select 1 from ledger_entries l where l.source_key = due.source_key)
      on conflict (source_key) do nothing
      returning 1)
    select count(*)::int as added from added`,
  );
  return Number(row?.added ?? 0);
}
