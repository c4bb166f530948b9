import {
  LIMITS,
  REVIEW_MESSAGES,
  REVIEW_MIN_INSTALLED_DAYS,
  REVIEW_WINDOW_DAYS,
  reviewHideSchema,
  reviewReplySchema,
  reviewReportSchema,
  reviewSchema,
  type ReviewSorting,
} from '@appstore/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { defineCursor, pageSize, toConnection, type Connection } from '../../lib/paging.ts';
import { parseInput } from '../../lib/parse-input.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { auditFor, auditStaffAction, requireAdmin } from '../accounts/viewer.ts';
import { findAnyApp, findLiveAppNames, parseId, type AppRow } from '../apps/apps.queries.ts';
import { APP_NOT_FOUND } from '../apps/apps.service.ts';
import { isListedInStore } from '../apps/listed-in-store.ts';
import { installedLongEnough } from '../installations/installations.queries.ts';
import type { VendorViewer } from '../vendor-site/vendor-sessions.ts';
import type { MailOutbox } from '../mail/mail.service.ts';
import { newReviewMail, reviewHiddenMail } from '../mail/templates.ts';
import { findVendorUser, type VendorRow } from '../vendors/vendors.queries.ts';
import { enqueueWebhookEvent } from '../webhook-delivery/outbox.ts';
import {
  dismissReports,
  findOrganizationReview,
  findOrganizationReviewPage,
  countOrganizationReviews,
  findReportedReviewPage,
  countReportedReviews,
  findReview,
  findVendorReview,
  findVisibleReviewPage,
  hideReview,
  insertHelpfulVote,
  insertReport,
  newReviewRecipients,
  refreshAppRating,
  saveReply,
  upsertReview,
  type ReviewAfter,
  type ReviewRow,
  type Voter,
} from './reviews.queries.ts';
import { takeReviewAction, type ReviewActor } from './reviews.throttle.ts';

export interface ReviewDeps {
  db: Db;
  config: Config;
  mail: MailOutbox;
}

export const REVIEW_PAGE_SIZE = 10;
const NOT_FOUND = () => new NotFoundError(REVIEW_MESSAGES.notFound);

/** The apps listed in the store are the ones that can be reviewed; anything else is missing. */
async function reviewableApp(db: Db, appId: string | number): Promise<AppRow> {
  const app = await findAnyApp(db, appId);
  if (!app || !isListedInStore(app)) throw new NotFoundError(APP_NOT_FOUND);
  return app;
}

/**
 * Why this vendor may not review the app, or null when it may: the developer's own (test) vendor never; others
 * while installed, or after an installation of at least 7 days within the last year.
 */
export async function reviewRefusal(db: Db, vendor: VendorRow, app: AppRow): Promise<string | null> {
  if (vendor.testForOrganizationId === app.organizationId) return REVIEW_MESSAGES.ownApp;
  const eligible = await installedLongEnough(db, {
    appId: app.id,
    vendorId: vendor.id,
    minDays: REVIEW_MIN_INSTALLED_DAYS,
    withinDays: REVIEW_WINDOW_DAYS,
  });
  return eligible ? null : REVIEW_MESSAGES.notInstalled;
}

/** What the vendor's review form needs: the app, the vendor's review if any, and whether it may write one. */
export async function reviewFormState(db: Db, vendor: VendorRow, appId: string | number) {
  const app = await reviewableApp(db, appId);
  const [refusal, review] = [await reviewRefusal(db, vendor, app), await findVendorReview(db, app.id, vendor.id)];
  return { app, refusal, review };
}

/**
 * The vendor's review: written once, edited after. The app's rating is rewritten in the same transaction; a new
 * review also queues e-mails to the developer's members (those who did not turn them off) and the REVIEWS_CREATE
 * webhook to the app, when the reviewer's installation is live and granted it (a vendor that has uninstalled the app
 * may still review it, and the app hears nothing more of that vendor).
 */
export async function submitReview(
  deps: ReviewDeps,
  author: { vendor: VendorRow; vendorUserId: number },
  appId: string | number,
  input: unknown,
): Promise<{ review: ReviewRow; created: boolean }> {
  const values = parseInput(reviewSchema, input);
  await takeReviewAction(deps.db, { vendorUserId: author.vendorUserId });
  const app = await reviewableApp(deps.db, appId);
  const refusal = await reviewRefusal(deps.db, author.vendor, app);
  if (refusal) throw new ForbiddenError(refusal);
  const result = await deps.db.transaction(async (tx) => {
    const { id, created } = await upsertReview(tx, {
      appId: app.id,
      vendorId: author.vendor.id,
      vendorUserId: author.vendorUserId,
      ...values,
    });
    await refreshAppRating(tx, app.id);
    if (created) {
      const recipients = await newReviewRecipients(tx, app.organizationId);
      const reviewsLink = `${deps.config.publicUrl}/extranet/reviews`;
      await deps.mail.queue(
        tx,
        recipients.map((r) =>
          newReviewMail({
            to: r.email,
            firstName: r.firstName,
            appName: app.name,
            vendorName: author.vendor.name,
            rating: values.rating,
            title: values.title,
            reviewsLink,
            settingsNote: `You can turn these e-mails off on the Reviews page: ${reviewsLink}`,
          }),
        ),
      );
      await enqueueWebhookEvent(tx, {
        vendorId: author.vendor.id,
        appId: app.id,
        topic: 'REVIEWS_CREATE',
        payload: { reviewId: toReviewGlobalId(id), rating: values.rating },
      });
    }
    return { review: (await findReview(tx, id))!, created };
  });
  if (result.created) deps.mail.wake();
  return result;
}

export const toReviewGlobalId = (id: number) => Buffer.from(`Review:${id}`).toString('base64').replace(/=+$/, '');

const NEWEST_CURSOR = defineCursor('reviews', ['micros', 'id']);
const HELPFUL_CURSOR = defineCursor('reviewsHelpful', ['count', 'id']);

function decodeAfter(sorting: ReviewSorting, after: string | null | undefined): ReviewAfter {
  if (sorting === 'HELPFUL') {
    const v = HELPFUL_CURSOR.decode(after);
    return v ? { sorting, helpful: v[0], id: v[1] } : null;
  }
  const v = NEWEST_CURSOR.decode(after);
  return v ? { sorting, micros: v[0], id: v[1] } : null;
}

const cursorOf = (sorting: ReviewSorting) => (r: ReviewRow) =>
  sorting === 'HELPFUL' ? HELPFUL_CURSOR.encode([r.helpfulCount, r.id]) : NEWEST_CURSOR.encode([Number(r.createdMicros), r.id]);

export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

/** An app's visible reviews for the store; `total` is its rating's count, kept with the rating. */
export async function listVisibleReviews(
  db: Db,
  appId: number,
  total: number,
  args: PageArgs & { sorting?: ReviewSorting | null },
): Promise<Connection<ReviewRow>> {
  const sorting = args.sorting ?? 'NEWEST';
  const size = pageSize(args.first, REVIEW_PAGE_SIZE);
  const after = decodeAfter(sorting, args.after);
  const rows = await findVisibleReviewPage(db, { appId, sorting, after, limit: size });
  return toConnection(rows, size, total, cursorOf(sorting), after !== null);
}

/** Every review of the viewer organisation's apps (or one of them), hidden ones too: the portal's Reviews page. */
export async function listOrganizationReviews(db: Db, viewer: Viewer, args: PageArgs & { appId?: string | null }) {
  let appId: number | null = null;
  if (args.appId != null) {
    appId = parseId(args.appId);
    const names = appId === null ? new Map() : await findLiveAppNames(db, [appId]);
    if (appId === null || names.get(appId)?.organizationId !== viewer.organization.id) throw new NotFoundError(APP_NOT_FOUND);
  }
  const size = pageSize(args.first, REVIEW_PAGE_SIZE);
  const after = decodeAfter('NEWEST', args.after);
  const rows = await findOrganizationReviewPage(db, { organizationId: viewer.organization.id, appId, after, limit: size });
  const total = await countOrganizationReviews(db, viewer.organization.id, appId);
  return toConnection(rows, size, total, cursorOf('NEWEST'), after !== null);
}

/** The partner's one public reply to a review of its own app; saving again edits it. */
export async function replyToReview(db: Db, viewer: Viewer, reviewId: string | number, input: unknown): Promise<ReviewRow> {
  const { body } = parseInput(reviewReplySchema, input);
  const id = parseId(reviewId);
  const review = id === null ? null : await findOrganizationReview(db, viewer.organization.id, id);
  if (!review) throw NOT_FOUND();
  return db.transaction(async (tx) => {
    await saveReply(tx, { reviewId: review.id, userId: viewer.user.id, body });
    return (await findReview(tx, review.id))!;
  });
}

/** A visible review as anyone may see it, with its app; hidden and unknown ones are missing. */
async function visibleReview(db: Db, reviewId: string | number): Promise<{ review: ReviewRow; app: AppRow }> {
  const id = parseId(reviewId);
  const review = id === null ? null : await findReview(db, id);
  if (!review || review.hiddenAt) throw NOT_FOUND();
  const app = await findAnyApp(db, review.appId);
  if (!app || !isListedInStore(app)) throw NOT_FOUND();
  return { review, app };
}

/**
 * Who marks a review helpful or reports it: a partner user (portal session) or a vendor user (the vendor pages'
 * session, a tour operator reading the store). Only a vendor user's Helpful counts; both may report.
 */
export type Reviewer = { partner: Viewer } | { vendor: VendorViewer };

/**
 * The organisation or vendor a vote or report counts for. A partner user's own organisation, even while staff act
 * disguised as another, so switching organisations cannot cast a second vote. A test vendor never gets here
 * (refuseTestVendor).
 */
function voterOf(reviewer: Reviewer): Voter {
  if ('partner' in reviewer) {
    const { user } = reviewer.partner;
    return { organizationId: user.organizationId, userId: user.id, vendorId: null, vendorUserId: null };
  }
  const { vendor, user } = reviewer.vendor;
  return { organizationId: null, userId: null, vendorId: vendor.id, vendorUserId: user.id };
}

export const TEST_VENDOR_VOTE = 'A test vendor cannot mark or report reviews.';
/** Helpful is the word of the companies that use the app: a partner can sign up as many organisations as it likes. */
export const PARTNER_HELPFUL = 'Only tour operators can mark reviews as helpful.';
export const OWN_APP_REPORT = 'You cannot report reviews of your own app.';

/**
 * A test vendor's session is handed to whoever starts a test installation, staff disguised as any organisation
 * included: counting it for that organisation would let one staff user vote once per organisation they act for.
 * It may not write reviews either.
 */
function refuseTestVendor(reviewer: Reviewer): void {
  if ('vendor' in reviewer && reviewer.vendor.vendor.testForOrganizationId !== null) throw new ForbiddenError(TEST_VENDOR_VOTE);
}

/** The rate-limit bucket: partner and vendor users have separate id spaces, so separate buckets. */
const actorOf = (reviewer: Reviewer): ReviewActor =>
  'partner' in reviewer ? { partnerUserId: reviewer.partner.user.id } : { vendorUserId: reviewer.vendor.user.id };

/**
 * Anyone signed in (partner or vendor user) may report a visible review, except the app's own organisation (it would
 * have staff look at its critics); it counts once per organisation or vendor, and a repeat (by the same or another of
 * its users) answers true and changes nothing. Staff see it in their queue, with at most OPEN_PARTNER_REPORTS_PER_REVIEW
 * organisations' reports waiting at a time (reviews.queries.ts).
 */
export async function reportReview(db: Db, reviewer: Reviewer, reviewId: string | number, input: unknown): Promise<boolean> {
  const { reason } = parseInput(reviewReportSchema, input);
  refuseTestVendor(reviewer);
  await takeReviewAction(db, actorOf(reviewer));
  const { review, app } = await visibleReview(db, reviewId);
  if ('partner' in reviewer && actsFor(reviewer.partner, app.organizationId)) throw new ForbiddenError(OWN_APP_REPORT);
  await db.transaction((tx) => insertReport(tx, { reviewId: review.id, voter: voterOf(reviewer), reason }));
  return true;
}

/** The partner user's own organisation, or the one staff act for while disguised. */
const actsFor = (viewer: Viewer, organizationId: number) =>
  viewer.user.organizationId === organizationId || viewer.organization.id === organizationId;

export const OWN_REVIEW_HELPFUL = 'You cannot mark your own review as helpful.';

/**
 * One "helpful" per vendor and review, whichever of its users gives it; a repeat changes nothing. Answers the review
 * with its count. Partners may not vote (PARTNER_HELPFUL): their earlier votes stay as rows but no longer count.
 */
export async function markReviewHelpful(db: Db, reviewer: Reviewer, reviewId: string | number): Promise<ReviewRow> {
  if ('partner' in reviewer) throw new ForbiddenError(PARTNER_HELPFUL);
  refuseTestVendor(reviewer);
  await takeReviewAction(db, actorOf(reviewer));
  const { review } = await visibleReview(db, reviewId);
  // the author's own vote would lift its review with every one it writes
  if (reviewer.vendor.vendor.id === review.vendorId) throw new ForbiddenError(OWN_REVIEW_HELPFUL);
  return db.transaction(async (tx) => {
    await insertHelpfulVote(tx, { reviewId: review.id, voter: voterOf(reviewer) });
    return (await findReview(tx, review.id))!;
  });
}

const REPORTED_CURSOR = defineCursor('reportedReviews', ['id']);

/** Staff only: visible reviews with undecided reports, oldest first. */
export async function listReportedReviews(db: Db, viewer: Viewer, args: PageArgs) {
  requireAdmin(viewer);
  const size = pageSize(args.first, LIMITS.appListPageSize);
  const after = REPORTED_CURSOR.decode(args.after);
  const rows = await findReportedReviewPage(db, { afterId: after ? after[0] : null, limit: size });
  return toConnection(rows, size, await countReportedReviews(db), (r) => REPORTED_CURSOR.encode([r.id]), after !== null);
}

async function anyReview(db: Db, reviewId: string | number): Promise<ReviewRow> {
  const id = parseId(reviewId);
  const review = id === null ? null : await findReview(db, id);
  if (!review) throw NOT_FOUND();
  return review;
}

/**
 * Staff only: hides a review with a reason. It leaves the store and the app's rating at once (same transaction),
 * its reports are closed, and its author is told why by e-mail.
 */
export async function hideReviewAsStaff(deps: ReviewDeps, viewer: Viewer, reviewId: string | number, input: unknown): Promise<ReviewRow> {
  requireAdmin(viewer);
  const { reason } = parseInput(reviewHideSchema, input);
  const review = await anyReview(deps.db, reviewId);
  const hidden = await deps.db.transaction(async (tx) => {
    const changed = await hideReview(tx, { reviewId: review.id, userId: viewer.user.id, reason });
    if (!changed) return (await findReview(tx, review.id))!;
    await refreshAppRating(tx, review.appId);
    const app = await findAnyApp(tx, review.appId);
    // in the log of the app's developer, as staff decisions on its apps are: it sees the hidden review and reason too
    if (app) await auditFor(tx, viewer, app.organizationId, 'review.hide', { type: 'review', id: review.id }, { reason, appId: app.id });
    const author = await findVendorUser(tx, review.vendorUserId);
    if (author && app) {
      await deps.mail.queue(
        tx,
        reviewHiddenMail({
          to: author.email,
          firstName: author.firstName,
          appName: app.name,
          reason,
          link: `${deps.config.publicUrl}/vendor/apps/${app.id}/review`,
        }),
      );
    }
    return (await findReview(tx, review.id))!;
  });
  deps.mail.wake();
  return hidden;
}

/** Staff only: the reports were unfounded; the review stays and leaves the queue. */
export async function dismissReviewReports(db: Db, viewer: Viewer, reviewId: string | number): Promise<ReviewRow> {
  requireAdmin(viewer);
  const review = await anyReview(db, reviewId);
  return db.transaction(async (tx) => {
    // reports are staff-only: the developer's log does not learn that its app's review was reported
    if (review.openReports > 0)
      await auditStaffAction(tx, viewer, 'review.reports.dismiss', { type: 'review', id: review.id }, { reports: review.openReports });
    await dismissReports(tx, review.id);
    return (await findReview(tx, review.id))!;
  });
}
