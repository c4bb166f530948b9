import { batchLoader, groupBy } from '../../lib/batch-loader.ts';
import type { Services } from '../../services.ts';
import { findPricePlans, type PricePlanRow } from './pricing.service.ts';

/** Per-request loaders: the price plans of a whole page of apps in one query. */
export function createPricingLoaders({ db }: Services) {
  return {
    ofApp: batchLoader<number, PricePlanRow[]>(async (ids) => groupBy(await findPricePlans(db, ids), (p) => p.appId), []),
  };
}
