import { and, eq, getTableName, isNull, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { randomToken } from '../../lib/crypto.ts';
import { vendors, vendorUsers } from '../../db/schema/vendors.ts';

/**
 * The table names for raw SQL of other domains that must read these rows in the same statement (the catalog
 * search, the ledger, reports, the delivery queue): the name lives here, and each use is an import of it.
 */
export const vendorsSql = sql.raw(getTableName(vendors));

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
  const [vendor] = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.id, id), isNull(vendors.testForOrganizationId)));
  return vendor ?? null;
}

export async function findVendorUser(db: Db, id: number): Promise<VendorUserRow | null> {
  const [user] = await db.select().from(vendorUsers).where(eq(vendorUsers.id, id));
  return user ?? null;
}

/** The organisation's own test vendor, made on first use (spec §4 test installation). */
export async function ensureTestVendor(db: Db, organization: { id: number; businessName: string }): Promise<VendorRow> {
  const [existing] = await db.select().from(vendors).where(eq(vendors.testForOrganizationId, organization.id));
  if (existing) return existing;
  const [created] = await db
    .insert(vendors)
    .values({
      name: `${organization.businessName} (test vendor)`,
      domain: `test-org-${organization.id}`,
      country: 'IS',
      testForOrganizationId: organization.id,
    })
    .onConflictDoNothing()
    .returning();
  return created ?? (await db.select().from(vendors).where(eq(vendors.testForOrganizationId, organization.id)))[0]!;
}

/**
 * The partner's own user at their test vendor, so the install flow runs exactly as for a real vendor. It has
 * no usable password: the partner gets there only through a test installation.
 */
export async function ensureTestVendorUser(
  db: Db,
  vendor: VendorRow,
  partner: { id: number; email: string; firstName: string; lastName: string },
) {
  const [local, domain] = partner.email.split('@') as [string, string];
  const email = `${local}+test-vendor-${vendor.id}@${domain}`;
  const [existing] = await db
    .select()
    .from(vendorUsers)
    .where(and(eq(vendorUsers.vendorId, vendor.id), eq(vendorUsers.email, email)));
  if (existing) return existing;
  const [created] = await db
    .insert(vendorUsers)
    .values({
      vendorId: vendor.id,
      email,
      passwordHash: `!no-login:${randomToken(9)}`,
      firstName: partner.firstName,
      lastName: partner.lastName,
    })
    .onConflictDoNothing()
    .returning();
  return (
    created ??
    (
      await db
        .select()
        .from(vendorUsers)
        .where(and(eq(vendorUsers.vendorId, vendor.id), eq(vendorUsers.email, email)))
    )[0]!
  );
}
