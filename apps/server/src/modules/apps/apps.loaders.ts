import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Services } from '../../services.ts';
import { appReviewEvents, apps, installations } from '../../db/schema/index.ts';
import { batchLoader } from '../../lib/batch-loader.ts';
import { findAppListings, type ListingRow } from '../catalog/catalog.queries.ts';
import { findPricePlans, type PricePlanRow } from '../pricing/pricing.service.ts';
import { findVendors, type VendorRow } from '../vendors/vendors.service.ts';
import { findWebhooks, type WebhookRow } from '../webhooks/webhooks.service.ts';

export type InstallationRow = typeof installations.$inferSelect;
export type ReviewEventRow = typeof appReviewEvents.$inferSelect;

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
}

/** Per-request loaders for the parts of apps the portal shows: one query per part for a whole page of apps. */
export function createAppLoaders({ db }: Services) {
  return {
    pricePlans: batchLoader<number, PricePlanRow[]>(async (ids) => groupBy(await findPricePlans(db, ids), (p) => p.appId), []),
    webhooks: batchLoader<number, WebhookRow[]>(async (ids) => groupBy(await findWebhooks(db, ids), (w) => w.appId), []),
    listings: batchLoader<number, ListingRow[]>(async (ids) => groupBy(await findAppListings(db, ids), (l) => l.appId), []),
    vendor: batchLoader<number, VendorRow | null>(async (ids) => new Map((await findVendors(db, ids)).map((v) => [v.id, v])), null),
    /** Active installations by real vendors. */
    installCount: batchLoader<number, number>(async (ids) => {
      const counts = await db
        .select({ appId: installations.appId, n: sql<number>`count(*)::int` })
        .from(installations)
        .where(and(inArray(installations.appId, ids), isNull(installations.uninstalledAt), sql`not ${installations.isTest}`))
        .groupBy(installations.appId);
      return new Map(counts.map((c) => [c.appId, Number(c.n)]));
    }, 0),
    /** The organisation's own test installation of each app (test vendor), if active. */
    testInstallation: batchLoader<number, InstallationRow | null>(async (ids) => {
      const rows = await db
        .select()
        .from(installations)
        .where(and(inArray(installations.appId, ids), isNull(installations.uninstalledAt), eq(installations.isTest, true)));
      return new Map(rows.map((r) => [r.appId, r]));
    }, null),
    /** The linked vendor's active installation of each custom app. */
    customInstallation: batchLoader<number, InstallationRow | null>(async (ids) => {
      const rows = await db
        .select({ installation: installations })
        .from(installations)
        .innerJoin(apps, and(eq(apps.id, installations.appId), eq(apps.linkedVendorId, installations.vendorId)))
        .where(and(inArray(installations.appId, ids), isNull(installations.uninstalledAt)));
      return new Map(rows.map((r) => [r.installation.appId, r.installation]));
    }, null),
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
