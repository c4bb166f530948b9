import { bigint, check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { apps } from './apps.ts';

/**
 * The listing funnel: per app, UTC day, source and step, how many times it happened. Nothing
 * about the visitor is kept here (no address, cookie or user), only the sums; every server process adds to the
 * same rows (modules/funnel/funnel-counter.ts). The visitors' daily caps live in rate_limits until the day ends.
 */
export const funnelDaily = pgTable(
  'funnel_daily',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id),
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    step: text('step').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.day, t.step, t.source] }),
    // the sources and steps of packages/shared/src/reports/funnel.ts, as landed SQL: a new one needs a migration
    check('funnel_daily_source_check', sql`${t.source} in ('HOME', 'SEARCH', 'CATEGORY', 'DIRECT')`),
    check(
      'funnel_daily_step_check',
      sql`${t.step} in ('IMPRESSION', 'LISTING_VIEW', 'INSTALL_CLICK', 'CONSENT_SHOWN', 'INSTALL_COMPLETED')`,
    ),
    check('funnel_daily_count_check', sql`${t.count} > 0`),
  ],
);
