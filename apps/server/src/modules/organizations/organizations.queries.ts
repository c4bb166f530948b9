import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/index.ts';

export type OrganizationRow = typeof organizations.$inferSelect;

export async function findOrganization(db: Db, id: number): Promise<OrganizationRow | null> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row ?? null;
}

/** Business names by organisation id. */
export async function findOrganizationNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: organizations.id, name: organizations.businessName }).from(organizations).where(inArray(organizations.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
