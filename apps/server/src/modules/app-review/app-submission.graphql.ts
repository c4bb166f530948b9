import { builder } from '../../graphql/builder.ts';
import { AppRef, appDeps } from '../apps/apps.graphql.ts';
import { getOwnApp } from '../apps/apps.service.ts';
import { linkCustomAppToVendor, publishCustomApp, submitForReview } from './app-submission.service.ts';
import { computeValidationReport, type ListingReport, type ReportItem, type ValidationReport } from './validation-report.ts';

const ReportItemRef = builder.objectRef<ReportItem>('ValidationReportItem').implement({
  fields: (t) => ({
    valid: t.exposeBoolean('valid'),
    type: t.exposeString('type', {
      description:
        'APP_URL, REDIRECT_URL, API_CONTACT_EMAIL, LISTING, PRICE_PLAN, TERM_AGREEMENT, TEST_INSTALLATION; in listing reports LISTING_FIELD and SUPPORT_CONTACT.',
    }),
    message: t.exposeString('message'),
  }),
});

const ListingReportRef = builder.objectRef<ListingReport>('ListingValidationReport').implement({
  fields: (t) => ({
    listingId: t.exposeID('listingId'),
    language: t.exposeString('language'),
    valid: t.exposeBoolean('valid'),
    items: t.field({ type: [ReportItemRef], resolve: (r) => r.items }),
  }),
});

export const ValidationReportRef = builder.objectRef<ValidationReport>('ValidationReport').implement({
  fields: (t) => ({
    valid: t.exposeBoolean('valid'),
    testInstallationSuccessful: t.exposeBoolean('testInstallationSuccessful'),
    items: t.field({ type: [ReportItemRef], resolve: (r) => r.items }),
    listingsReports: t.field({ type: [ListingReportRef], resolve: (r) => r.listingsReports }),
  }),
});

builder.objectField(AppRef, 'validationReport', (t) =>
  t.field({
    type: ValidationReportRef,
    description: 'Computed live, like appValidationReport.',
    resolve: (a, _args, ctx) => computeValidationReport(ctx.db, a),
  }),
);

builder.queryFields((t) => ({
  appValidationReport: t.withAuth({ signedIn: true }).field({
    type: ValidationReportRef,
    description: 'What the app still needs before publishing, computed live (never cached).',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => computeValidationReport(ctx.db, await getOwnApp(ctx.db, await ctx.viewer(), args.id)),
  }),
}));

builder.mutationFields((t) => ({
  appSubmitForReview: t.withAuth({ signedIn: true }).field({
    type: AppRef,
    description: 'DRAFT, REJECTED or UNPUBLISHED → IN_REVIEW. Needs a valid report (except when REJECTED) and both terms.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => submitForReview(appDeps(ctx), await ctx.viewer(), args.id),
  }),
  appCustomLinkToVendor: t.withAuth({ signedIn: true }).field({
    type: AppRef,
    description: 'Links a custom app to the one vendor who may install it. Needs a listing; irreversible.',
    args: { appId: t.arg.id({ required: true }), vendorId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => linkCustomAppToVendor(appDeps(ctx), await ctx.viewer(), args.appId, args.vendorId),
  }),
  appCustomPublish: t.withAuth({ signedIn: true }).field({
    type: AppRef,
    description: 'Publishes a linked custom app (its status becomes PUBLISHED); listing and pricing are then locked.',
    args: { appId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => publishCustomApp(appDeps(ctx), await ctx.viewer(), args.appId),
  }),
}));
