import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { installations } from '../../db/schema/installations.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { liveAppIdsOf, parseId, type AppRow } from '../apps/apps.queries.ts';
import { vendorRowFields, vendorRows } from '../vendors/vendors.queries.ts';
import { uninstall } from './installations.service.ts';

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

export async function uninstallTestInstallation(db: Db, app: AppRow) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ installation: installations, vendor: vendorRowFields })
      .from(installations)
      .innerJoin(vendorRows, eq(vendorRows.id, installations.vendorId))
      .where(
        and(eq(installations.appId, app.id), eq(vendorRows.testForOrganizationId, app.organizationId), isNull(installations.uninstalledAt)),
      )
      .for('update', { of: installations });
    if (!row) throw new NotFoundError('The app has no test installation');
    await uninstall(tx, row.installation, row.vendor);
  });
}
