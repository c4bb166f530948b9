import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apps } from '../../db/schema/index.ts';

export type AppRow = typeof apps.$inferSelect;

/** Apps that still exist: deleted apps keep their history but answer as missing. */
export const liveApp = isNull(apps.deletedAt);

export function parseId(id: string | number): number | null {
  const n = Number(id);
  // ids are int4 columns: anything larger is simply not found (not a database error)
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

/** An app of the organisation; another organisation's app, a deleted one and a bad id are all `null`. */
export async function findOrganizationApp(db: Db, organizationId: number, id: string | number, lock = false): Promise<AppRow | null> {
  const appId = parseId(id);
  if (appId === null) return null;
  const query = db
    .select()
    .from(apps)
    .where(and(eq(apps.id, appId), eq(apps.organizationId, organizationId), liveApp));
  const [app] = lock ? await query.for('update') : await query;
  return app ?? null;
}

export async function findAnyApp(db: Db, id: string | number): Promise<AppRow | null> {
  const appId = parseId(id);
  if (appId === null) return null;
  const [app] = await db.select().from(apps).where(and(eq(apps.id, appId), liveApp));
  return app ?? null;
}

/** One page of the organisation's apps, newest first, keyed by id. */
export async function findOrganizationAppPage(db: Db, organizationId: number, size: number, afterId: number | null) {
  const where = and(eq(apps.organizationId, organizationId), liveApp);
  const [page, [count]] = await Promise.all([
    db
      .select()
      .from(apps)
      .where(afterId === null ? where : and(where, lt(apps.id, afterId)))
      .orderBy(desc(apps.id))
      .limit(size + 1),
    db.select({ n: sql<number>`count(*)::int` }).from(apps).where(where),
  ]);
  return { page, total: Number(count?.n ?? 0) };
}
