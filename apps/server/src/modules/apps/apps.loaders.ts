import { desc, inArray } from 'drizzle-orm';
import type { Services } from '../../services.ts';
import { appReviewEvents } from '../../db/schema/apps.ts';
import { batchLoader } from '../../lib/batch-loader.ts';
import {
  countActiveInstallations,
  findActiveLinkedInstallations,
  findActiveTestInstallations,
  type InstallationRow,
} from '../installations/installations.queries.ts';
import { findPricePlans, type PricePlanRow } from '../pricing/pricing.service.ts';
import { findVendors, type VendorRow } from '../vendors/vendors.service.ts';
import { findWebhooks, type WebhookRow } from '../webhooks/webhooks.service.ts';

export type { InstallationRow };
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
    vendor: batchLoader<number, VendorRow | null>(async (ids) => new Map((await findVendors(db, ids)).map((v) => [v.id, v])), null),
    /** Active installations by real vendors. */
    installCount: batchLoader<number, number>((ids) => countActiveInstallations(db, ids), 0),
    /** The organisation's own test installation of each app (test vendor), if active. */
    testInstallation: batchLoader<number, InstallationRow | null>(
      async (ids) => new Map((await findActiveTestInstallations(db, ids)).map((r) => [r.appId, r])),
      null,
    ),
    /** The linked vendor's active installation of each custom app. */
    customInstallation: batchLoader<number, InstallationRow | null>(
      async (ids) => new Map((await findActiveLinkedInstallations(db, ids)).map((r) => [r.appId, r])),
      null,
    ),
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
