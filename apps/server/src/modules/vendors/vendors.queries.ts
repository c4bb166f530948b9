import { and, eq, isNull } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { vendorUsers, vendors } from '../../db/schema/vendors.ts';

export type VendorRow = typeof vendors.$inferSelect;
export type VendorUserRow = typeof vendorUsers.$inferSelect;

/**
 * Vendors as a subquery, for statements of other domains that read an installation with its vendor in one
 * round trip (and lock it). PostgreSQL flattens it: the plan is that of a join of the table.
 */
export const vendorRows = new QueryBuilder().select().from(vendors).as('vendors');
/** The columns of `vendorRows`, to select a whole vendor row beside another domain's row. */
export const vendorRowFields = vendorRows._.selectedFields;

export async function findVendorById(db: Db, id: number): Promise<VendorRow | null> {
  const [vendor] = await db.select().from(vendors).where(eq(vendors.id, id));
  return vendor ?? null;
}

/** A real vendor (not a partner's test vendor). */
export async function findRealVendor(db: Db, id: number): Promise<VendorRow | null> {
  const [vendor] = await db.select().from(vendors).where(and(eq(vendors.id, id), isNull(vendors.testForOrganizationId)));
  return vendor ?? null;
}

export async function findVendorUser(db: Db, id: number): Promise<VendorUserRow | null> {
  const [user] = await db.select().from(vendorUsers).where(eq(vendorUsers.id, id));
  return user ?? null;
}
