import { and, eq, getTableName, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pricePlans } from '../../db/schema/pricing.ts';

/**
 * The table names for raw SQL of other domains that must read these rows in the same statement (the catalog
 * search, the ledger, reports, the delivery queue): the name lives here, and each use is an import of it.
 */
export const pricePlansSql = sql.raw(getTableName(pricePlans));

export type PricePlanRow = typeof pricePlans.$inferSelect;

/** Id and name of the app's live plans. */
export async function findLivePlanNames(db: Db, appId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: pricePlans.id, name: pricePlans.name })
    .from(pricePlans)
    .where(and(eq(pricePlans.appId, appId), isNull(pricePlans.deletedAt)));
}

export async function countLivePlans(db: Db, appId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pricePlans)
    .where(and(eq(pricePlans.appId, appId), isNull(pricePlans.deletedAt)));
  return Number(row?.n ?? 0);
}

/** A plan, deleted or not: an authorization code keeps the plan chosen at consent. */
export async function findPricePlan(db: Db, id: number): Promise<PricePlanRow | null> {
  const [plan] = await db.select().from(pricePlans).where(eq(pricePlans.id, id));
  return plan ?? null;
}

export async function findLivePlan(db: Db, id: number): Promise<PricePlanRow | null> {
  const [plan] = await db
    .select()
    .from(pricePlans)
    .where(and(eq(pricePlans.id, id), isNull(pricePlans.deletedAt)));
  return plan ?? null;
}

/** Price plans' names by id, deleted plans' too: what the audit log calls an entry's plan. */
export async function findPricePlanNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: pricePlans.id, name: pricePlans.name }).from(pricePlans).where(inArray(pricePlans.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
