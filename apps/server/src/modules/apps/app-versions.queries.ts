import { desc, eq, inArray } from 'drizzle-orm';
import { IMPLICIT_FIRST_VERSION, sortScopes } from '@appstore/shared/installations/app-access';
import type { AppScope } from '@appstore/shared';
import type { Db } from '../../db/client.ts';
import { appVersions } from '../../db/schema/apps.ts';

export interface AppVersion {
  version: number;
  scopes: AppScope[];
  /** Null for the implicit version 1 of an app created before apps chose their access. */
  createdAt: Date | null;
}

const IMPLICIT_FIRST: AppVersion = { ...IMPLICIT_FIRST_VERSION, createdAt: null };

/**
 * Every version of each app, newest first, each list ending with version 1 (the stored one, or the implicit one of
 * every scope for an app created before apps chose their access): one query for all.
 */
export async function findAppVersionsOf(db: Db, appIds: number[]): Promise<Map<number, AppVersion[]>> {
  const rows = appIds.length
    ? await db
        .select({ appId: appVersions.appId, version: appVersions.version, scopes: appVersions.scopes, createdAt: appVersions.createdAt })
        .from(appVersions)
        .where(inArray(appVersions.appId, appIds))
        .orderBy(desc(appVersions.version))
    : [];
  const versions = new Map(appIds.map((id) => [id, [] as AppVersion[]]));
  for (const r of rows) versions.get(r.appId)!.push({ version: r.version, scopes: sortScopes(r.scopes), createdAt: r.createdAt });
  for (const list of versions.values()) if (list.at(-1)?.version !== 1) list.push(IMPLICIT_FIRST);
  return versions;
}

/** Every version of the app, newest first, ending with version 1. */
export async function findAppVersions(db: Db, appId: number): Promise<AppVersion[]> {
  return (await findAppVersionsOf(db, [appId])).get(appId)!;
}

/** The version new installs get: the scopes the app may ask for now. */
export async function findLatestAppVersion(db: Db, appId: number): Promise<AppVersion> {
  const [row] = await db
    .select({ version: appVersions.version, scopes: appVersions.scopes, createdAt: appVersions.createdAt })
    .from(appVersions)
    .where(eq(appVersions.appId, appId))
    .orderBy(desc(appVersions.version))
    .limit(1);
  return row ? { ...row, scopes: sortScopes(row.scopes) } : IMPLICIT_FIRST;
}

/**
 * Adds the next version (or a new app's version 1, in the transaction that creates it); the caller holds the app's
 * row lock, so two saves cannot take the same number.
 */
export async function insertAppVersion(
  tx: Db,
  p: { appId: number; version: number; scopes: readonly AppScope[]; createdByUserId: number | null },
): Promise<AppVersion> {
  const [row] = await tx
    .insert(appVersions)
    .values({ appId: p.appId, version: p.version, scopes: [...p.scopes], createdByUserId: p.createdByUserId })
    .returning({ version: appVersions.version, scopes: appVersions.scopes, createdAt: appVersions.createdAt });
  return { ...row!, scopes: sortScopes(row!.scopes) };
}
