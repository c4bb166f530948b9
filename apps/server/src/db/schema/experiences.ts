import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, money, updatedAt } from './common.ts';
import { vendors } from './vendors.ts';

/**
 * A vendor's own catalogue on the booking platform: what installed apps read and change through the App API
 * (platform-protocol §2). Every row belongs to one vendor; every query is scoped by `vendorId`.
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
  (t) => [
    index('experiences_vendor_idx').on(t.vendorId, t.id),
    check('experiences_seats_check', sql`${t.availableSeats} is null or ${t.availableSeats} >= 0`),
  ],
);

export type ExperienceRow = typeof experiences.$inferSelect;
