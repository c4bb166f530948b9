import { batchLoader } from '../../lib/batch-loader.ts';
import type { Services } from '../../services.ts';
import { findInstallBuckets } from './catalog.queries.ts';
import { countListedAppsByCategory } from './category-queries.ts';

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= load());
}

/** Per-request loaders of the store's read model, one query however many categories or listings a page shows. */
export function createCatalogLoaders({ db }: Services) {
  return {
    /** one count for the whole staff list, however many categories it shows */
    appCountsByCategory: once(() => countListedAppsByCategory(db)),
    /** the install bucket of each app whose listings the partner area shows */
    installBucket: batchLoader<number, number>((appIds) => findInstallBuckets(db, appIds), 0),
  };
}
