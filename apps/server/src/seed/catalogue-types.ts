import type { AppStatus, ChargeType, PricePlanType, ScreenshotDevice } from '@appstore/shared';

/**
 * Shape of the demo catalogue. Image fields name files in `src/seed/assets/` (e.g. 'icons/tourcast.png',
 * 'screenshots/dashboard-calendar.jpg', 'benefits/sync.jpg'). Limits follow spec §9.
 */
export interface SeedDeveloper {
  key: string; // referenced by SeedApp.developer
  businessName: string;
  businessEmail: string;
  supportEmail: string;
  websiteUrl: string;
  phoneNumber: string;
}

export interface SeedPlan {
  name: string; // max 30
  type: PricePlanType;
  monthlyAmount: number;
  yearlyAmount: number;
  discountedYearlyPrice?: boolean;
  bookingFeePercentage?: number;
  features: string; // listing text for the plan; line breaks allowed
}

export interface SeedApp {
  slug: string;
  developer: string; // SeedDeveloper.key
  status?: AppStatus; // default PUBLISHED
  type?: 'PUBLIC' | 'CUSTOM'; // default PUBLIC
  name: string; // max 30
  tagLine: string; // max 80
  description: string; // max 4000, paragraphs separated by \n\n
  category: string;
  searchTerms: string[]; // max 5
  integrations: string[]; // max 6
  chargeType: ChargeType;
  oneTimeChargeAmount?: number;
  freeTrialDays?: number;
  plans: SeedPlan[];
  icon: string;
  promoVideoUrl?: string;
  includeKeyBenefitsImages: boolean;
  keyBenefits: { title: string; description: string; image?: string }[]; // max 3; title max 30, description max 140
  screenshots: { image: string; device: ScreenshotDevice; description: string }[]; // description max 64
  supportEmail: string;
  supportPhone?: string;
  websiteUrl: string;
  privacyPolicyUrl: string;
  termsOfServiceUrl: string;
  showContactDetails: boolean;
  offerDemoRequest: boolean;
  /** How many vendors have it installed now (drives the POPULAR sort). */
  activeInstalls: number;
  /** Days since it was published (drives NEWEST). */
  publishedDaysAgo: number;
  appUrl: string;
  redirectUrls: string[];
}
