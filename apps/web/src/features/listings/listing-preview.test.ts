import { describe, expect, it } from 'vitest';
import { newListingFormValues, type ListingFormValues } from './listing-form-values';
import { recurringApp } from './listing-test-data';
import { previewListing } from './listing-preview';

const upload = { s3Key: 'k', sourceUrl: 'blob:http://localhost/1', fileName: 'icon.png', width: 1200, height: 1200, size: 10, temp: true };

const values = (changes: Partial<ListingFormValues> = {}): ListingFormValues => ({ ...newListingFormValues(recurringApp), ...changes });

describe('previewListing', () => {
  it('renders the current values with the app’s price and the partner’s organisation', () => {
    const listing = previewListing(
      values({ tagLine: 'Sync tours', icon: upload, websiteUrl: ' ', pricePlans: [{ planId: '12', name: 'Pro', features: 'Everything' }] }),
      recurringApp,
      { id: '5', name: 'Acme Tours' },
      '3',
    );
    expect(listing).toMatchObject({
      id: '3',
      appId: '7',
      name: 'Tour Sync',
      tagLine: 'Sync tours',
      chargeType: 'RECURRING',
      freeTrialDays: 14,
      websiteUrl: null,
      icon: { sourceUrl: 'blob:http://localhost/1', width: 1200, height: 1200 },
      organization: { id: '5', businessName: 'Acme Tours' },
    });
    expect(listing.pricePlans.map((p) => [p.name, p.features, p.pricePlan.yearlyAmount])).toEqual([
      ['Basic', '', 0],
      ['Pro', 'Everything', 300],
    ]);
  });

  it('falls back to the app name and a developer without a name', () => {
    const listing = previewListing(values({ name: '  ' }), recurringApp, { name: null });
    expect(listing.name).toBe('Tour Sync');
    expect(listing.organization).toBeNull();
    expect(listing.id).toBe('preview');
  });

  it('names the picked categories, primary first, from the options', () => {
    const options = [
      { id: '1', slug: 'crm', name: 'CRM' },
      { id: '2', slug: 'payments', name: 'Payments' },
      { id: '3', slug: 'reporting', name: 'Reporting' },
    ];
    const listing = previewListing(values({ primaryCategoryId: '2', secondaryCategoryIds: ['3', '9'] }), recurringApp, {}, null, options);
    expect(listing.categories).toEqual([
      { id: '2', slug: 'payments', name: 'Payments', primary: true, retired: false },
      { id: '3', slug: 'reporting', name: 'Reporting', primary: false, retired: false },
    ]);
    const custom = previewListing(values({ primaryCategoryId: '2' }), { ...recurringApp, type: 'CUSTOM' }, {}, null, options);
    expect(custom.categories).toEqual([]);
  });

  it('shows no public-only sections of a custom app', () => {
    const listing = previewListing(
      values({ integrations: ['Stripe'], keyBenefits: [{ title: 'a', description: 'b', image: null }], includeKeyBenefitsImages: true }),
      { ...recurringApp, type: 'CUSTOM' },
      {},
    );
    expect(listing).toMatchObject({ integrations: [], keyBenefits: [], includeKeyBenefitsImages: false });
  });
});
