import { hasSupportContact, listingSchema, parseRedirectUrls } from '@appstore/shared';
import type { Db } from '../../db/client.ts';
import { findAppListings, findKeyBenefits, findScreenshots, type ListingRow } from '../listings/listing-rows.ts';
import { hasExchangedTestInstallation } from '../installations/installations.queries.ts';
import { hasAgreedToTerms } from '../organizations/organizations.queries.ts';
import { countLivePlans } from '../pricing/pricing.queries.ts';
import type { AppRow } from '../apps/apps.queries.ts';

export type ReportItemType =
  | 'APP_URL'
  | 'REDIRECT_URL'
  | 'API_CONTACT_EMAIL'
  | 'LISTING'
  | 'PRICE_PLAN'
  | 'TERM_AGREEMENT'
  | 'TEST_INSTALLATION'
  | 'LISTING_FIELD'
  | 'SUPPORT_CONTACT';

export interface ReportItem {
  valid: boolean;
  type: ReportItemType;
  message: string;
}

export interface ListingReport {
  listingId: number;
  language: string;
  valid: boolean;
  items: ReportItem[];
}

export interface ValidationReport {
  valid: boolean;
  testInstallationSuccessful: boolean;
  items: ReportItem[];
  listingsReports: ListingReport[];
}

const item = (type: ReportItemType, valid: boolean, ok: string, problem: string): ReportItem => ({
  type,
  valid,
  message: valid ? ok : problem,
});

/**
 * What an app still needs before it can be published, computed live from the app, its listings, plans,
 * organisation and test installation (never cached: the dashboard shows it right after each change).
 */
export async function computeValidationReport(db: Db, app: AppRow): Promise<ValidationReport> {
  const [termsAgreed, planCount, testInstall, listings] = await Promise.all([
    hasAgreedToTerms(db, app.organizationId),
    countLivePlans(db, app.id),
    hasExchangedTestInstallation(db, app.id),
    findAppListings(db, [app.id]),
  ]);
  const redirectUrls = parseRedirectUrls(app.redirectUrlWhitelist);
  const items: ReportItem[] = [
    item('APP_URL', Boolean(app.appUrl), 'The app URL is set.', 'Add the app URL: vendors are sent there when they open your app.'),
    item(
      'REDIRECT_URL',
      redirectUrls.length > 0,
      `${redirectUrls.length} redirect URL${redirectUrls.length === 1 ? '' : 's'} whitelisted.`,
      'Add at least one redirect URL to the whitelist: the install flow only returns to whitelisted URLs.',
    ),
    item('API_CONTACT_EMAIL', Boolean(app.apiContactEmail), 'The API contact email is set.', 'Add an API contact email.'),
    item('LISTING', listings.length > 0, 'The app has a listing.', 'Please create a listing for your app.'),
  ];
  if (app.type === 'PUBLIC' && app.chargeType === 'RECURRING') {
    items.push(
      item(
        'PRICE_PLAN',
        planCount > 0,
        'The app has a recurring price plan.',
        'Add at least one price plan: the app has a recurring charge.',
      ),
    );
  }
  items.push(
    item(
      'TERM_AGREEMENT',
      termsAgreed,
      'Your organisation has agreed to the API Terms and the Partner terms.',
      'Your organisation must agree to the API Terms and the Partner terms before publishing.',
    ),
  );
  if (app.type === 'PUBLIC') {
    items.push(
      item(
        'TEST_INSTALLATION',
        Boolean(testInstall),
        'A test installation completed the OAuth token exchange.',
        'Install the app on your test vendor and complete the OAuth token exchange.',
      ),
    );
  }
  const listingsReports = await listingReports(db, listings);
  return {
    valid: items.every((i) => i.valid) && listingsReports.every((r) => r.valid),
    testInstallationSuccessful: Boolean(testInstall),
    items,
    listingsReports,
  };
}

/** Each listing checked against the spec §5 listing rules, plus the wish for a support contact. */
async function listingReports(db: Db, listings: ListingRow[]): Promise<ListingReport[]> {
  if (listings.length === 0) return [];
  const ids = listings.map((l) => l.id);
  const [screenshots, benefits] = await Promise.all([findScreenshots(db, ids), findKeyBenefits(db, ids)]);
  return listings.map((listing) => {
    const result = listingSchema.safeParse({
      ...listing,
      screenShots: screenshots
        .filter((s) => s.listingId === listing.id)
        .map((s) => ({ type: s.device, description: s.description, image: s.image })),
      keyBenefits: benefits
        .filter((k) => k.listingId === listing.id)
        .map((k) => ({ title: k.title, description: k.description, image: k.image })),
      pricePlans: [],
    });
    const items: ReportItem[] = result.success
      ? []
      : result.error.issues.map((issue) => ({ valid: false, type: 'LISTING_FIELD' as const, message: issue.message }));
    if (!hasSupportContact(listing)) {
      items.push({ valid: false, type: 'SUPPORT_CONTACT', message: 'Add a support contact: phone, email or URL.' });
    }
    return { listingId: listing.id, language: listing.language, valid: items.length === 0, items };
  });
}
