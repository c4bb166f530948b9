import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { installations, vendorUsers } from '../../db/schema/index.ts';
import { defineCursor, pageSize } from '../../lib/paging.ts';
import { lazyConnection } from '../../lib/paging.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { decryptSecret, encryptSecret, randomToken } from '../../lib/crypto.ts';
import { escapeLike } from '../../lib/sql-like.ts';
import { findVendor } from '../vendors/vendors.service.ts';

export type VendorUserRow = typeof vendorUsers.$inferSelect;

export const APP_API_PAGE_SIZE = 20;

export async function getVendor(db: Db, vendorId: number) {
  const vendor = await findVendor(db, vendorId);
  if (!vendor) throw new NotFoundError('Vendor not found');
  return vendor;
}

const VENDOR_USERS_CURSOR = defineCursor('vendorUsers', ['id']);

/** The vendor's users by id; `searchTerm` matches name or e-mail, ignoring case. */
export async function listVendorUsers(db: Db, vendorId: number, args: { searchTerm?: string | null; first?: number | null; after?: string | null }) {
  const size = pageSize(args.first, APP_API_PAGE_SIZE);
  const after = VENDOR_USERS_CURSOR.decode(args.after);
  const term = args.searchTerm?.trim().toLowerCase();
  const pattern = term ? `%${escapeLike(term)}%` : null;
  const where = and(
    eq(vendorUsers.vendorId, vendorId),
    pattern
      ? sql`(lower(${vendorUsers.firstName} || ' ' || ${vendorUsers.lastName}) like ${pattern} or lower(${vendorUsers.email}) like ${pattern})`
      : undefined,
  );
  const page = await db
    .select()
    .from(vendorUsers)
    .where(and(where, after ? gt(vendorUsers.id, after[0]) : undefined))
    .orderBy(asc(vendorUsers.id))
    .limit(size + 1);
  const count = async () => Number((await db.select({ n: sql<number>`count(*)::int` }).from(vendorUsers).where(where))[0]?.n ?? 0);
  return lazyConnection(page, size, count, (u) => VENDOR_USERS_CURSOR.encode([u.id]), after !== null);
}

/**
 * The installation's credentials for the old REST API (LEGACY_API). The token exchange makes them when the
 * scope is granted; an installation that has none yet gets them here, once, even under concurrent calls.
 */
export async function restApiCredentials(db: Db, installationId: number, secretKey: string) {
  const current = async () => {
    const [row] = await db
      .select({ accessKey: installations.legacyAccessKey, sealed: installations.legacySecretKeyEncrypted })
      .from(installations)
      .where(eq(installations.id, installationId));
    return row;
  };
  let row = await current();
  if (!row?.accessKey || !row.sealed) {
    await db
      .update(installations)
      .set({ legacyAccessKey: randomToken(15), legacySecretKeyEncrypted: encryptSecret(randomToken(24), secretKey) })
      .where(and(eq(installations.id, installationId), isNull(installations.legacyAccessKey)));
    row = await current();
  }
  if (!row?.accessKey || !row.sealed) throw new NotFoundError('Installation not found');
  return { accessKey: row.accessKey, secretKey: decryptSecret(row.sealed, secretKey) };
}
