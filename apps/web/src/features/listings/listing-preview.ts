import type { DetailsListing } from '../../shared/listing-page/AppDetailsPage';
import type { UploadedImage } from '../../shared/forms/upload';
import { hasPricingDetails, hasPublicSections, type ListingApp, type ListingFormValues } from './listing-form-values';

/** A category the partner can pick, as the form's options name it. */
export interface PreviewCategory {
  id: string;
  slug: string;
  name: string;
}

export interface PreviewOrganization {
  id?: string | null;
  name?: string | null;
}

// the preview shows the chosen file (or the saved original) as it is: copies are made after a save
const shown = (image: UploadedImage | null) =>
  image ? { sourceUrl: image.sourceUrl, width: image.width, height: image.height, variants: [] } : null;
const textOrNull = (text: string) => text.trim() || null;

/**
 * The form's current values as the public listing page renders them (spec §2 Preview): unsaved uploads
 * show from the chosen file, the price comes from the app, the developer is the partner's organisation.
 * Half-typed values are shown as typed; only what the page cannot render is left out.
 */
export function previewListing(
  values: ListingFormValues,
  app: ListingApp,
  organisation: PreviewOrganization,
  listingId?: string | null,
  categoryOptions: readonly PreviewCategory[] = [],
): DetailsListing {
  const isPublic = hasPublicSections(app);
  const features = new Map(values.pricePlans.map((plan) => [plan.planId, plan.features]));
  const options = new Map(categoryOptions.map((c) => [c.id, c]));
  // the picked ones, primary first; an id the options do not know (still loading) is left out
  const picked = isPublic ? [values.primaryCategoryId, ...values.secondaryCategoryIds] : [];
  const categories = picked.flatMap((id, i) => {
    const option = options.get(id);
    return option ? [{ ...option, primary: i === 0, retired: false }] : [];
  });
  return {
    id: listingId ?? 'preview',
    appId: app.id,
    name: values.name.trim() || app.name,
    tagLine: values.tagLine,
    chargeType: app.chargeType,
    freeTrialDays: app.freeTrialDays,
    oneTimeChargeAmount: app.oneTimeChargeAmount,
    description: values.description,
    promoVideoUrl: textOrNull(values.promoVideoUrl),
    includeKeyBenefitsImages: isPublic && values.includeKeyBenefitsImages,
    supportEmail: textOrNull(values.supportEmail),
    supportPhone: textOrNull(values.supportPhone),
    websiteUrl: textOrNull(values.websiteUrl),
    privacyPolicyUrl: textOrNull(values.privacyPolicyUrl),
    termsOfServiceUrl: textOrNull(values.termsOfServiceUrl),
    integrations: isPublic ? values.integrations : [],
    offerDemoRequest: values.offerDemoRequest,
    showContactDetails: values.showContactDetails,
    icon: shown(values.icon),
    keyBenefits: isPublic
      ? values.keyBenefits.map((benefit) => ({ title: benefit.title, description: benefit.description, image: shown(benefit.image) }))
      : [],
    screenShots: values.screenShots.map((shot) => ({ type: shot.type, description: shot.description, image: shown(shot.image) })),
    // the store lists every plan of the app, with the listing's features text
    pricePlans: app.pricePlans.map((plan) => ({
      planId: plan.id,
      name: plan.name,
      features: hasPricingDetails(app) ? (features.get(plan.id) ?? '') : '',
      pricePlan: {
        id: plan.id,
        name: plan.name,
        type: plan.type,
        monthlyAmount: plan.monthlyAmount,
        yearlyAmount: plan.yearlyAmount,
        // recurring plans carry no one-time amount; the app's one-time charge is its own field
        oneTimeAmount: 0,
        discountedYearlyPrice: plan.discountedYearlyPrice,
        bookingFeePercentage: plan.bookingFeePercentage,
      },
    })),
    categories,
    organization: organisation.name?.trim()
      ? { id: organisation.id ?? '', businessName: organisation.name.trim(), businessEmail: null, supportEmail: null }
      : null,
  };
}
