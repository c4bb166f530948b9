import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vendorUsers } from '../../db/schema/vendors.ts';
import { APP_API_PAGE_SIZE, defineCursor, lazyConnection, pageSize } from '../../lib/paging.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { escapeLike } from '../../lib/sql-like.ts';
import { findVendor } from './vendors.service.ts';

export type VendorUserRow = typeof vendorUsers.$inferSelect;

export async function getVendor(db: Db, vendorId: number) {
  const vendor = await findVendor(db, vendorId);
  if (!vendor) throw new NotFoundError('Vendor not found');
  return vendor;
}

const VENDOR_USERS_CURSOR = defineCursor('vendorUsers', ['id']);

/** The vendor's users by id; `searchTerm` matches name or e-mail, ignoring case. */
export async function listVendorUsers(
  db: Db,
  vendorId: number,
  args: { searchTerm?: string | null; first?: number | null; after?: string | null },
) {
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
  const count = async () =>
    Number(
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(vendorUsers)
          .where(where)
      )[0]?.n ?? 0,
    );
  return lazyConnection(page, size, count, (u) => VENDOR_USERS_CURSOR.encode([u.id]), after !== null);
}

/** The vendor user with this e-mail address, any case (sign-in). */
export async function findVendorUserByEmail(db: Db, email: string): Promise<VendorUserRow | null> {
  const [user] = await db
    .select()
    .from(vendorUsers)
    .where(sql`lower(${vendorUsers.email}) = ${email.toLowerCase()}`);
  return user ?? null;
}
