import { and, arrayContains, desc, eq, getTableName, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { rows, type Db } from '../../db/client.ts';
import { installationCounts, installationEvents, installations } from '../../db/schema/installations.ts';
import { appVendorLinks } from '../apps/apps.queries.ts';

/**
 * The table names for raw SQL of other domains that must read these rows in the same statement (the catalog
 * search, the ledger, reports, the delivery queue): the name lives here, and each use is an import of it.
 */
export const installationsSql = sql.raw(getTableName(installations));
export const installationEventsSql = sql.raw(getTableName(installationEvents));
/** The events' rollup per app, day or month and country (kept by triggers; see the schema). */
export const installationCountsSql = sql.raw(getTableName(installationCounts));

/**
 * Installations as a subquery, for statements of other domains that read a row with an installation in one round
 * trip (an App API token's). PostgreSQL flattens it: the plan is that of a join of the table.
 */
export const installationRows = new QueryBuilder().select().from(installations).as('installations');

export type InstallationRow = typeof installations.$inferSelect;

/** Active installations by real vendors, per app. */
export async function countActiveInstallations(db: Db, appIds: number[]): Promise<Map<number, number>> {
  const counts = await db
    .select({ appId: installations.appId, n: sql<number>`count(*)::int` })
    .from(installations)
    .where(and(inArray(installations.appId, appIds), isNull(installations.uninstalledAt), sql`not ${installations.isTest}`))
    .groupBy(installations.appId);
  return new Map(counts.map((c) => [c.appId, Number(c.n)]));
}

/** The active test installation (the organisation's test vendor) of each app. */
export async function findActiveTestInstallations(db: Db, appIds: number[]): Promise<InstallationRow[]> {
  return db
    .select()
    .from(installations)
    .where(and(inArray(installations.appId, appIds), isNull(installations.uninstalledAt), eq(installations.isTest, true)));
}

/** The linked vendor's active installation of each custom app. */
export async function findActiveLinkedInstallations(db: Db, appIds: number[]): Promise<InstallationRow[]> {
  const rows = await db
    .select({ installation: installations })
    .from(installations)
    .innerJoin(appVendorLinks, and(eq(appVendorLinks.appId, installations.appId), eq(appVendorLinks.vendorId, installations.vendorId)))
    .where(and(inArray(installations.appId, appIds), isNull(installations.uninstalledAt)));
  return rows.map((r) => r.installation);
}

/** Whether a test installation of the app is active and completed the OAuth token exchange. */
export async function hasExchangedTestInstallation(db: Db, appId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: installations.id })
    .from(installations)
    .where(
      and(
        eq(installations.appId, appId),
        eq(installations.isTest, true),
        isNull(installations.uninstalledAt),
        isNotNull(installations.tokenExchangedAt),
      ),
    );
  return Boolean(row);
}

/**
 * Ids of the apps the vendor has installed now whose installation granted `scope` (when given), as a
 * subquery; with `appId`, that app alone. An ended installation counts only with `endedToo` (the uninstall
 * event of the installation that has just ended).
 */
export function appIdsInstalledBy(p: { vendorId: number; appId?: number; scope?: string | null; endedToo?: boolean }) {
  return new QueryBuilder()
    .select({ id: installations.appId })
    .from(installations)
    .where(
      and(
        eq(installations.vendorId, p.vendorId),
        p.appId !== undefined ? eq(installations.appId, p.appId) : undefined,
        p.endedToo ? undefined : isNull(installations.uninstalledAt),
        p.scope ? arrayContains(installations.scopes, [p.scope]) : undefined,
      ),
    );
}

/** The vendor's active installation of an app, if any. */
export async function findActiveInstallation(db: Db, appId: number, vendorId: number): Promise<InstallationRow | null> {
  const [row] = await db
    .select()
    .from(installations)
    .where(and(eq(installations.appId, appId), eq(installations.vendorId, vendorId), isNull(installations.uninstalledAt)));
  return row ?? null;
}

/** The vendor's active installations, newest first. */
export async function findVendorInstallations(db: Db, vendorId: number): Promise<InstallationRow[]> {
  return db
    .select()
    .from(installations)
    .where(and(eq(installations.vendorId, vendorId), isNull(installations.uninstalledAt)))
    .orderBy(desc(installations.installedAt));
}

/**
 * Whether the vendor, as a real (not test) installer, has the app installed now, or had it installed for at least
 * `minDays` days of the last `withinDays` days in one stretch between an install and its uninstall (the events).
 */
export async function installedLongEnough(
  db: Db,
  p: { appId: number; vendorId: number; minDays: number; withinDays: number },
): Promise<boolean> {
  const [row] = await rows<{ ok: boolean }>(
    db,
    sql`
    select exists (
        select 1 from ${installations} i
        where i.app_id = ${p.appId} and i.vendor_id = ${p.vendorId} and i.uninstalled_at is null and not i.is_test
      ) or exists (
        select 1 from (
          select e.type, e.occurred_at as started,
            lead(e.type) over w as next_type, lead(e.occurred_at) over w as ended
          from ${installationEvents} e join ${installations} i on i.id = e.installation_id and not i.is_test
          where e.app_id = ${p.appId} and e.vendor_id = ${p.vendorId}
          window w as (order by e.occurred_at, e.id)
        ) s
        where s.type = 'INSTALL' and s.next_type = 'UNINSTALL'
          and s.ended - greatest(s.started, now() - make_interval(days => ${p.withinDays}::int)) >= make_interval(days => ${p.minDays}::int)
      ) as ok`,
  );
  return Boolean(row?.ok);
}

/** The app of an installation (an App API token's), or null when there is no such installation. */
export async function findInstallationAppId(db: Db, installationId: number): Promise<number | null> {
  const [row] = await db.select({ appId: installations.appId }).from(installations).where(eq(installations.id, installationId));
  return row?.appId ?? null;
}
