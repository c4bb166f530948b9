import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pricePlans } from '../../db/schema/pricing.ts';

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
