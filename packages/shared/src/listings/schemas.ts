import { z } from 'zod';
import { LIMITS, maxCharsMessage } from '../limits/limits.ts';
import { SCREENSHOT_DEVICES } from '../apps/enums.ts';
import { isAbsoluteUrl } from '../apps/schemas.ts';
import { checkListingCategories, listingCategoriesFields } from '../categories/schemas.ts';

const optionalText = (max: number, message = maxCharsMessage(max)) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);

const optionalUrl = optionalText(LIMITS.urlMax).refine((v) => v === null || isAbsoluteUrl(v), 'Not a valid URL');

/** An uploaded image as a listing refers to it: the storage key is what ties it to the file. */
export const listingImageSchema = z.object({
  s3Key: z.string().min(1),
  fileName: z.string().nullish(),
  fileType: z.string().nullish(),
  height: z.number().int().nullish(),
  width: z.number().int().nullish(),
  size: z.number().int().nullish(),
  sourceUrl: z.string().nullish(),
  temp: z.boolean().nullish(),
});

/** A required image: zod skips refinements of absent optional keys, so a missing one is made null first. */
const requiredImage = (message: string) => z.preprocess((v) => v ?? null, listingImageSchema.nullable()).refine((v) => v !== null, message);

const required = (message: string, max: number, maxMessage = maxCharsMessage(max)) =>
  z.string(message).trim().min(1, { error: message, abort: true }).max(max, maxMessage);

/** Spec §5 listing rules: the listing form, `appListingCreate` / `appListingUpdate` and the validation report. */
export const listingSchema = z
  .object({
    name: required('Name is required', LIMITS.listingNameMax),
    tagLine: required('Tagline is required', LIMITS.listingTagLineMax),
    description: required('Detailed description is required', LIMITS.listingDescriptionMax),
    searchTerms: z
      .array(z.string().trim().min(1).max(LIMITS.searchTermMaxChars, maxCharsMessage(LIMITS.searchTermMaxChars)))
      .max(LIMITS.searchTermsMax, `Max ${LIMITS.searchTermsMax} terms.`)
      .nullish()
      .transform((v) => v ?? []),
    integrations: z
      .array(z.string().trim().min(1).max(LIMITS.integrationMaxChars, maxCharsMessage(LIMITS.integrationMaxChars)))
      .max(LIMITS.integrationsMax, `Max ${LIMITS.integrationsMax} integrations.`)
      .nullish()
      .transform((v) => v ?? []),
    promoVideoUrl: optionalUrl,
    includeKeyBenefitsImages: z.boolean('Include key benefit images must be yes or no'),
    supportEmail: z
      .string('Support email is required')
      .trim()
      .min(1, { error: 'Support email is required', abort: true })
      .max(LIMITS.textMax, maxCharsMessage(LIMITS.textMax))
      .pipe(z.email('Support email is not a valid address')),
    supportPhone: optionalText(LIMITS.textMax),
    websiteUrl: optionalUrl,
    privacyPolicyUrl: optionalUrl,
    termsOfServiceUrl: optionalUrl,
    showContactDetails: z.boolean('Show contact details must be yes or no'),
    offerDemoRequest: z.boolean('Offer demo request must be yes or no'),
    icon: requiredImage('App icon is required'),
    keyBenefits: z
      .array(
        z.object({
          title: required('Key Benefit title is required', LIMITS.keyBenefitTitleMax),
          description: required('Key Benefit description is required', LIMITS.keyBenefitDescriptionMax),
          image: listingImageSchema.nullish(),
        }),
      )
      .max(LIMITS.keyBenefitsMax, `Max ${LIMITS.keyBenefitsMax} key benefits.`)
      .nullish()
      .transform((v) => v ?? []),
    screenShots: z
      .array(
        z.object({
          type: z.enum(SCREENSHOT_DEVICES, 'Choose the device of the screenshot').default('DESKTOP'),
          description: required('Screenshot description is required', LIMITS.screenshotDescriptionMax),
          image: requiredImage('Screenshot image is required'),
        }),
      )
      .max(LIMITS.screenshotsMax, `Max ${LIMITS.screenshotsMax} screenshots.`)
      .nullish()
      .transform((v) => v ?? []),
    pricePlans: z
      .array(
        z.object({
          planId: z.union([z.string(), z.number()]).transform(String),
          features: z.string().max(LIMITS.planFeaturesMax, maxCharsMessage(LIMITS.planFeaturesMax)).nullish(),
        }),
      )
      .nullish()
      .transform((v) => v ?? []),
    ...listingCategoriesFields,
  })
  // a listing saved before categories existed may have none; once one is picked, the rules hold
  .superRefine((listing, ctx) => checkListingCategories(listing, ctx, false));
export type ListingFormInput = z.input<typeof listingSchema>;
export type ListingValues = z.output<typeof listingSchema>;

/** The help text's wish: at least one way for vendors to reach support besides the e-mail form. */
export function hasSupportContact(listing: {
  supportEmail?: string | null;
  supportPhone?: string | null;
  websiteUrl?: string | null;
}): boolean {
  return Boolean(listing.supportEmail?.trim() || listing.supportPhone?.trim() || listing.websiteUrl?.trim());
}
