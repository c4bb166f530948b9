import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** Timestamps are stored with time zone and read as Date. */
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Money in USD with cents, read as a number. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
