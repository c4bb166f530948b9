import { boolean, check, index, integer, pgTable, real, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, tstz, updatedAt } from './common.ts';
import { apps } from './apps.ts';
import { users } from './accounts.ts';
import { organizations } from './organizations.ts';
import { vendorUsers, vendors } from './vendors.ts';

/**
 * A vendor's rating and review of an app: one per vendor and app, edited in place. The partner's one public
 * reply lives on the row. Staff may hide a review (with the reason its author was told); a hidden review leaves
 * the store and the app's rating.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    /** The vendor user who wrote (or last edited) it: told by e-mail when staff hide it. */
    vendorUserId: integer('vendor_user_id')
      .notNull()
      .references(() => vendorUsers.id),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    helpfulCount: integer('helpful_count').notNull().default(0),
    replyBody: text('reply_body'),
    replyUserId: integer('reply_user_id').references(() => users.id, { onDelete: 'set null' }),
    repliedAt: tstz('replied_at'),
    replyUpdatedAt: tstz('reply_updated_at'),
    /** Reports not yet decided by staff: the queue shows reviews with some. */
    openReports: integer('open_reports').notNull().default(0),
    hiddenAt: tstz('hidden_at'),
    hiddenReason: text('hidden_reason'),
    hiddenByUserId: integer('hidden_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_app_vendor_key').on(t.appId, t.vendorId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    // the store's two orders of an app's visible reviews
    index('reviews_app_newest_idx')
      .on(t.appId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.hiddenAt} is null`),
    index('reviews_app_helpful_idx')
      .on(t.appId, t.helpfulCount.desc(), t.id.desc())
      .where(sql`${t.hiddenAt} is null`),
    index('reviews_reported_idx')
      .on(t.updatedAt)
      .where(sql`${t.openReports} > 0 and ${t.hiddenAt} is null`),
  ],
);

/**
 * A report of a review, one per reviewer and review until staff decide on it: per organisation (whichever of its
 * members sent it) or per vendor (whichever of its users sent it), so a company with many users cannot pile reports
 * onto a review it dislikes. Exactly one of the two is set.
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id),
    organizationId: integer('organization_id').references(() => organizations.id),
    /** The member who sent it; the report stays the organisation's when that member is removed. */
    reporterUserId: integer('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    vendorId: integer('vendor_id').references(() => vendors.id),
    /** The vendor user who sent it (also for a partner's test vendor, whose report counts for its organisation). */
    reporterVendorUserId: integer('reporter_vendor_user_id').references(() => vendorUsers.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    resolvedAt: tstz('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_reports_review_organization_key').on(t.reviewId, t.organizationId),
    uniqueIndex('review_reports_review_vendor_key').on(t.reviewId, t.vendorId),
    check('review_reports_one_reporter_check', sql`(${t.organizationId} is null) <> (${t.vendorId} is null)`),
  ],
);

/**
 * One "helpful" mark per reviewer and review: per vendor (whichever of its users gave it), so a company with many
 * users cannot stack votes; reviews.helpful_count is the number of vendors' marks. Rows of an organisation are partners'
 * marks from before only tour operators could vote: kept, never counted (migration 0032). Exactly one of the two is
 * set; the unique keys decide under concurrency.
 */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id),
    organizationId: integer('organization_id').references(() => organizations.id),
    /** The member who gave it; the vote stays the organisation's when that member is removed. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    vendorId: integer('vendor_id').references(() => vendors.id),
    /** The vendor user who gave it. */
    vendorUserId: integer('vendor_user_id').references(() => vendorUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_helpful_votes_review_organization_key').on(t.reviewId, t.organizationId),
    uniqueIndex('review_helpful_votes_review_vendor_key').on(t.reviewId, t.vendorId),
    check('review_helpful_votes_one_voter_check', sql`(${t.organizationId} is null) <> (${t.vendorId} is null)`),
  ],
);

/**
 * Each app's rating over its visible reviews, rewritten in the transaction of every review write (reviews.service.ts),
 * so the store reads one row per app instead of aggregating reviews per request. No row: no visible review.
 */
export const appRatings = pgTable('app_ratings', {
  appId: integer('app_id')
    .primaryKey()
    .references(() => apps.id),
  reviewCount: integer('review_count').notNull(),
  ratingSum: integer('rating_sum').notNull(),
  /** rating_sum / review_count (the catalogue orders by its own stored key, catalog_sort_keys, kept from this row) */
  average: real('average').notNull(),
  stars1: integer('stars_1').notNull(),
  stars2: integer('stars_2').notNull(),
  stars3: integer('stars_3').notNull(),
  stars4: integer('stars_4').notNull(),
  stars5: integer('stars_5').notNull(),
});

/** A partner user's choice about new-review e-mails; no row means yes. */
export const reviewMailSettings = pgTable('review_mail_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newReviewMail: boolean('new_review_mail').notNull(),
});
