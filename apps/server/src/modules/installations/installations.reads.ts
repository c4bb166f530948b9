import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { installations } from '../../db/schema/index.ts';

/** Reads of installations for the vendor pages. A new file beside installations.service.ts so that the two can change apart. */

export type InstallationRow = typeof installations.$inferSelect;

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
