import { boolean, check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, money, updatedAt } from './common.ts';
import { vendors } from './vendors.ts';

/**
 * A vendor's own catalogue and bookings on the booking platform: what installed apps read and change through
 * the App API (platform-protocol §2). Every row belongs to one vendor; every query is scoped by `vendorId`.
 */
export const experiences = pgTable(
  'experiences',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Price per participant. */
    price: money('price').notNull(),
    /** ISO 4217 code. */
    currency: text('currency').notNull().default('USD'),
    activated: boolean('activated').notNull().default(true),
    /** Seats on each date; null means no limit, 0 closes the experience for booking. */
    availableSeats: integer('available_seats'),
    availabilityNote: text('availability_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('experiences_vendor_idx').on(t.vendorId, t.id), check('experiences_seats_check', sql`${t.availableSeats} is null or ${t.availableSeats} >= 0`)],
);

export const BOOKING_STATUSES = ['CONFIRMED', 'CANCELLED'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id),
    /** e.g. `DEM-123456`: the vendor's prefix and six digits; what customers quote. */
    confirmationCode: text('confirmation_code').notNull().unique(),
    status: text('status').$type<BookingStatus>().notNull().default('CONFIRMED'),
    date: date('date', { mode: 'string' }).notNull(),
    participants: integer('participants').notNull(),
    customerFirstName: text('customer_first_name').notNull(),
    customerLastName: text('customer_last_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    totalPrice: money('total_price').notNull(),
    /** Everything paid so far; refunds are counted apart, so the amount held is paid − refunded. */
    paidAmount: money('paid_amount').notNull().default(0),
    refundedAmount: money('refunded_amount').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_vendor_idx').on(t.vendorId, t.id),
    index('bookings_experience_date_idx').on(t.experienceId, t.date),
    check('bookings_status_check', sql`${t.status} in ('CONFIRMED', 'CANCELLED')`),
    check('bookings_participants_check', sql`${t.participants} > 0`),
  ],
);
