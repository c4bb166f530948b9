import { and, desc, eq, getTableName, inArray, isNull, lt, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { apps } from '../../db/schema/apps.ts';
import { resealColumn, type Reseal } from '../../db/reseal-column.ts';

/**
 * The table names for raw SQL of other domains that must read these rows in the same statement (the catalog
 * search, the ledger, reports, the delivery queue): the name lives here, and each use is an import of it.
 */
export const appsSql = sql.raw(getTableName(apps));

export type AppRow = typeof apps.$inferSelect;

/** Apps that still exist: deleted apps keep their history but answer as missing. */
export const liveApp = isNull(apps.deletedAt);

/**
 * Live apps as a subquery, for statements of other domains that join an app in one round trip (token checks,
 * locks together with the app, the outbox). PostgreSQL flattens it: the plan is that of a join of the table.
 */
export const liveAppRows = new QueryBuilder().select().from(apps).where(liveApp).as('apps');
/** The columns of `liveAppRows`, to select a whole app row beside another domain's row. */
export const liveAppRowFields = liveAppRows._.selectedFields;

/** Each app's linked vendor (custom apps), deleted apps included, to join with their installations. */
export const appVendorLinks = new QueryBuilder().select({ appId: apps.id, vendorId: apps.linkedVendorId }).from(apps).as('apps');

/** Ids of the organisation's live apps, to keep another domain's rows to those of the viewer's apps. */
export function liveAppIdsOf(organizationId: number) {
  return new QueryBuilder()
    .select({ id: apps.id })
    .from(apps)
    .where(and(eq(apps.organizationId, organizationId), liveApp));
}

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

export async function findAnyApp(db: Db, id: string | number, lock = false): Promise<AppRow | null> {
  const appId = parseId(id);
  if (appId === null) return null;
  const query = db
    .select()
    .from(apps)
    .where(and(eq(apps.id, appId), liveApp));
  const [app] = lock ? await query.for('update') : await query;
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
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(apps)
      .where(where),
  ]);
  return { page, total: Number(count?.n ?? 0) };
}

/**
 * The organisation's public app furthest along the way to the store, for the getting-started checklist: one that
 * was submitted (any status but DRAFT) if there is one, else the newest. Null when it has no public app.
 */
export async function findOrganizationLeadPublicApp(db: Db, organizationId: number): Promise<AppRow | null> {
  const [app] = await db
    .select()
    .from(apps)
    .where(and(eq(apps.organizationId, organizationId), eq(apps.type, 'PUBLIC'), liveApp))
    .orderBy(sql`(${apps.status} <> 'DRAFT') desc`, desc(apps.id))
    .limit(1);
  return app ?? null;
}

export async function countOrganizationApps(db: Db, organizationId: number): Promise<number> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(apps)
    .where(and(eq(apps.organizationId, organizationId), liveApp));
  return Number(count?.n ?? 0);
}

/** The live app with this OAuth client id (its API key). */
export async function findAppByClientId(db: Db, clientId: string): Promise<AppRow | null> {
  const [app] = await db
    .select()
    .from(apps)
    .where(and(eq(apps.apiKey, clientId), isNull(apps.deletedAt)));
  return app ?? null;
}

/** The app as it is now, deleted or not, held against concurrent changes until the transaction ends. */
export async function findAppForShare(tx: Db, id: number): Promise<AppRow | null> {
  const [app] = await tx.select().from(apps).where(eq(apps.id, id)).for('share');
  return app ?? null;
}

/** The app, deleted or not (history screens and mails about an app that may be gone since). */
/** One app secret as stored (sealed under SECRET_KEY), deleted apps included; null when there is no app. */
export async function findAnySealedAppSecret(db: Db): Promise<string | null> {
  const [row] = await db.select({ sealed: apps.secretKeyEncrypted }).from(apps).orderBy(apps.id).limit(1);
  return row?.sealed ?? null;
}

export async function findAppEvenIfDeleted(db: Db, id: number): Promise<AppRow | null> {
  const [app] = await db.select().from(apps).where(eq(apps.id, id));
  return app ?? null;
}

/** Name and developer of each app that is not deleted, by id. */
export async function findLiveAppNames(db: Db, ids: number[]): Promise<Map<number, { name: string; organizationId: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: apps.id, name: apps.name, organizationId: apps.organizationId })
    .from(apps)
    .where(and(inArray(apps.id, ids), isNull(apps.deletedAt)));
  return new Map(rows.map((r) => [r.id, { name: r.name, organizationId: r.organizationId }]));
}

/** SECRET_KEY rotation: every app's sealed secret, deleted apps' too (their history may be restored). */
export function resealAppSecrets(tx: Db, reseal: Reseal): Promise<number> {
  return resealColumn(tx, apps, apps.id, apps.secretKeyEncrypted, reseal);
}

/** Apps' names by id, deleted apps' too (their rows stay): what the audit log calls an entry's app. */
export async function findAppNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: apps.id, name: apps.name }).from(apps).where(inArray(apps.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
