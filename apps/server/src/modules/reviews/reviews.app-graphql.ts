import { REVIEW_SORTINGS } from '@appstore/shared';
import { builder, defineConnection } from '../../graphql/app-api/builder.ts';
import { requireScope } from '../../graphql/app-api/context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { APP_API_PAGE_SIZE } from '../../lib/paging.ts';
import { findInstallationAppId } from '../installations/installations.queries.ts';
import { findAppRatings, type ReviewRow } from './reviews.queries.ts';
import { listVisibleReviews, toReviewGlobalId } from './reviews.service.ts';

const ReviewSortingEnum = builder.enumType('ReviewSorting', { values: REVIEW_SORTINGS });

const ReviewReplyRef = builder.objectRef<ReviewRow>('ReviewReply').implement({
  description: 'Your public reply to the review (posted in the partner portal).',
  fields: (t) => ({
    body: t.string({ resolve: (r) => r.replyBody ?? '' }),
    creationDate: t.string({ description: 'ISO 8601.', resolve: (r) => r.repliedAt!.toISOString() }),
    updateDate: t.string({ description: 'ISO 8601.', resolve: (r) => (r.replyUpdatedAt ?? r.repliedAt)!.toISOString() }),
  }),
});

const ReviewRef = builder.objectRef<ReviewRow>('Review').implement({
  description: "A vendor's public rating (1-5) and review of this app, as the App Store shows it.",
  fields: (t) => ({
    id: t.id({
      description: 'Global ID (`Review:<n>`), the `reviewId` of the `reviews/create` webhook.',
      resolve: (r) => toReviewGlobalId(r.id),
    }),
    rating: t.exposeInt('rating'),
    title: t.exposeString('title'),
    body: t.exposeString('body'),
    authorName: t.string({ description: 'The company (vendor) that wrote it.', resolve: (r) => r.vendorName }),
    authorCountry: t.string({ description: 'ISO 3166-1 alpha-2 code.', resolve: (r) => r.vendorCountry }),
    creationDate: t.string({ description: 'ISO 8601.', resolve: (r) => r.createdAt.toISOString() }),
    updateDate: t.string({
      description: 'ISO 8601; later than creationDate when the vendor edited it.',
      resolve: (r) => r.updatedAt.toISOString(),
    }),
    helpfulCount: t.exposeInt('helpfulCount'),
    reply: t.field({ type: ReviewReplyRef, nullable: true, resolve: (r) => (r.replyBody ? r : null) }),
  }),
});

const ReviewConnectionRef = defineConnection('Review', ReviewRef);

builder.queryFields((t) => ({
  reviews: t.field({
    type: ReviewConnectionRef,
    description:
      "This app's reviews in the App Store, from every vendor (not only the token's): newest first (default) or most helpful first; hidden reviews are left out. first defaults to 20 and may not exceed 100. Needs REVIEWS_READ. New reviews also arrive as the `reviews/create` webhook (topic REVIEWS_CREATE).",
    args: { sorting: t.arg({ type: ReviewSortingEnum }), first: t.arg.int(), after: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const token = requireScope(ctx, 'REVIEWS_READ');
      const appId = await findInstallationAppId(ctx.db, token.installationId);
      if (appId === null) throw new NotFoundError('App not found');
      const rating = (await findAppRatings(ctx.db, [appId])).get(appId);
      const page = await listVisibleReviews(ctx.db, appId, rating?.reviewCount ?? 0, { ...args, first: args.first ?? APP_API_PAGE_SIZE });
      // the count comes with the rating row already read: no second count is needed
      return { ...page, totalCount: async () => page.totalCount };
    },
  }),
}));
