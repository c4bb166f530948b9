import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { installations } from '../../db/schema/installations.ts';
import { epochMicros, fromEpochMicros } from '../../lib/epoch-micros.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { audit } from '../accounts/viewer.ts';
import { decryptSecret } from '../../lib/crypto.ts';
import { liveAppIdsOf, parseId, type AppRow } from '../apps/apps.queries.ts';
import { vendorRowFields, vendorRows } from '../vendors/vendors.queries.ts';
import { hasExchangedTestInstallation } from './installations.queries.ts';

/** An active installation of one of the viewer's organisation's apps; anything else is null. */
export async function findOwnInstallation(db: Db, viewer: Viewer, id: string | number) {
  const installationId = parseId(id);
  if (installationId === null) return null;
  const [row] = await db
    .select({ installation: installations, vendor: vendorRowFields })
    .from(installations)
    .innerJoin(vendorRows, eq(vendorRows.id, installations.vendorId))
    .where(
      and(
        eq(installations.id, installationId),
        isNull(installations.uninstalledAt),
        inArray(installations.appId, liveAppIdsOf(viewer.organization.id)),
      ),
    );
  return row ?? null;
}

/**
 * The old REST API credentials of one of the organisation's installations in the clear, on request; each reveal is
 * recorded in the organisation's audit log, as an app secret's is. Lists and details show the secret masked.
 */
export async function revealRestCredentials(db: Db, viewer: Viewer, id: string | number, secretKey: string) {
  const row = await findOwnInstallation(db, viewer, id);
  if (!row) throw new NotFoundError('Installation not found');
  const { legacyAccessKey, legacySecretKeyEncrypted } = row.installation;
  if (!legacyAccessKey || !legacySecretKeyEncrypted) throw new NotFoundError('This installation has no old REST API credentials');
  await audit(
    db,
    viewer,
    'installation.rest_credentials.reveal',
    { type: 'app', id: row.installation.appId },
    { installationId: row.installation.id, vendor: row.vendor.name },
  );
  return { accessKey: legacyAccessKey, secretKey: decryptSecret(legacySecretKeyEncrypted, secretKey) };
}

/** Where a page of an app's installations starts: after this installation time (µs since the epoch) and id. */
export type InstallationPageKey = [installedMicros: number, id: number];

/**
 * One page of an app's active installations, newest installation first (ties by id), with each row's page key.
 * Ordered by the installation time the portal shows, not by id: imported or back-dated installations (the demo's
 * history) have ids in another order than their dates.
 */
export async function listAppInstallations(db: Db, appId: number, after: InstallationPageKey | null, limit: number) {
  const active = and(eq(installations.appId, appId), isNull(installations.uninstalledAt));
  const afterKey = after
    ? sql`(${installations.installedAt}, ${installations.id}) < (${fromEpochMicros(after[0])}, ${after[1]}::int)`
    : undefined;
  const [page, [count]] = await Promise.all([
    db
      .select({ installation: installations, vendor: vendorRowFields, installedMicros: epochMicros(installations.installedAt) })
      .from(installations)
      .innerJoin(vendorRows, eq(vendorRows.id, installations.vendorId))
      .where(and(active, afterKey))
      .orderBy(desc(installations.installedAt), desc(installations.id))
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(installations)
      .where(active),
  ]);
  const rows = page.map(({ installedMicros, ...row }) => ({
    ...row,
    pageKey: [Number(installedMicros), row.installation.id] as InstallationPageKey,
  }));
  return { rows, totalCount: Number(count?.n ?? 0) };
}

/** Whether a test installation of the viewer's app completed the OAuth token exchange and is still installed. */
export async function ownAppHasTestInstallation(db: Db, viewer: Viewer, app: AppRow): Promise<boolean> {
  if (app.organizationId !== viewer.organization.id) throw new NotFoundError('App not found');
  return hasExchangedTestInstallation(db, app.id);
}

/** The active test installation of the app (its organisation's test vendor's) with its vendor, locked; null when there is none. */
export async function lockTestInstallation(tx: Db, app: AppRow) {
  const [row] = await tx
    .select({ installation: installations, vendor: vendorRowFields })
    .from(installations)
    .innerJoin(vendorRows, eq(vendorRows.id, installations.vendorId))
    .where(
      and(eq(installations.appId, app.id), eq(vendorRows.testForOrganizationId, app.organizationId), isNull(installations.uninstalledAt)),
    )
    .for('update', { of: installations });
  return row ?? null;
}
