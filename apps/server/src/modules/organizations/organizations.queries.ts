import { eq, getTableName, inArray, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/organizations.ts';

/**
 * The table names for raw SQL of other domains that must read these rows in the same statement (the catalog
 * search, the ledger, reports, the delivery queue): the name lives here, and each use is an import of it.
 */
export const organizationsSql = sql.raw(getTableName(organizations));

export type NewOrganization = typeof organizations.$inferInsert;
export interface OrganizationName {
  id: number;
  businessName: string;
}

/**
 * Each organisation's id and name, for the few statements of other domains that must join it in one round
 * trip (the session lookup on every request, payout lists). PostgreSQL flattens the subquery: same plan as a
 * join of the table.
 */
export const organizationNames = new QueryBuilder()
  .select({ id: organizations.id, businessName: organizations.businessName })
  .from(organizations)
  .as('organizations');

export async function insertOrganization(db: Db, values: NewOrganization): Promise<number> {
  const [org] = await db.insert(organizations).values(values).returning({ id: organizations.id });
  return org!.id;
}

export async function findOrganizationName(db: Db, id: number): Promise<OrganizationName | null> {
  const [org] = await db
    .select({ id: organizations.id, businessName: organizations.businessName })
    .from(organizations)
    .where(eq(organizations.id, id));
  return org ?? null;
}

/** Whether the organisation agreed to the API Terms and the Partner terms (both are needed to publish). */
export async function hasAgreedToTerms(db: Db, id: number): Promise<boolean> {
  const [org] = await db
    .select({ api: organizations.termsApiAgreed, partner: organizations.termsPartnerAgreed })
    .from(organizations)
    .where(eq(organizations.id, id));
  return Boolean(org?.api && org.partner);
}

export async function findBusinessEmail(db: Db, id: number): Promise<string | null> {
  const [org] = await db.select({ email: organizations.businessEmail }).from(organizations).where(eq(organizations.id, id));
  return org?.email ?? null;
}

export async function findEmergencyDeveloperEmail(db: Db, id: number): Promise<string | null> {
  const [org] = await db.select({ email: organizations.emergencyDeveloperEmail }).from(organizations).where(eq(organizations.id, id));
  return org?.email ?? null;
}

export type OrganizationRow = typeof organizations.$inferSelect;

export async function findOrganization(db: Db, id: number): Promise<OrganizationRow | null> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row ?? null;
}

/** Business names by organisation id. */
export async function findOrganizationNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: organizations.id, name: organizations.businessName })
    .from(organizations)
    .where(inArray(organizations.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** What the store and the portal show of an app's developer: its name and public contacts. */
export interface PublicOrganizationRow {
  id: number;
  businessName: string;
  businessEmail: string | null;
  websiteUrl: string | null;
  phoneNumber: string | null;
  supportEmail: string | null;
}

/** What the public store shows of each organisation that publishes an app (its contacts are hidden per listing). */
export function findPublicOrganizations(db: Db, ids: number[]): Promise<PublicOrganizationRow[]> {
  return db
    .select({
      id: organizations.id,
      businessName: organizations.businessName,
      businessEmail: organizations.businessEmail,
      websiteUrl: organizations.websiteUrl,
      phoneNumber: organizations.phoneNumber,
      supportEmail: organizations.supportEmail,
    })
    .from(organizations)
    .where(inArray(organizations.id, ids));
}
