import { centsText, fromCents, toCents } from '@appstore/shared';
import { randomInt } from 'node:crypto';
import { and, desc, eq, gte, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, type BookingRow, type BookingStatus } from '../../db/schema/bookings.ts';
import { APP_API_PAGE_SIZE, defineCursor, lazyConnection, pageSize } from '../../lib/paging.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { findVendor } from '../vendors/vendors.service.ts';
import { chargeBookingFees, reverseBookingFees, type BillingTerms } from '../billing/booking-fees.ts';
import { bookingEvent } from './booking-events.ts';
import { rowId } from '../../lib/node-ids.ts';
import { bookingCreateSchema, bookingFilterSchema, bookingUpdateSchema, moneyInputSchema } from './bookings.inputs.ts';
import { getExperience, lockExperienceRow, type ExperienceRow } from '../experiences/experiences.service.ts';

export interface BookingFilter {
  status?: BookingStatus | null;
  experienceId?: string | null;
  dateFrom?: string | null;
  dateTo?: string | null;
  confirmationCode?: string | null;
}

const BOOKINGS_CURSOR = defineCursor('bookings', ['id']);

/** The vendor's bookings, newest first. Dates are inclusive; an unknown experience id simply matches nothing. */
export async function listBookings(
  db: Db,
  vendorId: number,
  args: { filter?: BookingFilter | null; first?: number | null; after?: string | null },
) {
  const size = pageSize(args.first, APP_API_PAGE_SIZE);
  const after = BOOKINGS_CURSOR.decode(args.after);
  const f = args.filter ?? {};
  parseInput(bookingFilterSchema, { dateFrom: f.dateFrom, dateTo: f.dateTo });
  let experienceId: number | null = null;
  if (f.experienceId != null) {
    try {
      experienceId = rowId('Experience', f.experienceId);
    } catch {
      experienceId = 0;
    }
  }
  const where = and(
    eq(bookings.vendorId, vendorId),
    f.status ? eq(bookings.status, f.status) : undefined,
    experienceId !== null ? eq(bookings.experienceId, experienceId) : undefined,
    f.dateFrom ? gte(bookings.date, f.dateFrom) : undefined,
    f.dateTo ? lte(bookings.date, f.dateTo) : undefined,
    f.confirmationCode ? eq(bookings.confirmationCode, f.confirmationCode.trim().toUpperCase()) : undefined,
  );
  const page = await db
    .select()
    .from(bookings)
    .where(and(where, after ? lt(bookings.id, after[0]) : undefined))
    .orderBy(desc(bookings.id))
    .limit(size + 1);
  const count = async () =>
    Number(
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(bookings)
          .where(where)
      )[0]?.n ?? 0,
    );
  return lazyConnection(page, size, count, (b) => BOOKINGS_CURSOR.encode([b.id]), after !== null);
}

/** One of the vendor's bookings; another vendor's answers exactly as a missing one. */
export async function getBooking(db: Db, vendorId: number, id: string, opts: { forUpdate?: boolean } = {}): Promise<BookingRow> {
  const query = db
    .select()
    .from(bookings)
    .where(and(eq(bookings.vendorId, vendorId), eq(bookings.id, rowId('Booking', id))));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  if (!row) throw new NotFoundError('Booking not found');
  return row;
}

/** What the customer still owes (negative when more was paid than the booking now costs). */
export const balanceDue = (b: BookingRow) => fromCents(toCents(b.totalPrice) - toCents(b.paidAmount) + toCents(b.refundedAmount));

/** Seats on the experience's date: confirmed participants plus `participants` may not pass `availableSeats`. */
async function checkSeats(tx: Db, experience: ExperienceRow, date: string, participants: number, exceptBookingId?: number) {
  if (experience.availableSeats === null) return;
  const [row] = await tx
    .select({ taken: sql<number>`coalesce(sum(${bookings.participants}), 0)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.experienceId, experience.id),
        eq(bookings.date, date),
        eq(bookings.status, 'CONFIRMED'),
        exceptBookingId ? ne(bookings.id, exceptBookingId) : undefined,
      ),
    );
  const left = Math.max(0, experience.availableSeats - Number(row?.taken ?? 0));
  if (participants > left) {
    throw new ConflictError(
      left === 0 ? `${experience.name} has no seats left on ${date}` : `${experience.name} has only ${left} seats left on ${date}`,
    );
  }
}

/** The vendor's prefix (from its domain, e.g. `demo-tours` → `DEM`) and six random digits. */
async function confirmationPrefix(tx: Db, vendorId: number) {
  const vendor = await findVendor(tx, vendorId);
  return ((vendor?.domain ?? '').replace(/[^a-z]/gi, '').toUpperCase() + 'XXX').slice(0, 3);
}

export async function createBooking(db: Db, vendorId: number, input: unknown): Promise<BookingRow> {
  const values = parseInput(bookingCreateSchema, input);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // the lock serialises bookings of one experience, so two at once cannot both take the last seats
    const experience = await getExperience(tx, vendorId, values.experienceId, { forUpdate: true });
    if (!experience.activated) throw new ConflictError(`${experience.name} is not activated, so it cannot be booked`);
    await checkSeats(tx, experience, values.date, values.participants);
    const prefix = await confirmationPrefix(tx, vendorId);
    for (let attempt = 0; attempt < 10; attempt++) {
      const [row] = await tx
        .insert(bookings)
        .values({
          vendorId,
          experienceId: experience.id,
          confirmationCode: `${prefix}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`,
          date: values.date,
          participants: values.participants,
          customerFirstName: values.customer.firstName,
          customerLastName: values.customer.lastName,
          customerEmail: values.customer.email,
          customerPhone: values.customer.phone,
          totalPrice: fromCents(toCents(experience.price) * values.participants),
          currency: experience.currency,
        })
        .onConflictDoNothing({ target: bookings.confirmationCode })
        .returning();
      if (row) {
        await bookingEvent(tx, 'BOOKINGS_CREATE', row);
        return row;
      }
    }
    throw new Error('Could not find a free confirmation code');
  });
}

/**
 * Changes date, participants or customer details of a confirmed booking. The price per participant stays
 * the one booked; seats are checked again for a new date or more participants.
 */
export async function updateBooking(db: Db, vendorId: number, id: string, input: unknown): Promise<BookingRow> {
  const parsed = parseInput(bookingUpdateSchema, input);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const current = await getBooking(tx, vendorId, id, { forUpdate: true });
    if (current.status === 'CANCELLED') throw new ConflictError('A cancelled booking cannot be changed');
    const date = parsed.date ?? current.date;
    const participants = parsed.participants ?? current.participants;
    const changes: Partial<BookingRow> = { date, participants };
    if (date !== current.date || participants > current.participants) {
      const experience = await lockExperienceRow(tx, current.experienceId);
      await checkSeats(tx, experience, date, participants, current.id);
    }
    if (participants !== current.participants) {
      const unitCents = Math.round(toCents(current.totalPrice) / current.participants);
      changes.totalPrice = fromCents(unitCents * participants);
    }
    const c = parsed.customer;
    if (c?.firstName != null) changes.customerFirstName = c.firstName;
    if (c?.lastName != null) changes.customerLastName = c.lastName;
    if (c?.email != null) changes.customerEmail = c.email;
    if (c?.phone != null) changes.customerPhone = c.phone || null;
    const [row] = await tx
      .update(bookings)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(bookings.id, current.id))
      .returning();
    await bookingEvent(tx, 'BOOKINGS_UPDATE', row!);
    return row!;
  });
}

/** Cancels a booking; the booking fees it earned are taken back. */
export async function cancelBooking(db: Db, vendorId: number, id: string, billing: BillingTerms): Promise<BookingRow> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const current = await getBooking(tx, vendorId, id, { forUpdate: true });
    if (current.status === 'CANCELLED') throw new ConflictError('The booking is already cancelled');
    const [row] = await tx
      .update(bookings)
      .set({ status: 'CANCELLED', updatedAt: new Date() })
      .where(eq(bookings.id, current.id))
      .returning();
    await reverseBookingFees(tx, billing, {
      bookingId: row!.id,
      currency: row!.currency,
      part: 'all',
      refundedTotal: row!.refundedAmount,
      now: row!.updatedAt,
    });
    await bookingEvent(tx, 'BOOKINGS_CANCEL', row!);
    return row!;
  });
}

function checkCurrency(booking: BookingRow, currency: string) {
  if (currency !== booking.currency) {
    throw new ValidationError([{ field: 'currency', message: `currency must be ${booking.currency}, the currency of the booking` }]);
  }
}

/**
 * A payment towards a confirmed booking, up to the balance due; fires BOOKINGS_PAYMENT with amount and currency.
 * The vendor's apps that take a booking fee earn it in the same transaction.
 */
export async function addBookingPayment(db: Db, vendorId: number, id: string, input: unknown, billing: BillingTerms): Promise<BookingRow> {
  const { amount, currency } = parseInput(moneyInputSchema, input);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const current = await getBooking(tx, vendorId, id, { forUpdate: true });
    if (current.status === 'CANCELLED') throw new ConflictError('A cancelled booking cannot take payments');
    checkCurrency(current, currency);
    const due = balanceDue(current);
    if (toCents(amount) > toCents(due)) {
      throw new ValidationError([
        { field: 'amount', message: `amount must not be more than the balance due (${centsText(toCents(due))} ${current.currency})` },
      ]);
    }
    const [row] = await tx
      .update(bookings)
      .set({ paidAmount: fromCents(toCents(current.paidAmount) + toCents(amount)), updatedAt: new Date() })
      .where(eq(bookings.id, current.id))
      .returning();
    await chargeBookingFees(tx, billing, {
      vendorId,
      bookingId: row!.id,
      amount,
      currency: row!.currency,
      paidTotal: row!.paidAmount,
      now: row!.updatedAt,
    });
    await bookingEvent(tx, 'BOOKINGS_PAYMENT', row!, { amount, currency });
    return row!;
  });
}

/**
 * Gives back up to what was paid and not yet refunded, also after cancelling; fires BOOKINGS_REFUND. The
 * booking fees take back the same part of themselves as the refund is of what was held.
 */
export async function refundBooking(db: Db, vendorId: number, id: string, input: unknown, billing: BillingTerms): Promise<BookingRow> {
  const { amount, currency } = parseInput(moneyInputSchema, input);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const current = await getBooking(tx, vendorId, id, { forUpdate: true });
    checkCurrency(current, currency);
    const held = fromCents(toCents(current.paidAmount) - toCents(current.refundedAmount));
    if (toCents(amount) > toCents(held)) {
      throw new ValidationError([
        {
          field: 'amount',
          message: `amount must not be more than what was paid and not refunded (${centsText(toCents(held))} ${current.currency})`,
        },
      ]);
    }
    const [row] = await tx
      .update(bookings)
      .set({ refundedAmount: fromCents(toCents(current.refundedAmount) + toCents(amount)), updatedAt: new Date() })
      .where(eq(bookings.id, current.id))
      .returning();
    await reverseBookingFees(tx, billing, {
      bookingId: row!.id,
      currency: row!.currency,
      part: { refunded: amount, heldBefore: held },
      refundedTotal: row!.refundedAmount,
      now: row!.updatedAt,
    });
    await bookingEvent(tx, 'BOOKINGS_REFUND', row!, { amount, currency });
    return row!;
  });
}
