import { eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  appListings,
  listingCategories,
  listingKeyBenefits,
  listingPricePlans,
  listingScreenshots,
  searchWords,
} from '../../db/schema/listings.ts';
import { fileRows } from '../files/files.queries.ts';

/**
 * The table names for raw SQL of other domains that must read these rows in the same statement (the catalog
 * search, the ledger, reports, the delivery queue): the name lives here, and each use is an import of it.
 */
export const appListingsSql = sql.raw(getTableName(appListings));
export const listingPricePlansSql = sql.raw(getTableName(listingPricePlans));
export const listingScreenshotsSql = sql.raw(getTableName(listingScreenshots));
export const listingCategoriesSql = sql.raw(getTableName(listingCategories));
export const listingKeyBenefitsSql = sql.raw(getTableName(listingKeyBenefits));
export const searchWordsSql = sql.raw(getTableName(searchWords));

export async function hasListing(db: Db, appId: number): Promise<boolean> {
  const [listing] = await db.select({ id: appListings.id }).from(appListings).where(eq(appListings.appId, appId)).limit(1);
  return Boolean(listing);
}

/** The storage key of each app's listing icon, for apps whose listing has one. */
export async function findListingIconKeys(db: Db, appIds: number[]): Promise<Map<number, string>> {
  if (appIds.length === 0) return new Map();
  const rows = await db
    .select({ appId: appListings.appId, key: fileRows.s3Key })
    .from(appListings)
    .innerJoin(fileRows, eq(fileRows.id, appListings.iconFileId))
    .where(inArray(appListings.appId, appIds))
    .orderBy(appListings.id);
  const keys = new Map<number, string>();
  for (const r of rows) if (!keys.has(r.appId)) keys.set(r.appId, r.key);
  return keys;
}

/** Listings' names by id: what the audit log calls an entry's listing. */
export async function findListingNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: appListings.id, name: appListings.name }).from(appListings).where(inArray(appListings.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
