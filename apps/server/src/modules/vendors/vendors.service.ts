import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { LIMITS } from '@appstore/shared';
import type { Db } from '../../db/client.ts';
import { vendors } from '../../db/schema/vendors.ts';
import { defineCursor, pageSize, toConnection } from '../../lib/paging.ts';
import { escapeLike } from '../../lib/sql-like.ts';

export type VendorRow = typeof vendors.$inferSelect;

const VENDOR_SEARCH_CURSOR = defineCursor('appVendorSearch', ['text', 'id']);

/** Real vendors (not partners' test vendors) whose name or domain contains the query, by name. */
export async function searchVendors(db: Db, args: { query?: string | null; first?: number | null; after?: string | null }) {
  const size = pageSize(args.first, LIMITS.vendorSearchPageSize);
  const after = VENDOR_SEARCH_CURSOR.decode(args.after);
  const term = args.query?.trim().toLowerCase();
  const key = sql`lower(${vendors.name})`;
  const where = and(
    isNull(vendors.testForOrganizationId),
    term ? sql`(${key} like ${`%${escapeLike(term)}%`} or ${vendors.domain} like ${`%${escapeLike(term)}%`})` : undefined,
  );
  const cursor = after ? sql`(${key}, ${vendors.id}) > (${after[0]}, ${after[1]}::int)` : undefined;
  const [page, [count]] = await Promise.all([
    db
      .select({ vendor: vendors, key: sql<string>`${key}` })
      .from(vendors)
      .where(and(where, cursor))
      .orderBy(key, asc(vendors.id))
      .limit(size + 1),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(vendors)
      .where(where),
  ]);
  return toConnection(page, size, Number(count?.n ?? 0), (r) => VENDOR_SEARCH_CURSOR.encode([r.key, r.vendor.id]), after !== null);
}

export async function findVendors(db: Db, ids: number[]): Promise<VendorRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(vendors).where(inArray(vendors.id, ids));
}

export async function findVendor(db: Db, id: number): Promise<VendorRow | null> {
  const [vendor] = await db.select().from(vendors).where(eq(vendors.id, id));
  return vendor ?? null;
}
