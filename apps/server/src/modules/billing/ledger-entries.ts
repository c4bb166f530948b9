import type { SQL } from 'drizzle-orm';
import { rows, sql, type Db } from '../../db/client.ts';

/**
 * Writing to the ledger. Every entry has a source key naming the charge, so writing it again changes nothing:
 * billing, booking fees and plan changes can run at any time, as often as wanted, from several servers at once.
 * Amounts are SQL numeric throughout; JavaScript only passes them along.
 */

/** The columns a ledger select yields, in this order. */
export const LEDGER_COLUMNS = sql.raw(
  'organization_id, app_id, installation_id, booking_id, kind, gross_amount, partner_amount, platform_amount, ' +
    'original_currency, original_amount, exchange_rate, period_month, occurred_at, source_key',
);

/** A moment as a SQL value, the same on both drivers. */
export const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** First day of the UTC month of a timestamptz expression: the entry's period. */
export const periodMonth = (column: SQL) => sql`date_trunc('month', ${column} at time zone 'UTC')::date`;

export const epochMs = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::bigint`;

/**
 * `gross, partner, platform` for a USD gross amount: the partner's share rounded to cents, the platform
 * keeps the rest, so the two always add up to what the vendor was charged.
 */
export function splitShares(gross: SQL, partnerShare: number): SQL {
  const partner = sql`round(${gross} * ${String(partnerShare)}::numeric, 2)`;
  return sql`${gross}, ${partner}, ${gross} - ${partner}`;
}

/** `original_currency, original_amount, exchange_rate` of a charge made in USD. */
export function inUsd(gross: SQL): SQL {
  return sql`'USD', ${gross}, 1::numeric`;
}

/** LEDGER_COLUMNS and the unrounded amount that booking fees keep (booking-fees.ts). */
export const BOOKING_FEE_COLUMNS = sql.join([LEDGER_COLUMNS, sql.raw('unrounded_amount')], sql.raw(', '));

/**
 * Inserts the entries `select` yields (in the order of `columns`, LEDGER_COLUMNS unless given), skipping those
 * already there; answers how many were added.
 */
export async function insertLedgerEntries(db: Db, select: SQL, columns: SQL = LEDGER_COLUMNS): Promise<number> {
  const [row] = await rows<{ added: number }>(
    db,
    // entries already written are left out before the insert: a row that only conflicts still draws an id,
    // and every billing run yields the whole history again (`on conflict` stays for concurrent runs)
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
