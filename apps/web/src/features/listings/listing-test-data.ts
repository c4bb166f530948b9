import type { ListingEditFieldsFragment } from '../../gql/graphql';
import type { ListingApp } from './listing-form-values';

/** Test data of the listing form's unit tests: a public app with recurring plans, and a saved listing of it. */
export const recurringApp: ListingApp = {
  id: '7',
  name: 'Tour Sync',
  type: 'PUBLIC',
  chargeType: 'RECURRING',
  freeTrialDays: 14,
  oneTimeChargeAmount: 0,
  apiContactEmail: 'api@toursync.test',
  pricePlans: [
    {
      id: '11',
      name: 'Basic',
      type: 'MONTHLY_CHARGE',
      discountedYearlyPrice: false,
      monthlyAmount: 10,
      yearlyAmount: 0,
      bookingFeePercentage: 0,
    },
    {
      id: '12',
      name: 'Pro',
      type: 'YEARLY_CHARGE',
      discountedYearlyPrice: false,
      monthlyAmount: 0,
      yearlyAmount: 300,
      bookingFeePercentage: 1.5,
    },
  ],
};

const image = (key: string, temp = false) => ({
  s3Key: key,
  sourceUrl: `https://cdn.test/${key}`,
  fileName: `${key}.png`,
  fileType: 'png',
  width: 1200,
  height: 1200,
  size: 5000,
  temp,
});

export const storedListing = {
  id: '3',
  appId: '7',
  language: 'en',
  name: 'Tour Sync',
  tagLine: 'Sync tours',
  chargeType: 'RECURRING',
  freeTrialDays: 14,
  oneTimeChargeAmount: 0,
  description: 'Line one\nLine two',
  promoVideoUrl: null,
  includeKeyBenefitsImages: true,
  supportEmail: 'help@toursync.test',
  supportPhone: null,
  websiteUrl: 'https://toursync.test',
  privacyPolicyUrl: null,
  termsOfServiceUrl: null,
  integrations: ['Stripe'],
  searchTerms: ['sync', 'tours'],
  offerDemoRequest: true,
  showContactDetails: false,
  icon: image('icon'),
  keyBenefits: [{ title: 'Fast', description: 'Very fast', image: image('benefit') }],
  screenShots: [{ type: 'MOBILE', description: 'Home', image: image('shot') }],
  pricePlans: [{ planId: '12', name: 'Pro', features: 'All of it', pricePlan: {} }],
  categories: [
    { id: '4', slug: 'payments', name: 'Payments', primary: true, retired: false },
    { id: '3', slug: 'retired-one', name: 'Retired one', primary: false, retired: true },
    { id: '5', slug: 'crm', name: 'CRM', primary: false, retired: false },
  ],
  organization: null,
} as unknown as ListingEditFieldsFragment;
