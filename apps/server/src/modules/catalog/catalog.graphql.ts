import {
  IMAGE_VARIANT_FORMATS,
  LIMITS,
  LISTING_SORTINGS,
  PRICING_FILTERS,
  SCREENSHOT_DEVICES,
} from '@appstore/shared';
import { builder, type Types } from '../../graphql/builder.ts';
import { defineConnection } from '../../graphql/connection.ts';
import type { ImageRow, KeyBenefitRow, ListingPlanRow, ListingRow, ScreenshotRow } from './catalog.queries.ts';
import { PublicOrganizationRef } from '../organizations/public-organization.graphql.ts';
import type { PublicOrganizationRow } from '../organizations/public-organization.ts';
import type { createCatalogLoaders } from './catalog.loaders.ts';
import { getPublicListing, searchPublicListings } from './catalog.service.ts';
import { findPublicCategories, type ListingCategoryRow, type PublicCategoryRow } from './category-queries.ts';
import { CategoryRef } from '../categories/categories.graphql.ts';
import { ChargeTypeEnum } from '../apps/apps.graphql.ts';
import { PricePlanTypeEnum } from '../pricing/pricing.graphql.ts';

declare module '../../graphql/context.ts' {
  interface Loaders {
    catalog: ReturnType<typeof createCatalogLoaders>;
  }
}

export const ScreenshotDeviceEnum = builder.enumType('ScreenshotDevice', { values: SCREENSHOT_DEVICES });
const SortingEnum = builder.enumType('PublicAppListingSorting', { values: LISTING_SORTINGS });
const PricingFilterEnum = builder.enumType('PricingFilter', {
  values: PRICING_FILTERS,
  description:
    'FREE: nothing to pay (free to install, a one-time fee of 0, or only free plans); FREE_PLAN: a recurring app with a free plan; FREE_TRIAL: a recurring app with trial days; PAID: anything not FREE.',
});

const ListingCategoryRef = builder.objectRef<ListingCategoryRow>('ListingCategory').implement({
  description:
    'A category of a listing: its primary one first. A retired one stays until the listing is next saved (the store leaves it out).',
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    primary: t.exposeBoolean('primary'),
    retired: t.exposeBoolean('retired'),
  }),
});

const PublicCategoryRef = builder.objectRef<PublicCategoryRow>('PublicCategory').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    appCount: t.exposeInt('appCount', { description: 'Apps in the store that have the category, as primary or secondary.' }),
  }),
});

builder.objectField(CategoryRef, 'appCount', (t) =>
  t.int({
    description: 'Apps in the store that have the category, as primary or secondary.',
    resolve: async (category, _args, ctx) => (await ctx.loaders.catalog.appCountsByCategory()).get(category.id) ?? 0,
  }),
);

const ImageVariantFormatEnum = builder.enumType('ImageVariantFormat', { values: IMAGE_VARIANT_FORMATS });

const ImageVariantRef = builder.objectRef<ImageRow['variants'][number]>('ImageVariant').implement({
  description: 'A right-sized copy of an image, in WebP or in the format of the original. Its URL never changes what it serves.',
  fields: (t) => ({
    url: t.string({ resolve: (variant, _args, ctx) => ctx.storage.publicUrl(variant.key) }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    format: t.field({ type: ImageVariantFormatEnum, resolve: (variant) => variant.format }),
  }),
});

export const ImageRef = builder.objectRef<ImageRow>('Image').implement({
  fields: (t) => ({
    s3Key: t.exposeString('s3Key'),
    fileName: t.exposeString('fileName'),
    fileType: t.exposeString('fileType'),
    height: t.exposeInt('height', { nullable: true }),
    width: t.exposeInt('width', { nullable: true }),
    size: t.exposeInt('size'),
    temp: t.exposeBoolean('temp'),
    sourceUrl: t.string({ resolve: (image, _args, ctx) => ctx.storage.publicUrl(image.s3Key) }),
    variants: t.field({
      type: [ImageVariantRef],
      description:
        'Right-sized copies, narrowest first: icons 64, 128 and 256 px wide, other images 480, 960 and 1440 px, never wider than the original, each in WebP and in the original format. Empty until they are made, shortly after a listing is saved: show sourceUrl until then.',
      args: { maxWidth: t.arg.int({ description: 'Only copies at most this many pixels wide.' }) },
      resolve: (image, { maxWidth }) =>
        (image.variants ?? [])
          .filter((v) => maxWidth == null || v.width <= maxWidth)
          .sort((a, b) => a.width - b.width || a.format.localeCompare(b.format)),
    }),
  }),
});

const ScreenshotRef = builder.objectRef<ScreenshotRow>('Screenshot').implement({
  fields: (t) => ({
    type: t.field({ type: ScreenshotDeviceEnum, resolve: (s) => s.device }),
    description: t.exposeString('description'),
    image: t.field({ type: ImageRef, nullable: true, resolve: (s) => s.image }),
  }),
});

const KeyBenefitRef = builder.objectRef<KeyBenefitRow>('KeyBenefit').implement({
  fields: (t) => ({
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    image: t.field({ type: ImageRef, nullable: true, resolve: (k) => k.image }),
  }),
});

const PublicPricePlanRef = builder.objectRef<ListingPlanRow>('PublicPricePlan').implement({
  fields: (t) => ({
    id: t.id({ resolve: (p) => p.planId }),
    name: t.exposeString('name'),
    type: t.field({ type: PricePlanTypeEnum, resolve: (p) => p.type }),
    discountedYearlyPrice: t.exposeBoolean('discountedYearlyPrice'),
    monthlyAmount: t.exposeFloat('monthlyAmount'),
    yearlyAmount: t.exposeFloat('yearlyAmount'),
    oneTimeAmount: t.exposeFloat('oneTimeAmount'),
    bookingFeePercentage: t.exposeFloat('bookingFeePercentage'),
  }),
});

const ListingPricePlanRef = builder.objectRef<ListingPlanRow>('ListingPricePlan').implement({
  description: 'A price plan of the app as its listing presents it.',
  fields: (t) => ({
    planId: t.id({ resolve: (p) => p.planId }),
    name: t.exposeString('name'),
    features: t.exposeString('features'),
    pricePlan: t.field({ type: PublicPricePlanRef, resolve: (p) => p }),
  }),
});

/** Who reads a listing: anyone in the store, or the partner (and staff) in the portal. */
type ListingAudience = 'public' | 'owner';

/** The organisation as a listing that hides its contact details presents it: no e-mail or phone. */
const withoutContacts = (org: PublicOrganizationRow): PublicOrganizationRow => ({
  ...org,
  businessEmail: null,
  phoneNumber: null,
  supportEmail: null,
});

const HIDDEN_CONTACT = 'Null in the store unless the listing shows contact details (showContactDetails).';

/**
 * The fields of a listing, the same for the store and for the partner area's own listings, except that the
 * store sees support and business contacts only when the partner chose to show them.
 */
const listingFields = (audience: ListingAudience) => (t: PothosSchemaTypes.ObjectFieldBuilder<Types, ListingRow>) => {
  const showsContacts = (l: ListingRow) => audience === 'owner' || l.showContactDetails;
  const contact = (name: 'supportEmail' | 'supportPhone') =>
    t.string({
      nullable: true,
      description: audience === 'public' ? HIDDEN_CONTACT : undefined,
      resolve: (l) => (showsContacts(l) ? l[name] : null),
    });
  return {
    id: t.exposeID('id'),
    appId: t.exposeID('appId'),
    language: t.exposeString('language'),
    name: t.exposeString('name'),
    tagLine: t.exposeString('tagLine'),
    description: t.exposeString('description'),
    chargeType: t.field({ type: ChargeTypeEnum, resolve: (l) => l.chargeType }),
    freeTrialDays: t.exposeInt('freeTrialDays'),
    oneTimeChargeAmount: t.exposeFloat('oneTimeChargeAmount'),
    searchTerms: t.exposeStringList('searchTerms'),
    integrations: t.exposeStringList('integrations'),
    promoVideoUrl: t.exposeString('promoVideoUrl', { nullable: true }),
    includeKeyBenefitsImages: t.exposeBoolean('includeKeyBenefitsImages'),
    supportEmail: contact('supportEmail'),
    supportPhone: contact('supportPhone'),
    websiteUrl: t.exposeString('websiteUrl', { nullable: true }),
    privacyPolicyUrl: t.exposeString('privacyPolicyUrl', { nullable: true }),
    termsOfServiceUrl: t.exposeString('termsOfServiceUrl', { nullable: true }),
    offerDemoRequest: t.exposeBoolean('offerDemoRequest'),
    showContactDetails: t.exposeBoolean('showContactDetails'),
    icon: t.field({ type: ImageRef, nullable: true, resolve: (l) => l.icon }),
    categories: t.field({
      type: [ListingCategoryRef],
      description:
        audience === 'public'
          ? 'Primary first, then up to two secondary ones; only those the store offers (no retired ones).'
          : 'Primary first, then up to two secondary ones; retired ones too, until the listing is next saved.',
      resolve: async (l, _a, ctx) => {
        const all = await ctx.loaders.catalog.categories(l.id);
        // the store no longer offers a retired category, so its page does not link to one either
        return audience === 'public' ? all.filter((c) => !c.retired) : all;
      },
    }),
    installBucket: t.int({
      description: 'Active installs rounded down to a bucket (10, 50, 100, 500, 1000, 5000, …; 0 below 10): never the exact count.',
      resolve: (l) => l.installBucket,
    }),
    pricePlans: t.field({
      type: [ListingPricePlanRef],
      description: "One entry per price plan of the app, with the listing's features text ('' when none).",
      resolve: (l) => l.pricePlans,
    }),
    screenShots: t.field({ type: [ScreenshotRef], resolve: (l, _a, ctx) => ctx.loaders.catalog.screenshots(l.id) }),
    keyBenefits: t.field({ type: [KeyBenefitRef], resolve: (l, _a, ctx) => ctx.loaders.catalog.keyBenefits(l.id) }),
    organization: t.field({
      type: PublicOrganizationRef,
      nullable: true,
      description: audience === 'public' ? `The developer. Its e-mails and phone number: ${HIDDEN_CONTACT}` : undefined,
      resolve: async (l, _a, ctx) => {
        const org = await ctx.loaders.organizations.publicOrganization(l.organizationId);
        return org && !showsContacts(l) ? withoutContacts(org) : org;
      },
    }),
  };
};

export const PublicAppListingRef = builder.objectRef<ListingRow>('PublicAppListing').implement({ fields: listingFields('public') });

/** A listing as its own partner sees it in the portal, whatever the app's status. */
export const AppListingRef = builder.objectRef<ListingRow>('AppListing').implement({ fields: listingFields('owner') });

const PublicAppListingConnectionRef = defineConnection('PublicAppListing', PublicAppListingRef, (row: ListingRow) => row);

const PublicAppListingFilter = builder.inputType('PublicAppListingFilter', {
  fields: (t) => ({
    searchTerm: t.string({ required: false }),
    category: t.string({ required: false, description: "A category's slug: its apps only." }),
    pricing: t.field({ type: PricingFilterEnum, required: false }),
    country: t.string({
      required: false,
      description: 'Alpha-2 code: apps that work there (an app naming no countries works everywhere).',
    }),
  }),
});

builder.queryFields((t) => ({
  publicAppListings: t.field({
    type: PublicAppListingConnectionRef,
    description: 'Listings of PUBLISHED public apps: newest first, or ranked by relevance when searching.',
    args: {
      filter: t.arg({ type: PublicAppListingFilter, required: false }),
      sorting: t.arg({ type: SortingEnum, required: false }),
      // the default is in the schema so that the cost limit weighs what each listing asks for by the page's size
      first: t.arg.int({ required: false, defaultValue: LIMITS.storePageSize }),
      after: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      searchPublicListings(ctx.db, {
        searchTerm: args.filter?.searchTerm,
        category: args.filter?.category,
        pricing: args.filter?.pricing,
        country: args.filter?.country,
        sorting: args.sorting,
        first: args.first,
        after: args.after,
      }),
  }),
  publicCategories: t.field({
    type: [PublicCategoryRef],
    description: "The store's categories by name, with the number of apps in each (retired ones are not offered).",
    resolve: (_root, _args, ctx) => findPublicCategories(ctx.db),
  }),
  publicAppListing: t.field({
    type: PublicAppListingRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => getPublicListing(ctx.db, args.id),
  }),
}));
