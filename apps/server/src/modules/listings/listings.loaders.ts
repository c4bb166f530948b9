import { batchLoader, groupBy } from '../../lib/batch-loader.ts';
import type { Services } from '../../services.ts';
import {
  findAppListings,
  findKeyBenefits,
  findListingCategories,
  findScreenshots,
  type KeyBenefitRow,
  type ListingCategoryRow,
  type ListingRow,
  type ScreenshotRow,
} from './listing-rows.ts';

/** Per-request loaders for the parts of listings, one query per part however many listings (or apps) a page shows. */
export function createListingLoaders({ db }: Services) {
  return {
    /** Every listing of each app: the partner area's view of its own listings. */
    ofApp: batchLoader<number, ListingRow[]>(async (ids) => groupBy(await findAppListings(db, ids), (l) => l.appId), []),
    screenshots: batchLoader<number, ScreenshotRow[]>(async (ids) => groupBy(await findScreenshots(db, ids), (r) => r.listingId), []),
    keyBenefits: batchLoader<number, KeyBenefitRow[]>(async (ids) => groupBy(await findKeyBenefits(db, ids), (r) => r.listingId), []),
    categories: batchLoader<number, ListingCategoryRow[]>(
      async (ids) => groupBy(await findListingCategories(db, ids), (r) => r.listingId),
      [],
    ),
  };
}
