import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appListings, files } from '../../db/schema/index.ts';

/**
 * Reads of listings for other domains' pages (the install consent page, the vendor's app list). A new file
 * beside listings.service.ts so that the two can change apart.
 */

/** The storage key of each app's listing icon, for apps whose listing has one. */
export async function findListingIconKeys(db: Db, appIds: number[]): Promise<Map<number, string>> {
  if (appIds.length === 0) return new Map();
  const rows = await db
    .select({ appId: appListings.appId, key: files.s3Key })
    .from(appListings)
    .innerJoin(files, eq(files.id, appListings.iconFileId))
    .where(inArray(appListings.appId, appIds))
    .orderBy(appListings.id);
  const keys = new Map<number, string>();
  for (const r of rows) if (!keys.has(r.appId)) keys.set(r.appId, r.key);
  return keys;
}
