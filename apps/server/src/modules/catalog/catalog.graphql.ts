import { LIMITS, LISTING_SORTINGS, PRICING_FILTERS } from '@appstore/shared';
import { builder } from '../../graphql/builder.ts';
import { defineConnection } from '../../graphql/connection.ts';
import { CategoryRef } from '../categories/categories.graphql.ts';
import { AppListingRef, listingFields } from '../listings/app-listing.graphql.ts';
import { listingReviewFields } from '../reviews/reviews.graphql.ts';
import type { StoreListingRow } from './catalog.queries.ts';
import type { createCatalogLoaders } from './catalog.loaders.ts';
import { getPublicListing, searchPublicListings } from './catalog.service.ts';
import { findPublicCategories, type PublicCategoryRow } from './category-queries.ts';

declare module '../../graphql/context.ts' {
  interface Loaders {
    catalog: ReturnType<typeof createCatalogLoaders>;
  }
}

const SortingEnum = builder.enumType('PublicAppListingSorting', { values: LISTING_SORTINGS });
const PricingFilterEnum = builder.enumType('PricingFilter', {
  values: PRICING_FILTERS,
  description:
    'FREE: nothing to pay (free to install, a one-time fee of 0, or only free plans); FREE_PLAN: a recurring app with a free plan; FREE_TRIAL: a recurring app with trial days; PAID: anything not FREE.',
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

const INSTALL_BUCKET = 'Active installs rounded down to a bucket (10, 50, 100, 500, 1000, 5000, …; 0 below 10): never the exact count.';

export const PublicAppListingRef = builder.objectRef<StoreListingRow>('PublicAppListing').implement({
  fields: (t) => ({
    ...listingFields('public')(t),
    installBucket: t.int({ description: INSTALL_BUCKET, resolve: (l) => l.installBucket }),
    ...listingReviewFields(t),
  }),
});

// the store computes the bucket with the page; the partner area's own listings ask for it apart, one query a page
builder.objectField(AppListingRef, 'installBucket', (t) =>
  t.int({ description: INSTALL_BUCKET, resolve: (l, _args, ctx) => ctx.loaders.catalog.installBucket(l.appId) }),
);

const PublicAppListingConnectionRef = defineConnection('PublicAppListing', PublicAppListingRef, (row: StoreListingRow) => row);

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
