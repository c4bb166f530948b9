import { IMAGE_KINDS } from '@appstore/shared';
import { builder } from '../../graphql/builder.ts';
import type { Context } from '../../graphql/context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { AppRef } from '../apps/apps.graphql.ts';
import { AppListingRef, ScreenshotDeviceEnum } from './app-listing.graphql.ts';
import { findAppListings, type ListingRow } from './listing-rows.ts';
import { deleteListingImage } from './listing-image-delete.ts';
import {
  createListing,
  deleteListing,
  findOwnListing,
  LISTING_NOT_FOUND,
  updateListing,
  type ListingTableRow,
} from './listings.service.ts';

const ImageKindEnum = builder.enumType('ImageKind', { values: IMAGE_KINDS });

const ImageInput = builder.inputType('ImageInput', {
  description: 'An uploaded image; the server trusts only s3Key and reads the rest from the stored file.',
  fields: (t) => ({
    s3Key: t.string({ required: true }),
    fileName: t.string(),
    fileType: t.string(),
    height: t.int(),
    width: t.int(),
    size: t.int(),
    sourceUrl: t.string(),
    temp: t.boolean(),
  }),
});

const ScreenshotInput = builder.inputType('ScreenshotInput', {
  fields: (t) => ({ type: t.field({ type: ScreenshotDeviceEnum }), description: t.string(), image: t.field({ type: ImageInput }) }),
});

const KeyBenefitInput = builder.inputType('KeyBenefitInput', {
  fields: (t) => ({ title: t.string(), description: t.string(), image: t.field({ type: ImageInput }) }),
});

const ListingPricePlanInput = builder.inputType('ListingPricePlanInput', {
  fields: (t) => ({ planId: t.id({ required: true }), name: t.string(), features: t.string() }),
});

const AppListingInput = builder.inputType('AppListingInput', {
  fields: (t) => ({
    name: t.string(),
    tagLine: t.string(),
    description: t.string(),
    searchTerms: t.stringList(),
    integrations: t.stringList(),
    promoVideoUrl: t.string(),
    includeKeyBenefitsImages: t.boolean(),
    supportEmail: t.string(),
    supportPhone: t.string(),
    websiteUrl: t.string(),
    privacyPolicyUrl: t.string(),
    termsOfServiceUrl: t.string(),
    icon: t.field({ type: ImageInput }),
    screenShots: t.field({ type: [ScreenshotInput] }),
    keyBenefits: t.field({ type: [KeyBenefitInput] }),
    pricePlans: t.field({ type: [ListingPricePlanInput] }),
    showContactDetails: t.boolean(),
    offerDemoRequest: t.boolean(),
    primaryCategoryId: t.id({ description: "The listing's main category (publicCategories)." }),
    secondaryCategoryIds: t.idList({ description: 'Up to two more categories.' }),
  }),
});

const uploadDeps = (ctx: Context) => ({ db: ctx.db, storage: ctx.storage, config: ctx.config });

/** The portal's view of a saved listing row. */
async function listingView(ctx: Context, row: ListingTableRow): Promise<ListingRow> {
  const listing = (await findAppListings(ctx.db, [row.appId])).find((l) => l.id === row.id);
  if (!listing) throw new NotFoundError(LISTING_NOT_FOUND);
  return listing;
}

builder.queryField('appListing', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: AppListingRef,
    description: "A listing of one of the caller's organisation's apps, whatever the app's status.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => listingView(ctx, (await findOwnListing(ctx.db, await ctx.viewer(), args.id)).listing),
  }),
);

builder.mutationFields((t) => ({
  appListingCreate: t.withAuth({ signedIn: true }).field({
    type: AppListingRef,
    description: 'The English listing of an app (one per app). Uploaded images stop being temporary.',
    args: { appId: t.arg.id({ required: true }), listingInfo: t.arg({ type: AppListingInput, required: true }) },
    resolve: async (_root, args, ctx) =>
      listingView(ctx, await createListing(uploadDeps(ctx), await ctx.viewer(), args.appId, args.listingInfo)),
  }),
  appListingUpdate: t.withAuth({ signedIn: true }).field({
    type: AppRef,
    description: 'Replaces the listing; images it no longer uses are removed. Answers the app with its listings.',
    args: { id: t.arg.id({ required: true }), listingInfo: t.arg({ type: AppListingInput, required: true }) },
    resolve: async (_root, args, ctx) => updateListing(uploadDeps(ctx), await ctx.viewer(), args.id, args.listingInfo),
  }),
  appListingDelete: t.withAuth({ signedIn: true }).boolean({
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => deleteListing(uploadDeps(ctx), await ctx.viewer(), args.id),
  }),
  appListingImageDelete: t.withAuth({ signedIn: true }).field({
    type: AppListingRef,
    description: 'Removes a saved image of the listing from storage and clears the field that used it.',
    args: {
      id: t.arg.id({ required: true }),
      imageType: t.arg({ type: ImageKindEnum, required: true }),
      imageKey: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) =>
      listingView(ctx, await deleteListingImage(uploadDeps(ctx), await ctx.viewer(), args.id, args.imageType, args.imageKey)),
  }),
}));
