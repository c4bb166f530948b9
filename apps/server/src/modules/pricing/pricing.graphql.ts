import { PRICE_PLAN_TYPES } from '@appstore/shared';
import { builder } from '../../graphql/builder.ts';
import { AppRef } from '../apps/apps.graphql.ts';
import type { createPricingLoaders } from './pricing.loaders.ts';
import { createPricePlan, deletePricePlan, getOwnPricePlan, updatePricePlan, type PricePlanRow } from './pricing.service.ts';

declare module '../../graphql/context.ts' {
  interface Loaders {
    pricing: ReturnType<typeof createPricingLoaders>;
  }
}

export const PricePlanTypeEnum = builder.enumType('PricePlanType', { values: PRICE_PLAN_TYPES });

export const PricePlanRef = builder.objectRef<PricePlanRow>('PricePlan').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    appId: t.exposeID('appId'),
    creationDate: t.string({ resolve: (p) => p.createdAt.toISOString() }),
    name: t.exposeString('name'),
    type: t.field({ type: PricePlanTypeEnum, resolve: (p) => p.type }),
    discountedYearlyPrice: t.exposeBoolean('discountedYearlyPrice'),
    monthlyAmount: t.exposeFloat('monthlyAmount'),
    yearlyAmount: t.exposeFloat('yearlyAmount'),
    oneTimeAmount: t.exposeFloat('oneTimeAmount'),
    bookingFeePercentage: t.exposeFloat('bookingFeePercentage'),
  }),
});

const PricePlanInput = builder.inputType('PricePlanInput', {
  description: 'Amounts in USD; bookingFeePercentage is the share of each booking paid while installed (0–100).',
  fields: (t) => ({
    name: t.string(),
    type: t.field({ type: PricePlanTypeEnum }),
    discountedYearlyPrice: t.boolean(),
    monthlyAmount: t.float(),
    yearlyAmount: t.float(),
    bookingFeePercentage: t.float(),
  }),
});

builder.queryField('appPricePlan', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: PricePlanRef,
    description: "A price plan of one of the caller's organisation's apps.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => getOwnPricePlan(ctx.db, await ctx.viewer(), args.id),
  }),
);

builder.mutationFields((t) => ({
  appPricePlanCreate: t.withAuth({ signedIn: true }).field({
    type: PricePlanRef,
    description: 'id is the app. Only for RECURRING public apps that are not in review or published; one FREE plan per app.',
    args: { id: t.arg.id({ required: true }), planInfo: t.arg({ type: PricePlanInput, required: true }) },
    resolve: async (_root, args, ctx) => createPricePlan(ctx.db, await ctx.viewer(), args.id, args.planInfo),
  }),
  appPricePlanUpdate: t.withAuth({ signedIn: true }).field({
    type: PricePlanRef,
    args: { id: t.arg.id({ required: true }), planInfo: t.arg({ type: PricePlanInput, required: true }) },
    resolve: async (_root, args, ctx) => updatePricePlan(ctx.db, await ctx.viewer(), args.id, args.planInfo),
  }),
  appPricePlanDelete: t.withAuth({ signedIn: true }).boolean({
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => deletePricePlan(ctx.db, await ctx.viewer(), args.id),
  }),
}));

builder.objectField(AppRef, 'pricePlans', (t) =>
  t.field({ type: [PricePlanRef], resolve: (a, _args, ctx) => ctx.loaders.pricing.ofApp(a.id) }),
);
