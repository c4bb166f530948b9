import { desc, inArray } from 'drizzle-orm';
import type { Services } from '../../services.ts';
import { appReviewEvents } from '../../db/schema/apps.ts';
import { batchLoader } from '../../lib/batch-loader.ts';
import { findVendors, type VendorRow } from '../vendors/vendors.service.ts';

export type ReviewEventRow = typeof appReviewEvents.$inferSelect;

/** Per-request loaders for the parts of apps the portal shows: one query per part for a whole page of apps. */
export function createAppLoaders({ db }: Services) {
  return {
    vendor: batchLoader<number, VendorRow | null>(async (ids) => new Map((await findVendors(db, ids)).map((v) => [v.id, v])), null),
    lastReview: batchLoader<number, ReviewEventRow | null>(async (ids) => {
      const rows = await db
        .selectDistinctOn([appReviewEvents.appId])
        .from(appReviewEvents)
        .where(inArray(appReviewEvents.appId, ids))
        .orderBy(appReviewEvents.appId, desc(appReviewEvents.createdAt), desc(appReviewEvents.id));
      return new Map(rows.map((r) => [r.appId, r]));
    }, null),
  };
}
