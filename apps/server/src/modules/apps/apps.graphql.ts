import { APP_STATUSES, APP_TYPES, CHARGE_TYPES, parseRedirectUrls } from '@appstore/shared';
import { builder } from '../../graphql/builder.ts';
import type { Context } from '../../graphql/context.ts';
import { defineConnection } from '../../graphql/connection.ts';
import { PublicOrganizationRef } from '../organizations/public-organization.graphql.ts';
import type { AppRow } from './apps.queries.ts';
import type { createAppLoaders, ReviewEventRow } from './apps.loaders.ts';
import { canDeleteApp, canSubmitForReview, listingLocked, pricingLocked } from './app-rules.ts';
import {
  createApp,
  deleteApp,
  getOwnApp,
  listOwnApps,
  maskSecret,
  revealCredentials,
  rotateSecretKey,
  updateApp,
  type AppCredentials,
} from './apps.service.ts';
import { decryptSecret } from '../../lib/crypto.ts';

declare module '../../graphql/context.ts' {
  interface Loaders {
    apps: ReturnType<typeof createAppLoaders>;
  }
}

export const AppStatusEnum = builder.enumType('AppStatus', { values: APP_STATUSES });
export const AppTypeEnum = builder.enumType('AppType', { values: APP_TYPES });
/** How an app charges vendors: a column of the app, copied onto each listing the store shows. */
export const ChargeTypeEnum = builder.enumType('ChargeType', { values: CHARGE_TYPES });

const AppCredentialsRef = builder.objectRef<AppCredentials>('AppCredentials').implement({
  fields: (t) => ({
    apiKey: t.exposeString('apiKey'),
    secretKey: t.exposeString('secretKey', {
      description: 'Masked (last four characters) except in appCredentialsReveal and appSecretKeyRotate.',
    }),
  }),
});

const LinkedVendorRef = builder.objectRef<{ id: number; name: string }>('LinkedVendor').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const ReviewEventRef = builder.objectRef<ReviewEventRow>('AppReviewEvent').implement({
  fields: (t) => ({
    decision: t.exposeString('decision', { description: 'SUBMITTED, APPROVED, REJECTED, UNPUBLISHED or WITHDRAWN.' }),
    reason: t.exposeString('reason', { nullable: true }),
    createdAt: t.string({ resolve: (e) => e.createdAt.toISOString() }),
  }),
});

const secretOf = (app: AppRow, ctx: Context) => decryptSecret(app.secretKeyEncrypted, ctx.config.secretKey);

export const AppRef = builder.objectRef<AppRow>('App').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    creationDate: t.string({ resolve: (a) => a.createdAt.toISOString() }),
    status: t.field({ type: AppStatusEnum, resolve: (a) => a.status }),
    type: t.field({ type: AppTypeEnum, resolve: (a) => a.type }),
    apiContactEmail: t.exposeString('apiContactEmail'),
    apiCredentials: t.field({
      type: AppCredentialsRef,
      resolve: (a, _args, ctx) => ({ apiKey: a.apiKey, secretKey: maskSecret(secretOf(a, ctx)) }),
    }),
    linkedVendor: t.field({
      type: LinkedVendorRef,
      nullable: true,
      resolve: (a, _args, ctx) => (a.linkedVendorId === null ? null : ctx.loaders.apps.vendor(a.linkedVendorId)),
    }),
    appUrl: t.exposeString('appUrl', { nullable: true }),
    redirectUrlWhitelist: t.exposeString('redirectUrlWhitelist', { nullable: true }),
    redirectUrls: t.stringList({
      description: 'The whitelist as a list of URLs.',
      resolve: (a) => parseRedirectUrls(a.redirectUrlWhitelist),
    }),
    chargeType: t.field({ type: ChargeTypeEnum, resolve: (a) => a.chargeType }),
    installationCountries: t.exposeStringList('installationCountries', { description: 'ISO alpha-2 codes; empty means every country.' }),

    customPublished: t.boolean({ resolve: (a) => a.customPublishedAt !== null }),

    oneTimeChargeAmount: t.exposeFloat('oneTimeChargeAmount'),
    freeTrialDays: t.exposeInt('freeTrialDays'),
    appReviewInstructions: t.exposeString('appReviewInstructions', { nullable: true }),
    reviewReason: t.exposeString('reviewReason', { nullable: true, description: "Staff's reason for the last rejection." }),
    lastReviewEvent: t.field({ type: ReviewEventRef, nullable: true, resolve: (a, _args, ctx) => ctx.loaders.apps.lastReview(a.id) }),
    organization: t.field({
      type: PublicOrganizationRef,
      nullable: true,
      resolve: (a, _args, ctx) => ctx.loaders.organizations.publicOrganization(a.organizationId),
    }),
    canDelete: t.boolean({ resolve: (a) => canDeleteApp(a) }),
    canSubmitForReview: t.boolean({
      description: 'The status allows a submission (the report may still block it).',
      resolve: (a) => canSubmitForReview(a),
    }),
    pricingLocked: t.boolean({
      description: 'Price plans and pricing cannot change (in review or published).',
      resolve: (a) => pricingLocked(a),
    }),
    listingLocked: t.boolean({ description: 'A published custom app: its listing cannot change.', resolve: (a) => listingLocked(a) }),
  }),
});

const AppConnectionRef = defineConnection('App', AppRef, (app: AppRow) => app);

const AppInput = builder.inputType('AppInput', {
  description:
    'Every field is optional in the schema so that missing values get the spec messages; on update, left-out fields keep their values.',
  fields: (t) => ({
    name: t.string(),
    type: t.field({ type: AppTypeEnum }),
    appUrl: t.string(),
    redirectUrlWhitelist: t.string(),
    apiContactEmail: t.string(),
    chargeType: t.field({ type: ChargeTypeEnum }),
    oneTimeChargeAmount: t.float(),
    freeTrialDays: t.int(),
    installationCountries: t.stringList(),
    appReviewInstructions: t.string(),
  }),
});

/** The scopes an app may ask vendors for: a new app's first version, or a change of access (a new version). */
export const AppAccessInput = builder.inputType('AppAccessInput', { fields: (t) => ({ scopes: t.stringList({ required: true }) }) });

export const appDeps = (ctx: Context) => ({ db: ctx.db, config: ctx.config });

builder.queryFields((t) => ({
  apps: t.withAuth({ signedIn: true }).field({
    type: AppConnectionRef,
    description: "The caller's organisation's apps, newest first; first defaults to 10.",
    args: { first: t.arg.int(), after: t.arg.string() },
    resolve: async (_root, args, ctx) => listOwnApps(ctx.db, await ctx.viewer(), args),
  }),
  app: t.withAuth({ signedIn: true }).field({
    type: AppRef,
    description: "An app of the caller's organisation; any other id is a NotFoundError.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => getOwnApp(ctx.db, await ctx.viewer(), args.id),
  }),
}));

builder.mutationFields((t) => ({
  appCreate: t.withAuth({ signedIn: true }).field({
    type: AppRef,
    description:
      'A new app: PUBLIC, DRAFT, FREE_TO_INSTALL unless given; API key and secret key are generated. `access` is its version 1: the scopes it may ask vendors for, none when left out.',
    args: { appInfo: t.arg({ type: AppInput, required: true }), access: t.arg({ type: AppAccessInput }) },
    resolve: async (_root, args, ctx) => createApp(appDeps(ctx), await ctx.viewer(), args.appInfo, args.access),
  }),
  appUpdate: t.withAuth({ signedIn: true }).field({
    type: AppRef,
    description: 'The type never changes; pricing is locked while the app is in review or published.',
    args: { id: t.arg.id({ required: true }), appInfo: t.arg({ type: AppInput, required: true }) },
    resolve: async (_root, args, ctx) => updateApp(appDeps(ctx), await ctx.viewer(), args.id, args.appInfo),
  }),
  appDelete: t.withAuth({ signedIn: true }).boolean({
    description: 'Public apps in DRAFT, REJECTED or UNPUBLISHED; custom apps with no linked vendor.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => deleteApp(appDeps(ctx), await ctx.viewer(), args.id),
  }),
  appCredentialsReveal: t.withAuth({ signedIn: true }).field({
    type: AppCredentialsRef,
    description: 'The API key and the secret key in the clear. Each reveal is recorded.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => revealCredentials(appDeps(ctx), await ctx.viewer(), args.id),
  }),
  appSecretKeyRotate: t.withAuth({ signedIn: true }).field({
    type: AppCredentialsRef,
    description: 'Replaces the secret key; the old one stops working at once. Answers with the new secret in the clear.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => rotateSecretKey(appDeps(ctx), await ctx.viewer(), args.id),
  }),
}));
