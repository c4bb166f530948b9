import { and, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { ReviewSorting } from '@appstore/shared';
import type { Db } from '../../db/client.ts';
import { appRatings, reviewHelpfulVotes, reviewMailSettings, reviewReports, reviews } from '../../db/schema/reviews.ts';
import { epochMicros, fromEpochMicros } from '../../lib/epoch-micros.ts';
import { organizationMembers } from '../accounts/accounts.queries.ts';
import { liveAppIdsOf } from '../apps/apps.queries.ts';
import { organizationNames } from '../organizations/organizations.queries.ts';
import { vendorRows } from '../vendors/vendors.queries.ts';

export type AppRatingRow = typeof appRatings.$inferSelect;

/** A review with the company that wrote it, as every reader sees it. */
export interface ReviewRow {
  id: number;
  appId: number;
  vendorId: number;
  vendorUserId: number;
  vendorName: string;
  vendorCountry: string;
  rating: number;
  title: string;
  body: string;
  helpfulCount: number;
  replyBody: string | null;
  repliedAt: Date | null;
  replyUpdatedAt: Date | null;
  openReports: number;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** Sort key of the row's order, as its cursor carries it */
  createdMicros: string;
}

const reviewFields = {
  id: reviews.id,
  appId: reviews.appId,
  vendorId: reviews.vendorId,
  vendorUserId: reviews.vendorUserId,
  vendorName: vendorRows.name,
  vendorCountry: vendorRows.country,
  rating: reviews.rating,
  title: reviews.title,
  body: reviews.body,
  helpfulCount: reviews.helpfulCount,
  replyBody: reviews.replyBody,
  repliedAt: reviews.repliedAt,
  replyUpdatedAt: reviews.replyUpdatedAt,
  openReports: reviews.openReports,
  hiddenAt: reviews.hiddenAt,
  hiddenReason: reviews.hiddenReason,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  createdMicros: epochMicros(reviews.createdAt),
};

const selectReviews = (db: Db) => db.select(reviewFields).from(reviews).innerJoin(vendorRows, eq(vendorRows.id, reviews.vendorId));

export async function findReview(db: Db, id: number): Promise<ReviewRow | null> {
  const [row] = await selectReviews(db).where(eq(reviews.id, id));
  return row ?? null;
}

/** The review of an organisation's live app; another organisation's review is missing. */
export async function findOrganizationReview(db: Db, organizationId: number, id: number): Promise<ReviewRow | null> {
  const [row] = await selectReviews(db).where(and(eq(reviews.id, id), inArray(reviews.appId, liveAppIdsOf(organizationId))));
  return row ?? null;
}

export async function findVendorReview(db: Db, appId: number, vendorId: number): Promise<ReviewRow | null> {
  const [row] = await selectReviews(db).where(and(eq(reviews.appId, appId), eq(reviews.vendorId, vendorId)));
  return row ?? null;
}

/** Writes the vendor's one review of the app: a second write edits it. Answers whether it was new. */
export async function upsertReview(
  tx: Db,
  p: { appId: number; vendorId: number; vendorUserId: number; rating: number; title: string; body: string },
): Promise<{ id: number; created: boolean }> {
  const [row] = await tx
    .insert(reviews)
    .values(p)
    .onConflictDoUpdate({
      target: [reviews.appId, reviews.vendorId],
      set: { vendorUserId: p.vendorUserId, rating: p.rating, title: p.title, body: p.body, updatedAt: sql`now()` },
    })
    .returning({ id: reviews.id, created: sql<boolean>`xmax = 0` });
  return { id: row!.id, created: Boolean(row!.created) };
}

/**
 * Rewrites the app's rating from its visible reviews; called in the transaction of every write that changes
 * them, after it, so the row always equals the aggregate (a concurrent write of the same app waits for the
 * row lock of the ratings row or the reviews it changed).
 */
export async function refreshAppRating(tx: Db, appId: number): Promise<void> {
  const stars = (n: number) => sql`count(*) filter (where rating = ${n})::int`;
  await tx.execute(sql`
    insert into ${appRatings} (app_id, review_count, rating_sum, average, stars_1, stars_2, stars_3, stars_4, stars_5)
    select ${appId}::int, count(*)::int, sum(rating)::int, avg(rating)::real, ${stars(1)}, ${stars(2)}, ${stars(3)}, ${stars(4)}, ${stars(5)}
    from ${reviews} where app_id = ${appId} and hidden_at is null
    having count(*) > 0
    on conflict (app_id) do update set review_count = excluded.review_count, rating_sum = excluded.rating_sum,
      average = excluded.average, stars_1 = excluded.stars_1, stars_2 = excluded.stars_2, stars_3 = excluded.stars_3,
      stars_4 = excluded.stars_4, stars_5 = excluded.stars_5`);
  await tx.execute(
    sql`delete from ${appRatings} where app_id = ${appId} and not exists (select 1 from ${reviews} where app_id = ${appId} and hidden_at is null)`,
  );
}

export async function findAppRatings(db: Db, appIds: readonly number[]): Promise<Map<number, AppRatingRow>> {
  if (appIds.length === 0) return new Map();
  const found = await db
    .select()
    .from(appRatings)
    .where(inArray(appRatings.appId, [...appIds]));
  return new Map(found.map((r) => [r.appId, r]));
}

/** Where a page of reviews starts: after the row with these sort keys. */
export type ReviewAfter = { sorting: 'NEWEST'; micros: number; id: number } | { sorting: 'HELPFUL'; helpful: number; id: number } | null;

function order(sorting: ReviewSorting, after: ReviewAfter): { where: SQL; orderBy: SQL[] } {
  if (sorting === 'HELPFUL') {
    return {
      where:
        after?.sorting === 'HELPFUL'
          ? sql`(${reviews.helpfulCount}, ${reviews.id}) < (${after.helpful}::int, ${after.id}::int)`
          : sql`true`,
      orderBy: [desc(reviews.helpfulCount), desc(reviews.id)],
    };
  }
  return {
    where:
      after?.sorting === 'NEWEST'
        ? sql`(${reviews.createdAt}, ${reviews.id}) < (${fromEpochMicros(after.micros)}, ${after.id}::int)`
        : sql`true`,
    orderBy: [desc(reviews.createdAt), desc(reviews.id)],
  };
}

/** A page (and one row more) of an app's visible reviews in the store's order. */
export async function findVisibleReviewPage(db: Db, p: { appId: number; sorting: ReviewSorting; after: ReviewAfter; limit: number }) {
  const o = order(p.sorting, p.after);
  return selectReviews(db)
    .where(and(eq(reviews.appId, p.appId), isNull(reviews.hiddenAt), o.where))
    .orderBy(...o.orderBy)
    .limit(p.limit + 1);
}

/** A page (and one more) of every review of the organisation's live apps (or of one of them), hidden ones too, newest first. */
export async function findOrganizationReviewPage(
  db: Db,
  p: { organizationId: number; appId: number | null; after: ReviewAfter; limit: number },
) {
  const o = order('NEWEST', p.after);
  return selectReviews(db)
    .where(and(inArray(reviews.appId, liveAppIdsOf(p.organizationId)), p.appId === null ? undefined : eq(reviews.appId, p.appId), o.where))
    .orderBy(...o.orderBy)
    .limit(p.limit + 1);
}

export async function countOrganizationReviews(db: Db, organizationId: number, appId: number | null): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(inArray(reviews.appId, liveAppIdsOf(organizationId)), appId === null ? undefined : eq(reviews.appId, appId)));
  return Number(row?.n ?? 0);
}

export async function saveReply(tx: Db, p: { reviewId: number; userId: number; body: string }): Promise<void> {
  await tx
    .update(reviews)
    .set({ replyBody: p.body, replyUserId: p.userId, repliedAt: sql`coalesce(${reviews.repliedAt}, now())`, replyUpdatedAt: sql`now()` })
    .where(eq(reviews.id, p.reviewId));
}

/** Who a vote or report counts for: an organisation or a vendor (exactly one), and the user who sent it. */
export interface Voter {
  organizationId: number | null;
  userId: number | null;
  vendorId: number | null;
  vendorUserId: number | null;
}

/**
 * Partner organisations' reports of one review that wait for staff at a time. Anyone can sign up organisations, so
 * their number says nothing about a review; staff need only a few reasons to look at it. Past it a report is not
 * queued (the review is in the queue already); staff's decision closes the waiting ones, and each organisation
 * reports a review once ever, so a second round needs as many new organisations again.
 */
export const OPEN_PARTNER_REPORTS_PER_REVIEW = 3;

/**
 * One report per organisation or vendor and review (the unique indexes decide, so concurrent reports of two of its
 * users cannot both count); a repeated report changes nothing, and so does an organisation's report once
 * OPEN_PARTNER_REPORTS_PER_REVIEW wait. Answers whether it was queued.
 */
export async function insertReport(tx: Db, p: { reviewId: number; voter: Voter; reason: string }): Promise<boolean> {
  const { organizationId, userId, vendorId, vendorUserId } = p.voter;
  if (organizationId !== null) {
    // the review's row lock makes concurrent reports of several organisations count one after another
    await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, p.reviewId)).for('update');
    const [waiting] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(reviewReports)
      .where(and(eq(reviewReports.reviewId, p.reviewId), isNotNull(reviewReports.organizationId), isNull(reviewReports.resolvedAt)));
    if (Number(waiting?.n ?? 0) >= OPEN_PARTNER_REPORTS_PER_REVIEW) return false;
  }
  const inserted = await tx
    .insert(reviewReports)
    .values({
      reviewId: p.reviewId,
      organizationId,
      reporterUserId: userId,
      vendorId,
      reporterVendorUserId: vendorUserId,
      reason: p.reason,
    })
    // the vendor's unique key refuses a repeat
    .onConflictDoNothing()
    .returning({ id: reviewReports.id });
  if (inserted.length === 0) return false;
  await tx
    .update(reviews)
    .set({ openReports: sql`${reviews.openReports} + 1` })
    .where(eq(reviews.id, p.reviewId));
  return true;
}

export interface ReportRow {
  reason: string;
  createdAt: Date;
  /** The organisation's or the vendor's name */
  reporterName: string;
  reporterType: 'ORGANIZATION' | 'VENDOR';
}

/** Reviews with undecided reports, still visible, the longest-waiting first (one row more). */
export async function findReportedReviewPage(db: Db, p: { afterId: number | null; limit: number }) {
  return selectReviews(db)
    .where(
      and(sql`${reviews.openReports} > 0`, isNull(reviews.hiddenAt), p.afterId === null ? undefined : sql`${reviews.id} > ${p.afterId}`),
    )
    .orderBy(reviews.id)
    .limit(p.limit + 1);
}

export async function countReportedReviews(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(sql`${reviews.openReports} > 0`, isNull(reviews.hiddenAt)));
  return Number(row?.n ?? 0);
}

export async function findOpenReports(db: Db, reviewIds: readonly number[]): Promise<Map<number, ReportRow[]>> {
  if (reviewIds.length === 0) return new Map();
  const found = await db
    .select({
      reviewId: reviewReports.reviewId,
      reason: reviewReports.reason,
      createdAt: reviewReports.createdAt,
      organizationName: organizationNames.businessName,
      vendorName: vendorRows.name,
    })
    .from(reviewReports)
    .leftJoin(organizationNames, eq(organizationNames.id, reviewReports.organizationId))
    .leftJoin(vendorRows, eq(vendorRows.id, reviewReports.vendorId))
    .where(and(inArray(reviewReports.reviewId, [...reviewIds]), isNull(reviewReports.resolvedAt)))
    .orderBy(reviewReports.id);
  const byReview = new Map<number, ReportRow[]>();
  for (const r of found) {
    const report: ReportRow = {
      reason: r.reason,
      createdAt: r.createdAt,
      reporterName: r.vendorName ?? r.organizationName ?? '',
      reporterType: r.vendorName === null ? 'ORGANIZATION' : 'VENDOR',
    };
    byReview.set(r.reviewId, [...(byReview.get(r.reviewId) ?? []), report]);
  }
  return byReview;
}

/** Closes the review's open reports (hidden, or dismissed by staff). */
async function resolveReports(tx: Db, reviewId: number) {
  await tx
    .update(reviewReports)
    .set({ resolvedAt: sql`now()` })
    .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt)));
  await tx.update(reviews).set({ openReports: 0 }).where(eq(reviews.id, reviewId));
}

/** Hides a visible review (locked); answers false when it was hidden already. */
export async function hideReview(tx: Db, p: { reviewId: number; userId: number; reason: string }): Promise<boolean> {
  const changed = await tx
    .update(reviews)
    .set({ hiddenAt: sql`now()`, hiddenReason: p.reason, hiddenByUserId: p.userId })
    .where(and(eq(reviews.id, p.reviewId), isNull(reviews.hiddenAt)))
    .returning({ id: reviews.id });
  if (changed.length === 0) return false;
  await resolveReports(tx, p.reviewId);
  return true;
}

export const dismissReports = resolveReports;

/** One helpful mark per vendor (the unique key decides; partners' marks from before stay under their organisation's); answers whether it was new. */
export async function insertHelpfulVote(tx: Db, p: { reviewId: number; voter: Voter }): Promise<boolean> {
  const inserted = await tx
    .insert(reviewHelpfulVotes)
    .values({ reviewId: p.reviewId, ...p.voter })
    // the vendor's unique key refuses a repeat
    .onConflictDoNothing()
    .returning({ id: reviewHelpfulVotes.reviewId });
  if (inserted.length === 0) return false;
  await tx
    .update(reviews)
    .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
    .where(eq(reviews.id, p.reviewId));
  return true;
}

export async function findNewReviewMail(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select().from(reviewMailSettings).where(eq(reviewMailSettings.userId, userId));
  return row?.newReviewMail ?? true;
}

export async function saveNewReviewMail(db: Db, userId: number, enabled: boolean): Promise<void> {
  await db
    .insert(reviewMailSettings)
    .values({ userId, newReviewMail: enabled })
    .onConflictDoUpdate({ target: reviewMailSettings.userId, set: { newReviewMail: enabled } });
}

/** The organisation's members who want new-review e-mails (everyone who has not said no). */
export async function newReviewRecipients(db: Db, organizationId: number): Promise<{ email: string; firstName: string }[]> {
  return db
    .select({ email: organizationMembers.email, firstName: organizationMembers.firstName })
    .from(organizationMembers)
    .leftJoin(reviewMailSettings, eq(reviewMailSettings.userId, organizationMembers.id))
    .where(and(eq(organizationMembers.organizationId, organizationId), sql`coalesce(${reviewMailSettings.newReviewMail}, true)`));
}

/** Reviews' titles by id: what the audit log calls an entry's review. */
export async function findReviewTitles(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: reviews.id, title: reviews.title }).from(reviews).where(inArray(reviews.id, ids));
  return new Map(rows.map((r) => [r.id, r.title]));
}
