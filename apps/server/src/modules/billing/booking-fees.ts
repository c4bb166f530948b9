import type { SQL } from 'drizzle-orm';
import { rows, sql, type Db } from '../../db/client.ts';
import { billableInstallations } from './ledger.ts';
import { BOOKING_FEE_COLUMNS, insertLedgerEntries, periodMonth, timestamp } from './ledger-entries.ts';
import { usdRate } from './exchange-rates.ts';

/**
 * Booking fees: the plan's percentage of what a vendor's customers pay, for each app the vendor has installed
 * with such a plan. A fee follows the money: a refund takes back its part of the fees, a cancellation all of
 * them, so however often a booking is paid and refunded the fees add up to the percentage of what was kept.
 *
 * Rounded once: each fee entry keeps its unrounded amount (`unrounded_amount`, in the booking's currency), and
 * the entries of a booking and installation book the rounded running total of those, converted to USD before
 * rounding. A payment in k slices therefore costs the fee of the whole payment, to the cent, and a refund takes
 * back exactly what makes the rest the fee of what is kept.
 *
 * One rate per booking: its fees are converted at the rate its first converted fee was (the table's then), so a
 * refund takes back the dollars that were booked whatever the table says later. A booking in a currency the
 * table has no rate for keeps its fees in that currency (original amount, no rate, 0 USD) until a rate is
 * configured: then its next payment or refund, or the next billing run (`convertPendingBookingFees`), converts
 * the fees so far. No fee is ever dropped.
 *
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
  /** The booking's ISO 4217 currency: fees are converted to USD at the booking's rate (above). */
  currency: string;
  /** What the booking has been paid in all, this payment included: tells repeated payments apart. */
  paidTotal: number;
  now: Date;
}

const FEE_KINDS = sql`kind in ('BOOKING_FEE', 'BOOKING_FEE_REVERSAL')`;

interface Settlement {
  bookingId: number;
  currency: string;
  now: Date;
  kind: 'BOOKING_FEE' | 'BOOKING_FEE_REVERSAL';
  /** The source key up to the installation's id, which follows it. */
  key: SQL;
  /**
   * Per installation (organization_id, app_id, installation_id, exact): the unrounded fee it should hold after
   * this change. It may read `held h`, what the booking's fees hold now per installation.
   */
  next: SQL;
  /** Write an entry for every row of `next`, even one that changes no amount (a conversion marks the rate). */
  always?: boolean;
}

/**
 * Writes, for each row of `next`, the entry that brings what the booking's fees hold for that installation to
 * its new running total: the original amount rounded to cents, the USD amount converted and then rounded, and
 * the partner's share of it rounded, each less what is already booked. Never below zero, as the totals are not.
 */
async function settle(tx: Db, terms: BillingTerms, s: Settlement): Promise<number> {
  const at = timestamp(s.now);
  const table = usdRate(terms.exchangeRates, s.currency);
  return insertLedgerEntries(
    tx,
    sql`with held as (
        select organization_id, app_id, installation_id, sum(coalesce(unrounded_amount, original_amount)) as exact,
          sum(original_amount) as original, sum(gross_amount) as gross, sum(partner_amount) as partner
        from ledger_entries
        where booking_id = ${s.bookingId} and ${FEE_KINDS}
        group by organization_id, app_id, installation_id
      ), rate as (
        select coalesce(
          (select exchange_rate from ledger_entries
            where booking_id = ${s.bookingId} and ${FEE_KINDS} and exchange_rate is not null order by id limit 1),
          ${table}::numeric) as usd
      ), next as (${s.next})
      select n.organization_id, n.app_id, n.installation_id, ${s.bookingId}::int, ${s.kind}::ledger_entry_kind,
        t.gross - coalesce(h.gross, 0), t.partner - coalesce(h.partner, 0),
        (t.gross - t.partner) - (coalesce(h.gross, 0) - coalesce(h.partner, 0)),
        ${s.currency}::text, t.original - coalesce(h.original, 0), r.usd, ${periodMonth(at)}, ${at},
        ${s.key} || n.installation_id, n.exact - coalesce(h.exact, 0)
      from next n
      cross join rate r
      left join held h on (h.organization_id, h.app_id, h.installation_id) = (n.organization_id, n.app_id, n.installation_id)
      cross join lateral (
        select round(n.exact, 2) as original,
          case when r.usd is null then coalesce(h.gross, 0) else round(n.exact * r.usd, 2) end as gross) u
      cross join lateral (
        select u.original, u.gross,
          case when r.usd is null then coalesce(h.partner, 0) else round(u.gross * ${String(terms.partnerShare)}::numeric, 2) end as partner) t
      where ${s.always ? sql`true` : sql`false`}
        or (n.exact, t.original, t.gross, t.partner)
          is distinct from (coalesce(h.exact, 0), coalesce(h.original, 0), coalesce(h.gross, 0), coalesce(h.partner, 0))`,
    BOOKING_FEE_COLUMNS,
  );
}

/**
 * The fee of a payment for every active, real installation of the vendor whose plan takes a percentage now: that
 * percentage of the payment joins the installation's running total for the booking.
 */
export async function chargeBookingFees(tx: Db, terms: BillingTerms, p: BookingPayment): Promise<number> {
  return settle(tx, terms, {
    bookingId: p.bookingId,
    currency: p.currency,
    now: p.now,
    kind: 'BOOKING_FEE',
    key: sql`'booking-fee:' || ${p.bookingId}::int || ':' || ${p.paidTotal.toFixed(2)}::text || ':'`,
    next: sql`select a.organization_id, a.id as app_id, i.id as installation_id,
        coalesce(h.exact, 0) + ${String(p.amount)}::numeric * pp.booking_fee_percentage / 100 as exact
      from ${billableInstallations}
      -- the percentage the vendor agreed to for the plan it is on now
      join plan_periods pp on pp.installation_id = i.id and pp.ended_at is null
      left join held h on (h.organization_id, h.app_id, h.installation_id) = (a.organization_id, a.id, i.id)
      where i.vendor_id = ${p.vendorId} and i.uninstalled_at is null and a.deleted_at is null
        and pp.booking_fee_percentage > 0`,
  });
}

export interface BookingReversal {
  bookingId: number;
  /** The booking's ISO 4217 currency. */
  currency: string;
  /** Of the amount held before this change, the part given back: a refund's amount over it, or 'all' on cancellation. */
  part: { refunded: number; heldBefore: number } | 'all';
  /** What the booking has been refunded in all, this refund included (unused for 'all'). */
  refundedTotal: number;
  now: Date;
}

/**
 * Takes back the booking's fees in proportion to what is given back: for each installation that earned fees on
 * the booking (installed still or not), its running total keeps the part of itself that the booking keeps
 * (unrounded to 10 places), and a cancellation brings it to zero.
 */
export async function reverseBookingFees(tx: Db, terms: BillingTerms, p: BookingReversal): Promise<number> {
  const [given, held] = p.part === 'all' ? ['1', '1'] : [String(p.part.refunded), String(p.part.heldBefore)];
  // the part kept as a fraction, multiplied before dividing: a total that ends in a fraction of a cent stays exact
  const kept = sql`case when ${held}::numeric > 0
    then round(h.exact * greatest(${held}::numeric - ${given}::numeric, 0) / ${held}::numeric, 10) else h.exact end`;
  return settle(tx, terms, {
    bookingId: p.bookingId,
    currency: p.currency,
    now: p.now,
    kind: 'BOOKING_FEE_REVERSAL',
    key: sql`'booking-fee-reversal:' || ${p.bookingId}::int || ':' || ${p.part === 'all' ? 'cancel' : p.refundedTotal.toFixed(2)}::text || ':'`,
    next: sql`select h.organization_id, h.app_id, h.installation_id, ${p.part === 'all' ? sql`0::numeric` : kept} as exact from held h`,
  });
}

/**
 * Converts the fees of bookings that were waiting for an exchange rate, in every currency the table now has a
 * rate for: each booking in its own transaction with its row locked, as its payments are. Answers how many
 * entries it wrote and the currencies whose fees still wait for a rate (for the operator's log).
 */
export async function convertPendingBookingFees(db: Db, terms: BillingTerms, now: Date): Promise<{ added: number; waiting: string[] }> {
  const pending = await rows<{ booking_id: number; currency: string }>(
    db,
    sql`select booking_id, min(original_currency) as currency from ledger_entries
      where booking_id in (select booking_id from ledger_entries where exchange_rate is null and ${FEE_KINDS})
        and ${FEE_KINDS}
      group by booking_id
      having count(exchange_rate) = 0
      order by booking_id`,
  );
  let added = 0;
  const waiting = new Set<string>();
  for (const { booking_id: bookingId, currency } of pending) {
    if (usdRate(terms.exchangeRates, currency) === null) {
      waiting.add(currency);
      continue;
    }
    added += await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await tx.execute(sql`select id from bookings where id = ${bookingId} for update`);
      return settle(tx, terms, {
        bookingId,
        currency,
        now,
        kind: 'BOOKING_FEE',
        key: sql`'booking-fee-conversion:' || ${bookingId}::int || ':'`,
        // only while none of its fees has a rate: a payment meanwhile may have converted them
        next: sql`select h.organization_id, h.app_id, h.installation_id, h.exact from held h
          where not exists (select 1 from ledger_entries l
            where l.booking_id = ${bookingId} and l.kind in ('BOOKING_FEE', 'BOOKING_FEE_REVERSAL') and l.exchange_rate is not null)`,
        always: true,
      });
    });
  }
  return { added, waiting: [...waiting].sort() };
}
