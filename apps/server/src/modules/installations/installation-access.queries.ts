import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { sortScopes } from '@appstore/shared/installations/app-access';
import type { AppScope } from '@appstore/shared';
import type { Db } from '../../db/client.ts';
import { installations } from '../../db/schema/installations.ts';
import type { InstallationRow } from './installations.queries.ts';

/**
 * What an installation grants: its scopes and the app version whose access the vendor accepted. The access changes
 * (oauth/app-access.ts) read and write them through these, in their transaction, beside the grant's tokens.
 */

/** A PostgreSQL array literal of scopes: scope names are plain identifiers (the shared schema checked them). */
const scopeList = (scopes: readonly AppScope[]) => sql`${`{${scopes.join(',')}}`}::text[]`;

/** Ids of every installation of the app, ended ones included, as a subquery. */
export function installationIdsOfApp(appId: number) {
  return new QueryBuilder().select({ id: installations.id }).from(installations).where(eq(installations.appId, appId));
}

/** Every installation of the app keeps only scopes of `allowed`; without LEGACY_API the old REST API credentials go too. */
export async function narrowInstallationScopes(tx: Db, appId: number, allowed: readonly AppScope[]) {
  const list = scopeList(allowed);
  await tx
    .update(installations)
    .set({
      scopes: sql`array(select s from unnest(${installations.scopes}) s where s = any(${list}))`,
      ...(allowed.includes('LEGACY_API') ? {} : { legacyAccessKey: null, legacySecretKeyEncrypted: null }),
    })
    .where(
      and(
        eq(installations.appId, appId),
        allowed.includes('LEGACY_API')
          ? sql`not (${installations.scopes} <@ ${list})`
          : sql`(not (${installations.scopes} <@ ${list}) or ${installations.legacyAccessKey} is not null)`,
      ),
    );
}

/** The app's installations on any of `versions` move to `version` (they have nothing new to accept). */
export async function moveInstallationsToVersion(tx: Db, appId: number, versions: number[], version: number) {
  await tx
    .update(installations)
    .set({ appVersion: version })
    .where(and(eq(installations.appId, appId), inArray(installations.appVersion, versions)));
}

/** The vendor's active installation of the app, locked for an access change; null when there is none. */
export async function lockActiveInstallation(tx: Db, appId: number, vendorId: number): Promise<InstallationRow | null> {
  const [row] = await tx
    .select()
    .from(installations)
    .where(and(eq(installations.appId, appId), eq(installations.vendorId, vendorId), isNull(installations.uninstalledAt)))
    .for('update');
  return row ?? null;
}

/** The installation now grants `scopes`, accepted with app version `appVersion`. */
export async function setInstallationAccess(tx: Db, installationId: number, p: { scopes: string[]; appVersion: number }) {
  await tx.update(installations).set(p).where(eq(installations.id, installationId));
}

/** The scopes of an installation, its row held shared until the transaction ends (null when there is none). */
export async function lockInstallationScopes(tx: Db, installationId: number): Promise<string[] | null> {
  const [row] = await tx
    .select({ scopes: installations.scopes })
    .from(installations)
    .where(eq(installations.id, installationId))
    .for('share');
  return row?.scopes ?? null;
}

/** The app, accepted version and scopes of an active installation; null when it has ended. */
export async function findActiveInstallationAccess(db: Db, installationId: number) {
  const [row] = await db
    .select({ appId: installations.appId, appVersion: installations.appVersion, scopes: installations.scopes })
    .from(installations)
    .where(and(eq(installations.id, installationId), isNull(installations.uninstalledAt)));
  return row ?? null;
}

/** Active installations per version of the app (test installations apart), newest version first. */
export async function countInstallationsPerVersion(db: Db, appId: number) {
  const rows = await db
    .select({
      version: installations.appVersion,
      live: sql<number>`count(*) filter (where not ${installations.isTest})::int`,
      test: sql<number>`count(*) filter (where ${installations.isTest})::int`,
    })
    .from(installations)
    .where(and(eq(installations.appId, appId), isNull(installations.uninstalledAt)))
    .groupBy(installations.appVersion);
  return new Map(rows.map((r) => [r.version, { live: Number(r.live), test: Number(r.test) }]));
}

/** Active installations of the app (test ones included) per scope they hold, in the platform's scope order. */
export async function countInstallationsPerScope(db: Db, appId: number): Promise<Map<AppScope, number>> {
  const rows = await db
    .select({ scope: sql<string>`s`, n: sql<number>`count(*)::int` })
    .from(sql`${installations}, unnest(${installations.scopes}) as s`)
    .where(and(eq(installations.appId, appId), isNull(installations.uninstalledAt)))
    .groupBy(sql`s`);
  const counts = new Map(rows.map((r) => [r.scope, Number(r.n)]));
  return new Map(sortScopes(counts.keys()).map((s) => [s, counts.get(s)!]));
}
