import type { ListingValues } from '@appstore/shared/listings/schemas';
import type { AppDashboardFieldsFragment, AppListingInput, ListingEditFieldsFragment, ScreenshotDevice } from '../../gql/graphql';
import type { UploadedImage } from '../../shared/forms/upload';

/**
 * The listing form's own values: texts rather than nulls, tags as string lists, and images as the
 * uploader shows them (with where to display them and whether they are saved yet).
 */
export interface ListingFormValues {
  name: string;
  tagLine: string;
  description: string;
  searchTerms: string[];
  integrations: string[];
  promoVideoUrl: string;
  includeKeyBenefitsImages: boolean;
  supportEmail: string;
  supportPhone: string;
  websiteUrl: string;
  privacyPolicyUrl: string;
  termsOfServiceUrl: string;
  showContactDetails: boolean;
  offerDemoRequest: boolean;
  icon: UploadedImage | null;
  keyBenefits: KeyBenefitFormValues[];
  screenShots: ScreenshotFormValues[];
  /** One entry per price plan of the app; only the features are edited, the name is shown. */
  pricePlans: PlanFeaturesFormValues[];
  /** A category id, '' while none is picked. */
  primaryCategoryId: string;
  secondaryCategoryIds: string[];
}

export interface KeyBenefitFormValues {
  title: string;
  description: string;
  image: UploadedImage | null;
}

export interface ScreenshotFormValues {
  type: ScreenshotDevice;
  description: string;
  image: UploadedImage | null;
}

export interface PlanFeaturesFormValues {
  planId: string;
  name: string;
  features: string;
}

/** What of the app the listing form needs. */
export type ListingApp = Pick<
  AppDashboardFieldsFragment,
  'id' | 'name' | 'type' | 'chargeType' | 'freeTrialDays' | 'oneTimeChargeAmount' | 'apiContactEmail' | 'pricePlans'
>;

type StoredImage = NonNullable<ListingEditFieldsFragment['icon']>;

export const EMPTY_KEY_BENEFIT: KeyBenefitFormValues = { title: '', description: '', image: null };
export const EMPTY_SCREENSHOT: ScreenshotFormValues = { type: 'DESKTOP', description: '', image: null };

/** Spec §2: search terms, key benefits and integrations are for public apps only (the server refuses them otherwise). */
export function hasPublicSections(app: Pick<ListingApp, 'type'>): boolean {
  return app.type === 'PUBLIC';
}

/** Spec §2: pricing details only when the app charges by recurring price plans. */
export function hasPricingDetails(app: Pick<ListingApp, 'chargeType'>): boolean {
  return app.chargeType === 'RECURRING';
}

function planEntries(app: ListingApp, features: (planId: string) => string): PlanFeaturesFormValues[] {
  return app.pricePlans.map((plan) => ({ planId: plan.id, name: plan.name, features: features(plan.id) }));
}

/** Spec §2 new-listing defaults: booleans off, empty lists, the app's name and API contact as the support e-mail. */
export function newListingFormValues(app: ListingApp): ListingFormValues {
  return {
    name: app.name,
    tagLine: '',
    description: '',
    searchTerms: [],
    integrations: [],
    promoVideoUrl: '',
    includeKeyBenefitsImages: false,
    supportEmail: app.apiContactEmail,
    supportPhone: '',
    websiteUrl: '',
    privacyPolicyUrl: '',
    termsOfServiceUrl: '',
    showContactDetails: false,
    offerDemoRequest: false,
    icon: null,
    keyBenefits: [],
    screenShots: [],
    pricePlans: planEntries(app, () => ''),
    primaryCategoryId: '',
    secondaryCategoryIds: [],
  };
}

/** A stored image as the uploader shows it. */
export function uploadedImage(image: StoredImage | null | undefined): UploadedImage | null {
  if (!image) return null;
  return {
    s3Key: image.s3Key,
    sourceUrl: image.sourceUrl,
    fileName: image.fileName,
    width: image.width,
    height: image.height,
    size: image.size,
    temp: image.temp,
  };
}

/** What the form starts from when editing a listing; the plan entries follow the app's current plans. */
export function listingFormValues(listing: ListingEditFieldsFragment, app: ListingApp): ListingFormValues {
  const features = new Map(listing.pricePlans.map((plan) => [plan.planId, plan.features]));
  return {
    name: listing.name,
    tagLine: listing.tagLine,
    description: listing.description,
    searchTerms: [...listing.searchTerms],
    integrations: [...listing.integrations],
    promoVideoUrl: listing.promoVideoUrl ?? '',
    includeKeyBenefitsImages: listing.includeKeyBenefitsImages,
    supportEmail: listing.supportEmail ?? '',
    supportPhone: listing.supportPhone ?? '',
    websiteUrl: listing.websiteUrl ?? '',
    privacyPolicyUrl: listing.privacyPolicyUrl ?? '',
    termsOfServiceUrl: listing.termsOfServiceUrl ?? '',
    showContactDetails: listing.showContactDetails,
    offerDemoRequest: listing.offerDemoRequest,
    icon: uploadedImage(listing.icon),
    keyBenefits: listing.keyBenefits.map((benefit) => ({
      title: benefit.title,
      description: benefit.description,
      image: uploadedImage(benefit.image),
    })),
    screenShots: listing.screenShots.map((shot) => ({ type: shot.type, description: shot.description, image: uploadedImage(shot.image) })),
    pricePlans: planEntries(app, (planId) => features.get(planId) ?? ''),
    // a retired category stays on the listing only until it is saved: the form starts without it
    primaryCategoryId: listing.categories.find((c) => c.primary && !c.retired)?.id ?? '',
    secondaryCategoryIds: listing.categories.filter((c) => !c.primary && !c.retired).map((c) => c.id),
  };
}

/** The server trusts only the key of an image; the rest it reads from the stored file. */
const imageRef = (image: { s3Key: string } | null | undefined) => (image ? { s3Key: image.s3Key } : null);

/**
 * The validated form as `appListingCreate` / `appListingUpdate` input. Sections the app does not have
 * (public-only ones for custom apps, pricing details without recurring plans) are sent empty, as the server
 * wants them; key-benefit images only while they are included, so turning them off removes them on save.
 */
export function listingInput(values: ListingValues, app: Pick<ListingApp, 'type' | 'chargeType'>): AppListingInput {
  const isPublic = hasPublicSections(app);
  const withImages = isPublic && values.includeKeyBenefitsImages;
  return {
    name: values.name,
    tagLine: values.tagLine,
    description: values.description,
    searchTerms: isPublic ? values.searchTerms : [],
    integrations: isPublic ? values.integrations : [],
    promoVideoUrl: values.promoVideoUrl,
    includeKeyBenefitsImages: withImages,
    supportEmail: values.supportEmail,
    supportPhone: values.supportPhone,
    websiteUrl: values.websiteUrl,
    privacyPolicyUrl: values.privacyPolicyUrl,
    termsOfServiceUrl: values.termsOfServiceUrl,
    showContactDetails: values.showContactDetails,
    offerDemoRequest: values.offerDemoRequest,
    icon: imageRef(values.icon),
    keyBenefits: isPublic
      ? values.keyBenefits.map((benefit) => ({
          title: benefit.title,
          description: benefit.description,
          image: withImages ? imageRef(benefit.image) : null,
        }))
      : [],
    screenShots: values.screenShots.map((shot) => ({ type: shot.type, description: shot.description, image: imageRef(shot.image) })),
    pricePlans: hasPricingDetails(app)
      ? values.pricePlans.map((plan) => ({ planId: plan.planId, features: plan.features?.trim() ?? '' }))
      : [],
    // only public apps are in the store's categories
    primaryCategoryId: isPublic ? values.primaryCategoryId : null,
    secondaryCategoryIds: isPublic ? values.secondaryCategoryIds : [],
  };
}

/**
 * Whether the listing may be deleted: not once a custom app is published, nor while it is linked to its
 * vendor (the server keeps that listing).
 */
export function canDeleteListing(app: Pick<AppDashboardFieldsFragment, 'type' | 'listingLocked' | 'linkedVendor'>): boolean {
  return !app.listingLocked && !(app.type === 'CUSTOM' && app.linkedVendor !== null);
}
