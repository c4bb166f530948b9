import { batchLoader } from '../../lib/batch-loader.ts';
import type { Services } from '../../services.ts';
import {
  findKeyBenefits,
  findScreenshots,
  type KeyBenefitRow,
  type ScreenshotRow,
} from './catalog.queries.ts';
import { countListedAppsByCategory, findListingCategories, type ListingCategoryRow } from './category-queries.ts';

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= load());
}

/** Per-request loaders for the detail parts of listings, one query per part however many listings. */
export function createCatalogLoaders({ db }: Services) {
  return {
    screenshots: batchLoader<number, ScreenshotRow[]>(async (ids) => groupBy(await findScreenshots(db, ids), (r) => r.listingId), []),
    keyBenefits: batchLoader<number, KeyBenefitRow[]>(async (ids) => groupBy(await findKeyBenefits(db, ids), (r) => r.listingId), []),
    categories: batchLoader<number, ListingCategoryRow[]>(
      async (ids) => groupBy(await findListingCategories(db, ids), (r) => r.listingId),
      [],
    ),
    /** one count for the whole staff list, however many categories it shows */
    appCountsByCategory: once(() => countListedAppsByCategory(db)),
  };
}
