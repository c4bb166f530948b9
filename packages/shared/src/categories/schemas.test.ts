import { describe, expect, it } from 'vitest';
import { categoryNameSchema, categorySlug, isCategorySlug } from './schemas.ts';
import { listingSchema } from '../listings/schemas.ts';

const listing = (extra: Record<string, unknown>) => ({
  name: 'Tour Sync',
  tagLine: 'Tours everywhere',
  description: 'An app.',
  includeKeyBenefitsImages: false,
  supportEmail: 'help@acme.test',
  showContactDetails: false,
  offerDemoRequest: false,
  icon: { s3Key: 'uploads/icon.png' },
  ...extra,
});
const messages = (extra: Record<string, unknown>) => {
  const result = listingSchema.safeParse(listing(extra));
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('category names and slugs', () => {
  it('makes a store address from a name', () => {
    expect(categorySlug('Channel managers & OTAs')).toBe('channel-managers-and-otas');
    expect(categorySlug('  Réservations / e-mail ')).toBe('reservations-e-mail');
    expect(isCategorySlug('guides-and-staff')).toBe(true);
    expect(isCategorySlug('Guides')).toBe(false);
    expect(isCategorySlug('a--b')).toBe(false);
  });

  it('requires a name of at most 40 characters with a letter or digit', () => {
    const issue = (name: unknown) => {
      const r = categoryNameSchema.safeParse({ name });
      return r.success ? null : r.error.issues[0]!.message;
    };
    expect(issue('  CRM ')).toBeNull();
    expect(issue('')).toBe('Category name is required');
    expect(issue(undefined)).toBe('Category name is required');
    expect(issue('x'.repeat(41))).toBe('Max 40 chars');
    expect(issue('!? ·')).toBe('Category name needs a letter or a digit');
  });
});

describe("a listing's categories", () => {
  it('takes one primary and up to two secondary, each once', () => {
    expect(messages({ primaryCategoryId: '1', secondaryCategoryIds: ['2', '3'] })).toEqual([]);
    expect(messages({})).toEqual([]);
    expect(messages({ primaryCategoryId: '1', secondaryCategoryIds: ['2', '3', '4'] })).toEqual([
      'secondaryCategoryIds: Max 2 secondary categories.',
    ]);
    expect(messages({ secondaryCategoryIds: ['2'] })).toEqual(['primaryCategoryId: Choose a primary category']);
    expect(messages({ primaryCategoryId: '', secondaryCategoryIds: ['2'] })).toEqual(['primaryCategoryId: Choose a primary category']);
    expect(messages({ primaryCategoryId: '1', secondaryCategoryIds: ['2', '1'] })).toEqual([
      'secondaryCategoryIds: A category can be picked only once',
    ]);
  });
});
