import { REVIEW_SORTINGS } from '@appstore/shared';
import { builder, type Types } from '../../graphql/builder.ts';
import type { Context } from '../../graphql/context.ts';
import { defineConnection } from '../../graphql/connection.ts';
import { SESSION_ENDED, UnauthorizedError } from '../../lib/errors.ts';
import type { VendorViewer } from '../vendor-site/vendor-sessions.ts';
import type { createReviewLoaders } from './reviews.loaders.ts';
import type { AppRatingRow, ReportRow, ReviewRow } from './reviews.queries.ts';
import { findNewReviewMail, saveNewReviewMail } from './reviews.queries.ts';
import {
  dismissReviewReports,
  hideReviewAsStaff,
  listOrganizationReviews,
  listReportedReviews,
  listVisibleReviews,
  markReviewHelpful,
  replyToReview,
  reportReview,
  REVIEW_PAGE_SIZE,
  type Reviewer,
} from './reviews.service.ts';

declare module '../../graphql/context.ts' {
  interface Loaders {
    reviews: ReturnType<typeof createReviewLoaders>;
  }
  // the vendor session's viewer is who the store's Helpful and Report see as a signed-in tour operator
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface SignedInVendorUser extends VendorViewer {}
}

/**
 * Who acts under the `reviewer` scope when a browser may hold both sessions: for a report the partner's session
 * first (the store API's own), for Helpful the vendor user's, as only tour operators' marks count.
 */
async function reviewerOf(ctx: Context, first: 'partner' | 'vendor'): Promise<Reviewer> {
  const partner = async (): Promise<Reviewer | null> => {
    const viewer = await ctx.viewer();
    return viewer ? { partner: viewer } : null;
  };
  const vendor = async (): Promise<Reviewer | null> => {
    const viewer = await ctx.vendorViewer();
    return viewer ? { vendor: viewer } : null;
  };
  const reviewer = first === 'partner' ? ((await partner()) ?? (await vendor())) : ((await vendor()) ?? (await partner()));
  if (!reviewer) throw new UnauthorizedError(SESSION_ENDED);
  return reviewer;
}

const reviewDeps = (ctx: Context) => ({ db: ctx.db, config: ctx.config, mail: ctx.mail });

const ReviewSortingEnum = builder.enumType('ReviewSorting', { values: REVIEW_SORTINGS });

const RatingCountRef = builder.objectRef<{ stars: number; count: number }>('RatingCount').implement({
  fields: (t) => ({ stars: t.exposeInt('stars'), count: t.exposeInt('count') }),
});

/** Wrapped, so an app without a rating row is a rating of no reviews rather than a null. */
const AppRatingRef = builder.objectRef<{ row: AppRatingRow | null }>('AppRating').implement({
  description: "An app's rating over its visible reviews (hidden ones do not count).",
  fields: (t) => ({
    average: t.float({ nullable: true, description: 'Null when there is no visible review.', resolve: ({ row }) => row?.average ?? null }),
    count: t.int({ resolve: ({ row }) => row?.reviewCount ?? 0 }),
    distribution: t.field({
      type: [RatingCountRef],
      description: 'Visible reviews per number of stars, 5 first.',
      resolve: ({ row }) =>
        [5, 4, 3, 2, 1].map((stars) => ({
          stars,
          count: row ? row[`stars${stars}` as 'stars1' | 'stars2' | 'stars3' | 'stars4' | 'stars5'] : 0,
        })),
    }),
  }),
});

const ReviewReplyRef = builder.objectRef<ReviewRow>('ReviewReply').implement({
  description: "The developer's public reply.",
  fields: (t) => ({
    body: t.string({ resolve: (r) => r.replyBody ?? '' }),
    creationDate: t.string({ resolve: (r) => r.repliedAt!.toISOString() }),
    updateDate: t.string({ resolve: (r) => (r.replyUpdatedAt ?? r.repliedAt)!.toISOString() }),
  }),
});

const ReviewRef = builder.objectRef<ReviewRow>('Review').implement({
  description: "A vendor's rating and review of an app. Edited in place; `updateDate` says when.",
  fields: (t) => ({
    id: t.exposeID('id'),
    rating: t.exposeInt('rating'),
    title: t.exposeString('title'),
    body: t.exposeString('body'),
    authorName: t.string({ description: 'The company (vendor) that wrote it.', resolve: (r) => r.vendorName }),
    authorCountry: t.string({ description: 'ISO 3166-1 alpha-2 code.', resolve: (r) => r.vendorCountry }),
    creationDate: t.string({ resolve: (r) => r.createdAt.toISOString() }),
    updateDate: t.string({ resolve: (r) => r.updatedAt.toISOString() }),
    helpfulCount: t.exposeInt('helpfulCount'),
    reply: t.field({ type: ReviewReplyRef, nullable: true, resolve: (r) => (r.replyBody ? r : null) }),
  }),
});

const ReviewReporterTypeEnum = builder.enumType('ReviewReporterType', {
  description: 'Who sent a report: a developer organisation (portal) or a vendor, a tour operator (vendor pages).',
  values: ['ORGANIZATION', 'VENDOR'] as const,
});

const ReviewReportRef = builder.objectRef<ReportRow>('ReviewReport').implement({
  fields: (t) => ({
    reason: t.exposeString('reason'),
    creationDate: t.string({ resolve: (r) => r.createdAt.toISOString() }),
    reporterName: t.exposeString('reporterName', { description: "The organisation's or the vendor's name." }),
    reporterType: t.field({ type: ReviewReporterTypeEnum, resolve: (r) => r.reporterType }),
  }),
});

/** A review as its app's developer (and staff) see it: with its app and whether staff hid it. */
const ManagedReviewRef = builder.objectRef<ReviewRow>('ManagedReview').implement({
  description: 'A review of one of your apps, hidden ones too.',
  fields: (t) => ({
    review: t.field({ type: ReviewRef, resolve: (r) => r }),
    appId: t.exposeID('appId'),
    appName: t.string({ resolve: async (r, _a, ctx) => (await ctx.loaders.reviews.appName(r.appId)) ?? '' }),
    hidden: t.boolean({ resolve: (r) => r.hiddenAt !== null }),
    hiddenReason: t.exposeString('hiddenReason', { nullable: true }),
    openReports: t.field({
      type: [ReviewReportRef],
      description: 'Staff only; empty for partners.',
      resolve: async (r, _a, ctx) => ((await ctx.viewer())?.user.adminUser ? ctx.loaders.reviews.openReports(r.id) : []),
    }),
  }),
});

const ReviewConnectionRef = defineConnection('Review', ReviewRef, (r: ReviewRow) => r);
const ManagedReviewConnectionRef = defineConnection('ManagedReview', ManagedReviewRef, (r: ReviewRow) => r);

/** The rating and reviews of a store listing's app; the catalog, which owns the store's listing type, adds them to it. */
export const listingReviewFields = (t: PothosSchemaTypes.ObjectFieldBuilder<Types, { appId: number }>) => ({
  rating: t.field({
    type: AppRatingRef,
    description: "The app's rating, kept up to date with every review write.",
    resolve: async (l, _a, ctx) => ({ row: await ctx.loaders.reviews.rating(l.appId) }),
  }),
  reviews: t.field({
    type: ReviewConnectionRef,
    description:
      'Visible reviews of the app: newest first (default) or most helpful first. Under a list of listings the query cost counts every review of every listing (first defaults to 10), so ask publicAppListing(id) for more than a few.',
    // the default is in the schema so that the cost limit weighs it under a list of listings
    args: { sorting: t.arg({ type: ReviewSortingEnum }), first: t.arg.int({ defaultValue: REVIEW_PAGE_SIZE }), after: t.arg.string() },
    resolve: async (l, args, ctx) => {
      const rating = await ctx.loaders.reviews.rating(l.appId);
      return listVisibleReviews(ctx.db, l.appId, rating?.reviewCount ?? 0, args);
    },
  }),
});

builder.queryFields((t) => ({
  partnerReviews: t.withAuth({ signedIn: true }).field({
    type: ManagedReviewConnectionRef,
    description: "Every review of the organisation's apps (or of `appId`), hidden ones too, newest first.",
    args: { appId: t.arg.id(), first: t.arg.int(), after: t.arg.string() },
    resolve: async (_root, args, ctx) => listOrganizationReviews(ctx.db, await ctx.viewer(), args),
  }),
  reportedReviews: t.withAuth({ staff: true }).field({
    type: ManagedReviewConnectionRef,
    description: 'Staff only: visible reviews with reports not yet decided, the longest-waiting first.',
    args: { first: t.arg.int(), after: t.arg.string() },
    resolve: async (_root, args, ctx) => listReportedReviews(ctx.db, await ctx.viewer(), args),
  }),
  reviewMailSetting: t.withAuth({ signedIn: true }).boolean({
    description: 'Whether the signed-in user gets an e-mail for each new review of their organisation’s apps.',
    resolve: async (_root, _args, ctx) => findNewReviewMail(ctx.db, (await ctx.viewer()).user.id),
  }),
}));

builder.mutationFields((t) => ({
  reviewReplySave: t.withAuth({ signedIn: true }).field({
    type: ManagedReviewRef,
    description: "Posts or edits the one public reply to a review of the organisation's app.",
    args: { reviewId: t.arg.id({ required: true }), body: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => replyToReview(ctx.db, await ctx.viewer(), args.reviewId, { body: args.body }),
  }),
  reviewReport: t.withAuth({ reviewer: true }).boolean({
    description:
      "Reports a visible review to staff, as a partner user or a vendor user (the vendor session; with both, the partner's counts); it counts once per organisation or vendor (a repeat answers true and changes nothing). The app's own organisation may not report its reviews (ForbiddenError). A few organisations' reports wait per review; more answer true and are not queued. Reviewing actions are rate-limited per user (RateLimitedError).",
    args: { reviewId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => reportReview(ctx.db, await reviewerOf(ctx, 'partner'), args.reviewId, { reason: args.reason }),
  }),
  reviewMarkHelpful: t.withAuth({ reviewer: true }).field({
    type: ReviewRef,
    description:
      'Marks a visible review helpful, as a vendor user (a tour operator, on the vendor session; with both sessions, the vendor user acts); it counts once per vendor (a repeat answers the review unchanged). A partner user may not (ForbiddenError). Reviewing actions are rate-limited per user (RateLimitedError).',
    args: { reviewId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => markReviewHelpful(ctx.db, await reviewerOf(ctx, 'vendor'), args.reviewId),
  }),
  reviewHide: t.withAuth({ staff: true }).field({
    type: ManagedReviewRef,
    description: 'Staff only: hides a review with a reason, e-mailed to its author; it stops counting in the rating.',
    args: { id: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => hideReviewAsStaff(reviewDeps(ctx), await ctx.viewer(), args.id, { reason: args.reason }),
  }),
  reviewReportsDismiss: t.withAuth({ staff: true }).field({
    type: ManagedReviewRef,
    description: 'Staff only: the reports were unfounded; the review stays.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => dismissReviewReports(ctx.db, await ctx.viewer(), args.id),
  }),
  reviewMailSettingSave: t.withAuth({ signedIn: true }).boolean({
    args: { enabled: t.arg.boolean({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await saveNewReviewMail(ctx.db, (await ctx.viewer()).user.id, args.enabled);
      return args.enabled;
    },
  }),
}));
