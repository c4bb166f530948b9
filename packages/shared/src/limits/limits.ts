/**
 * Business constants and limits of spec §5 and §9: the one home for every number the screens and the server
 * share. Messages are built from these numbers (maxCharsMessage), never written out again. How the screens look
 * (drawer width, chart height, notice times) is the web app's own business: apps/web/src/shared/ui.ts.
 */
export const LIMITS = {
  storePageSize: 50,
  appListPageSize: 10,
  installationsPageSize: 10,
  vendorSearchPageSize: 10,
  teamListPageSize: 50,
  payoutsPageSize: 100,
  auditLogPageSize: 50,
  maxPageSize: 100,
  topCountries: 10,
  appNameMax: 30,
  pricePlanNameMax: 30,
  urlMax: 255,
  /** E-mail addresses, names, phone numbers and the other one-line texts without a limit of their own. */
  textMax: 255,
  /** The longest e-mail address that can exist (RFC 5321: a 256-octet path, less its angle brackets). */
  emailMax: 254,
  redirectUrlWhitelistMax: 1000,
  appReviewInstructionsMax: 4000,
  reviewReasonMax: 2000,
  payoutRejectReasonMax: 1000,
  passwordMin: 8,
  passwordMax: 255,
  listingNameMax: 30,
  listingTagLineMax: 80,
  listingDescriptionMax: 4000,
  searchTermsMax: 5,
  searchTermMaxChars: 40,
  integrationsMax: 6,
  integrationMaxChars: 60,
  keyBenefitsMax: 3,
  keyBenefitTitleMax: 30,
  keyBenefitDescriptionMax: 140,
  screenshotsMax: 20,
  screenshotDescriptionMax: 64,
  planFeaturesMax: 1000,
  bookingFeeMaxPercent: 100,
  iconSize: { width: 1200, height: 1200 },
  keyBenefitImageSize: { width: 1600, height: 1200 },
  uploadMaxBytes: 20_000_000,
  /** The longest side of an uploaded image: WebP (libvips) cannot be written larger, so no variant could be made. */
  imageSideMax: 16_383,
  imageContentTypes: ['image/jpeg', 'image/png'] as const,
  payoutTextMax: 255,
  planSortMonthlyWeight: 12,
  /** The App API's own limits (partner apps call it, not the web forms). */
  experienceNameMax: 120,
  experienceDescriptionMax: 4000,
  availableSeatsMax: 100_000,
  availabilityNoteMax: 500,
  /** Prices and payments of the App API stay below this amount. */
  apiAmountBelow: 1_000_000,
  bookingParticipantsMax: 500,
  personNameMax: 100,
  phoneMax: 40,
} as const;

/** Spec §5's message for a text over its limit: 'Max 30 chars'. */
export function maxCharsMessage(max: number): string {
  return `Max ${max} chars`;
}

/** The App API's message for a text over its limit: 'name must be at most 120 characters'. */
export function apiMaxCharsMessage(field: string, max: number): string {
  return `${field} must be at most ${max} characters`;
}
