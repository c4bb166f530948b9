import { SCREENSHOT_DEVICES } from '@appstore/shared';
import { builder, type Types } from '../../graphql/builder.ts';
import { AppRef, ChargeTypeEnum } from '../apps/apps.graphql.ts';
import { ImageRef } from '../files/image.graphql.ts';
import { PublicOrganizationRef } from '../organizations/public-organization.graphql.ts';
import type { PublicOrganizationRow } from '../organizations/organizations.queries.ts';
import { PublicPricePlanRef } from '../pricing/public-price-plan.graphql.ts';
import type { KeyBenefitRow, ListingCategoryRow, ListingPlanRow, ListingRow, ScreenshotRow } from './listing-rows.ts';
import type { createListingLoaders } from './listings.loaders.ts';

declare module '../../graphql/context.ts' {
  interface Loaders {
    listings: ReturnType<typeof createListingLoaders>;
  }
}

export const ScreenshotDeviceEnum = builder.enumType('ScreenshotDevice', { values: SCREENSHOT_DEVICES });

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
export type ListingAudience = 'public' | 'owner';

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
export const listingFields = (audience: ListingAudience) => (t: PothosSchemaTypes.ObjectFieldBuilder<Types, ListingRow>) => {
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
        const all = await ctx.loaders.listings.categories(l.id);
        // the store no longer offers a retired category, so its page does not link to one either
        return audience === 'public' ? all.filter((c) => !c.retired) : all;
      },
    }),
    pricePlans: t.field({
      type: [ListingPricePlanRef],
      description: "One entry per price plan of the app, with the listing's features text ('' when none).",
      resolve: (l) => l.pricePlans,
    }),
    screenShots: t.field({ type: [ScreenshotRef], resolve: (l, _a, ctx) => ctx.loaders.listings.screenshots(l.id) }),
    keyBenefits: t.field({ type: [KeyBenefitRef], resolve: (l, _a, ctx) => ctx.loaders.listings.keyBenefits(l.id) }),
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

/** A listing as its own partner sees it in the portal, whatever the app's status. */
export const AppListingRef = builder.objectRef<ListingRow>('AppListing').implement({ fields: listingFields('owner') });

builder.objectField(AppRef, 'listings', (t) =>
  t.field({ type: [AppListingRef], resolve: (a, _args, ctx) => ctx.loaders.listings.ofApp(a.id) }),
);
