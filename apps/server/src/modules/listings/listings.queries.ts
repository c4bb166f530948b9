import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appListings } from '../../db/schema/listings.ts';

export async function hasListing(db: Db, appId: number): Promise<boolean> {
  const [listing] = await db.select({ id: appListings.id }).from(appListings).where(eq(appListings.appId, appId)).limit(1);
  return Boolean(listing);
}
