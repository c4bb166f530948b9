import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apps, installations, vendors } from '../../db/schema/index.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { liveApp, parseId, type AppRow } from '../apps/apps.queries.ts';
import { uninstall } from './installations.service.ts';

/** An active installation of one of the viewer's organisation's apps; anything else is null. */
export async function findOwnInstallation(db: Db, viewer: Viewer, id: string | number) {
  const installationId = parseId(id);
  if (installationId === null) return null;
  const [row] = await db
    .select({ installation: installations, vendor: vendors })
    .from(installations)
    .innerJoin(vendors, eq(vendors.id, installations.vendorId))
    .innerJoin(apps, eq(apps.id, installations.appId))
    .where(and(eq(installations.id, installationId), isNull(installations.uninstalledAt), eq(apps.organizationId, viewer.organization.id), liveApp));
  return row ?? null;
}

export async function uninstallTestInstallation(db: Db, app: AppRow) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ installation: installations, vendor: vendors })
      .from(installations)
      .innerJoin(vendors, eq(vendors.id, installations.vendorId))
      .where(and(eq(installations.appId, app.id), eq(vendors.testForOrganizationId, app.organizationId), isNull(installations.uninstalledAt)))
      .for('update', { of: installations });
    if (!row) throw new NotFoundError('The app has no test installation');
    await uninstall(tx, row.installation, row.vendor);
  });
}
