import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, money, tstz, updatedAt } from './common.ts';
import { pricePlanType } from './enums.ts';
import { apps } from './apps.ts';

export const pricePlans = pgTable(
  'price_plans',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id),
    name: text('name').notNull(),
    type: pricePlanType('type').notNull(),
    discountedYearlyPrice: boolean('discounted_yearly_price').notNull().default(false),
    monthlyAmount: money('monthly_amount').notNull().default(0),
    yearlyAmount: money('yearly_amount').notNull().default(0),
    oneTimeAmount: money('one_time_amount').notNull().default(0),
    /** Share of each booking paid while installed, in percent. */
    bookingFeePercentage: money('booking_fee_percentage').notNull().default(0),
    /** Soft delete: installations keep the plan they chose. */
    deletedAt: tstz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('price_plans_app_idx').on(t.appId),
    // one FREE plan per app (spec §5), also under concurrent saves
    uniqueIndex('price_plans_one_free_key')
      .on(t.appId)
      .where(sql`${t.type} = 'FREE' and ${t.deletedAt} is null`),
  ],
);
