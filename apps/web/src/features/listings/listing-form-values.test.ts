import { describe, expect, it } from 'vitest';
import { listingSchema } from '@appstore/shared/listings/schemas';
import { canDeleteListing, listingFormValues, listingInput, newListingFormValues, type ListingFormValues } from './listing-form-values';
import { recurringApp, storedListing } from './listing-test-data';

describe('newListingFormValues (spec §2 defaults)', () => {
  it('starts with the app name, its API contact as support e-mail, booleans off and empty lists', () => {
    const values = newListingFormValues(recurringApp);
    expect(values).toMatchObject({
      name: 'Tour Sync',
      supportEmail: 'api@toursync.test',
      includeKeyBenefitsImages: false,
      showContactDetails: false,
      offerDemoRequest: false,
      searchTerms: [],
      integrations: [],
      keyBenefits: [],
      screenShots: [],
      icon: null,
      tagLine: '',
    });
  });

  it('has one pricing-details entry per plan of the app', () => {
    expect(newListingFormValues(recurringApp).pricePlans).toEqual([
      { planId: '11', name: 'Basic', features: '' },
      { planId: '12', name: 'Pro', features: '' },
    ]);
  });
});

describe('listingFormValues', () => {
  it('shows the stored listing, with texts for nulls and images as the uploader shows them', () => {
    const values = listingFormValues(storedListing, recurringApp);
    expect(values).toMatchObject({ supportPhone: '', promoVideoUrl: '', searchTerms: ['sync', 'tours'], offerDemoRequest: true });
    expect(values.icon).toEqual({
      s3Key: 'icon',
      sourceUrl: 'https://cdn.test/icon',
      fileName: 'icon.png',
      width: 1200,
      height: 1200,
      size: 5000,
      temp: false,
    });
    expect(values.screenShots[0]).toMatchObject({ type: 'MOBILE', description: 'Home', image: { s3Key: 'shot' } });
  });

  it("prefills the features of the app's current plans from the listing", () => {
    expect(listingFormValues(storedListing, recurringApp).pricePlans).toEqual([
      { planId: '11', name: 'Basic', features: '' },
      { planId: '12', name: 'Pro', features: 'All of it' },
    ]);
  });
});

const valid = (values: Partial<ListingFormValues> = {}) =>
  listingSchema.parse({
    ...listingFormValues(storedListing, recurringApp),
    ...values,
  } as unknown);

describe('listingInput', () => {
  it('sends images by key only, and the features of every plan', () => {
    const input = listingInput(valid(), recurringApp);
    expect(input.icon).toEqual({ s3Key: 'icon' });
    expect(input.keyBenefits).toEqual([{ title: 'Fast', description: 'Very fast', image: { s3Key: 'benefit' } }]);
    expect(input.screenShots).toEqual([{ type: 'MOBILE', description: 'Home', image: { s3Key: 'shot' } }]);
    expect(input.pricePlans).toEqual([
      { planId: '11', features: '' },
      { planId: '12', features: 'All of it' },
    ]);
    expect(input).toMatchObject({ supportPhone: null, promoVideoUrl: null, searchTerms: ['sync', 'tours'], integrations: ['Stripe'] });
  });

  it('leaves key-benefit images out while they are not included', () => {
    const input = listingInput(valid({ includeKeyBenefitsImages: false }), recurringApp);
    expect(input.includeKeyBenefitsImages).toBe(false);
    expect(input.keyBenefits?.[0]?.image).toBeNull();
  });

  it('sends the public-only sections empty for a custom app', () => {
    const input = listingInput(valid(), { type: 'CUSTOM', chargeType: 'RECURRING' });
    expect(input).toMatchObject({ searchTerms: [], integrations: [], keyBenefits: [], includeKeyBenefitsImages: false });
    expect(input).toMatchObject({ primaryCategoryId: null, secondaryCategoryIds: [] });
  });

  it("starts from the listing's active categories: a retired one is dropped when the listing is saved", () => {
    const values = listingFormValues(storedListing, recurringApp);
    expect([values.primaryCategoryId, values.secondaryCategoryIds]).toEqual(['4', ['5']]);
    expect(listingInput(valid(), recurringApp)).toMatchObject({ primaryCategoryId: '4', secondaryCategoryIds: ['5'] });
  });

  it('asks for a primary category when only a retired one was primary', () => {
    const stale = {
      ...storedListing,
      categories: [{ id: '3', slug: 'old', name: 'Old', primary: true, retired: true }, ...storedListing.categories.slice(2)],
    };
    const result = listingSchema.safeParse(listingFormValues(stale, recurringApp));
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual(['Choose a primary category']);
  });

  it('sends no pricing details without recurring plans', () => {
    expect(listingInput(valid(), { type: 'PUBLIC', chargeType: 'ONE_TIME' }).pricePlans).toEqual([]);
  });
});

describe('canDeleteListing', () => {
  it('allows deleting the listing of a public app, or of a custom app not linked to a vendor', () => {
    expect(canDeleteListing({ type: 'PUBLIC', listingLocked: false, linkedVendor: null })).toBe(true);
    expect(canDeleteListing({ type: 'CUSTOM', listingLocked: false, linkedVendor: null })).toBe(true);
  });

  it('keeps the listing of a linked or published custom app', () => {
    expect(canDeleteListing({ type: 'CUSTOM', listingLocked: false, linkedVendor: { id: '1', name: 'Vendor' } })).toBe(false);
    expect(canDeleteListing({ type: 'CUSTOM', listingLocked: true, linkedVendor: { id: '1', name: 'Vendor' } })).toBe(false);
  });
});
