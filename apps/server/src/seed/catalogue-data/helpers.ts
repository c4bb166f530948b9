import type { SeedApp, SeedPlan } from '../catalogue-types.ts';

type Links = Pick<SeedApp, 'supportEmail' | 'websiteUrl' | 'privacyPolicyUrl' | 'termsOfServiceUrl' | 'appUrl' | 'redirectUrls'>;

/**
 * Contact and technical URLs of an app on its developer's domain, e.g. links('tourcast', 'tourcast') gives
 * support@tourcast.example, https://app.tourcast.example/bokun and https://app.tourcast.example/oauth/callback.
 * A developer with several apps gets a per-app path (`path`) and a per-app app host.
 */
export function links(domain: string, path?: string): Links {
  const site = `https://${domain}.example`;
  const app = path ? `https://${path}.app.${domain}.example` : `https://app.${domain}.example`;
  return {
    supportEmail: `support@${domain}.example`,
    websiteUrl: path ? `${site}/${path}` : site,
    privacyPolicyUrl: `${site}/privacy`,
    termsOfServiceUrl: `${site}/terms`,
    appUrl: `${app}/bokun`,
    redirectUrls: [`${app}/oauth/callback`],
  };
}

/** FREE plan: both amounts 0. */
export function free(name: string, features: string, bookingFeePercentage?: number): SeedPlan {
  return { name, type: 'FREE', monthlyAmount: 0, yearlyAmount: 0, ...(bookingFeePercentage ? { bookingFeePercentage } : {}), features };
}

/** MONTHLY_CHARGE plan; `yearly` (> monthly) turns on the discounted yearly price. */
export function monthly(name: string, monthlyAmount: number, features: string, opts: { yearly?: number; fee?: number } = {}): SeedPlan {
  return {
    name,
    type: 'MONTHLY_CHARGE',
    monthlyAmount,
    yearlyAmount: opts.yearly ?? 0,
    ...(opts.yearly ? { discountedYearlyPrice: true } : {}),
    ...(opts.fee ? { bookingFeePercentage: opts.fee } : {}),
    features,
  };
}

/** YEARLY_CHARGE plan: monthly amount 0. */
export function yearly(name: string, yearlyAmount: number, features: string, fee?: number): SeedPlan {
  return { name, type: 'YEARLY_CHARGE', monthlyAmount: 0, yearlyAmount, ...(fee ? { bookingFeePercentage: fee } : {}), features };
}

/** Screenshot from src/seed/assets/screenshots; names starting with 'mobile-' are MOBILE shots. */
export function shot(name: string, description: string): SeedApp['screenshots'][number] {
  return { image: `screenshots/${name}.jpg`, device: name.startsWith('mobile-') ? 'MOBILE' : 'DESKTOP', description };
}

/** Key benefit, optionally with an image from src/seed/assets/benefits. */
export function benefit(title: string, description: string, image?: string): SeedApp['keyBenefits'][number] {
  return image ? { title, description, image: `benefits/${image}.jpg` } : { title, description };
}
