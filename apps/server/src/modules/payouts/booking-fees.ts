import type { SQL } from 'drizzle-orm';
import { sql, type Db } from '../../db/client.ts';
import { billableInstallations } from './ledger.ts';
import { insertLedgerEntries, periodMonth, splitShares, timestamp } from './ledger-entries.ts';
import { usdRate } from './exchange-rates.ts';

/**
 * Booking fees: the plan's percentage of what a vendor's customers pay, for each app the vendor has installed
 * with such a plan. A fee follows the money: a refund takes back its part of the fees, a cancellation all of
 * them, so however often a booking is paid and refunded the fees add up to the percentage of what was kept.
 * Call these in the booking's transaction, with the booking row locked. Each entry's key names the booking's
 * state (paid or refunded so far), so replaying the same event writes nothing.
 */

export interface BillingTerms {
  /** The partner's share of each charge, 0–1 (config PARTNER_SHARE). */
  partnerShare: number;
  /** USD per unit over the built-in table (config EXCHANGE_RATES). */
  exchangeRates: Readonly<Record<string, string>>;
}

export interface BookingPayment {
  vendorId: number;
  bookingId: number;
  amount: number;
  /** The booking's ISO 4217 currency: fees are converted to USD at the rate table's rate. */
  currency: string;
  /** What the booking has been paid in all, this payment included: tells repeated payments apart. */
  paidTotal: number;
  now: Date;
}

/**
 * The fee of a payment for every active, real installation of the vendor whose plan takes a percentage. Each
 * payment's fee is rounded to cents on its own, as a card processor's fee is per charge.
 */
export async function chargeBookingFees(tx: Db, terms: BillingTerms, p: BookingPayment): Promise<number> {
  const rate = usdRate(terms.exchangeRates, p.currency);
  if (rate === null) return 0;
  const at = timestamp(p.now);
  return insertLedgerEntries(
    tx,
    sql`select a.organization_id, a.id, i.id, ${p.bookingId}::int, 'BOOKING_FEE'::ledger_entry_kind,
        ${splitShares(sql`fee.usd`, terms.partnerShare)}, ${p.currency}::text, fee.original, ${rate}::numeric,
        ${periodMonth(at)}, ${at},
        'booking-fee:' || ${p.bookingId}::int || ':' || ${p.paidTotal.toFixed(2)}::text || ':' || i.id
      from ${billableInstallations}
      -- the percentage the vendor agreed to for the plan it is on now
      join plan_periods pp on pp.installation_id = i.id and pp.ended_at is null
      cross join lateral (select round(${String(p.amount)}::numeric * pp.booking_fee_percentage / 100, 2) as original) o
      cross join lateral (select o.original, round(o.original * ${rate}::numeric, 2) as usd) fee
      where i.vendor_id = ${p.vendorId} and i.uninstalled_at is null and a.deleted_at is null
        and pp.booking_fee_percentage > 0 and fee.usd > 0`,
  );
}

export interface BookingReversal {
  bookingId: number;
  /** Of the amount held before this change, the part given back: a refund's amount over it, or 'all' on cancellation. */
  part: { refunded: number; heldBefore: number } | 'all';
  /** What the booking has been refunded in all, this refund included (unused for 'all'). */
  refundedTotal: number;
  now: Date;
}

/**
 * Takes back the booking's fees in proportion to what is given back: for each installation that earned fees on
 * the booking (installed still or not), that part of what is left of them, the partner's and the platform's
 * shares each rounded to cents, so neither is ever taken back below zero.
 */
export async function reverseBookingFees(tx: Db, p: BookingReversal): Promise<number> {
  const at = timestamp(p.now);
  // the part as a fraction, multiplied before dividing: an amount that ends in half a cent stays exact
  const [given, held] = p.part === 'all' ? ['1', '1'] : [String(p.part.refunded), String(p.part.heldBefore)];
  const of = (amount: SQL) => sql`round(${amount} * least(${given}::numeric, ${held}::numeric) / nullif(${held}::numeric, 0), 2)`;
  const key = p.part === 'all' ? sql`'cancel'` : sql`${p.refundedTotal.toFixed(2)}::text`;
  return insertLedgerEntries(
    tx,
    sql`select b.organization_id, b.app_id, b.installation_id, ${p.bookingId}::int, 'BOOKING_FEE_REVERSAL'::ledger_entry_kind,
        -(r.partner + r.platform), -r.partner, -r.platform,
        b.currency, -coalesce(${of(sql`b.original`)}, 0), b.rate,
        ${periodMonth(at)}, ${at},
        'booking-fee-reversal:' || ${p.bookingId}::int || ':' || ${key} || ':' || b.installation_id
      from (
        select organization_id, app_id, installation_id, min(original_currency) as currency,
          sum(partner_amount) as partner, sum(platform_amount) as platform, sum(original_amount) as original,
          case when sum(original_amount) = 0 then 1 else round(sum(gross_amount) / sum(original_amount), 8) end as rate
        from ledger_entries
        where booking_id = ${p.bookingId} and kind in ('BOOKING_FEE', 'BOOKING_FEE_REVERSAL')
        group by organization_id, app_id, installation_id
      ) b
      cross join lateral (select coalesce(${of(sql`b.partner`)}, 0) as partner, coalesce(${of(sql`b.platform`)}, 0) as platform) r
      where b.partner + b.platform > 0 and r.partner + r.platform > 0`,
  );
}
