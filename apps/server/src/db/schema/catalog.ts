import { doublePrecision, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { apps } from './apps.ts';

/**
 * The catalogue's stored sort keys, one row per app (of any status; the store's `visible` rule still decides what
 * is listed): the public store's orders walk an index of them instead of working a key out for every listed app
 * on every request. Kept by triggers (migration 0027), never written by application code: a row is made with
 * its app, `rating_key` follows the app's row in app_ratings (reviews domain) and `active_installs` its installations
 * (installations domain), each in the writing statement's transaction.
 */
export const catalogSortKeys = pgTable(
  'catalog_sort_keys',
  {
    appId: integer('app_id')
      .primaryKey()
      .references(() => apps.id, { onDelete: 'cascade' }),
    /**
     * RATING's one key: the average to 4 decimals, then the number of visible reviews, as one exact integer-valued
     * float8 (floor(sum * 10000 / count) * 1,000,000 + least(count, 999,999)); 0 for an app without a visible review.
     */
    ratingKey: doublePrecision('rating_key').notNull().default(0),
    /** POPULAR's key: the app's active installations (uninstalled_at null), never shown (cards show a bucket). */
    activeInstalls: integer('active_installs').notNull().default(0),
  },
  // each order with its tie-break (app id), both descending as the page reads them
  (t) => [
    index('catalog_sort_keys_rating_idx').on(t.ratingKey.desc(), t.appId.desc()),
    index('catalog_sort_keys_popular_idx').on(t.activeInstalls.desc(), t.appId.desc()),
  ],
);
