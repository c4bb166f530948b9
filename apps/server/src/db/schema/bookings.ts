import { check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, money, updatedAt } from './common.ts';
import { experiences } from './experiences.ts';
import { vendors } from './vendors.ts';

/**
 * Bookings of a vendor's experiences on the booking platform, read and changed by installed apps through the
 * App API (platform-protocol §2). Every row belongs to one vendor; every query is scoped by `vendorId`.
 */
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

export type BookingRow = typeof bookings.$inferSelect;
