import { builder } from '../../graphql/builder.ts';
import type { Context } from '../../graphql/context.ts';
import { defineConnection } from '../../graphql/connection.ts';
import { AppRef } from '../apps/apps.graphql.ts';
import type { AppRow } from '../apps/apps.queries.ts';
import { approveApp, getAppForReview, listReviewQueue, rejectApp, unpublishApp } from './app-review.service.ts';

const ReviewQueueConnectionRef = defineConnection('AppReviewQueue', AppRef, (app: AppRow) => app);

const reviewDeps = (ctx: Context) => ({ db: ctx.db, config: ctx.config, mail: ctx.mail });

builder.queryField('appReviewQueue', (t) =>
  t.withAuth({ staff: true }).field({
    type: ReviewQueueConnectionRef,
    description: 'Staff only: public apps in review, the longest-waiting first.',
    args: { first: t.arg.int(), after: t.arg.string() },
    resolve: async (_root, args, ctx) => listReviewQueue(ctx.db, await ctx.viewer(), args),
  }),
);

builder.queryField('appReviewApp', (t) =>
  t.withAuth({ staff: true }).field({
    type: AppRef,
    description: "Staff only: any organisation's app, with its listings and validation report, for the review screen.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => getAppForReview(ctx.db, await ctx.viewer(), args.id),
  }),
);

builder.mutationFields((t) => ({
  appReviewApprove: t.withAuth({ staff: true }).field({
    type: AppRef,
    description: 'Staff only: IN_REVIEW → PUBLISHED; the app is in the store at once and the organisation is e-mailed.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => approveApp(reviewDeps(ctx), await ctx.viewer(), args.id),
  }),
  appReviewReject: t.withAuth({ staff: true }).field({
    type: AppRef,
    description: 'Staff only: IN_REVIEW → REJECTED with a reason the partner sees and receives by e-mail.',
    args: { id: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => rejectApp(reviewDeps(ctx), await ctx.viewer(), args.id, args.reason),
  }),
  appUnpublish: t.withAuth({ signedIn: true }).field({
    type: AppRef,
    description: 'PUBLISHED → UNPUBLISHED: staff for any app (with an optional reason, e-mailed), or a partner withdrawing their own.',
    args: { id: t.arg.id({ required: true }), reason: t.arg.string() },
    resolve: async (_root, args, ctx) => unpublishApp(reviewDeps(ctx), await ctx.viewer(), args.id, args.reason),
  }),
}));
