import { eq, getTableName, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appListings, listingKeyBenefits, listingPricePlans, listingScreenshots, searchWords } from '../../db/schema/listings.ts';

/**
 * The table names for raw SQL of other domains that must read these rows in the same statement (the catalog
 * search, the ledger, reports, the delivery queue): the name lives here, and each use is an import of it.
 */
export const appListingsSql = sql.raw(getTableName(appListings));
export const listingPricePlansSql = sql.raw(getTableName(listingPricePlans));
export const listingScreenshotsSql = sql.raw(getTableName(listingScreenshots));
export const listingKeyBenefitsSql = sql.raw(getTableName(listingKeyBenefits));
export const searchWordsSql = sql.raw(getTableName(searchWords));

export async function hasListing(db: Db, appId: number): Promise<boolean> {
  const [listing] = await db.select({ id: appListings.id }).from(appListings).where(eq(appListings.appId, appId)).limit(1);
  return Boolean(listing);
}
