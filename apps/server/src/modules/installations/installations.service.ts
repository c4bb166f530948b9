import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { installationEvents, installations } from '../../db/schema/installations.ts';
import { encryptSecret, randomToken } from '../../lib/crypto.ts';
import type { VendorRow } from '../vendors/vendors.queries.ts';

/**
 * The installation's own record changes: its row and its events. The install and uninstall flows
 * (oauth/installation-flow.ts) call these in their transaction, around the grant's tokens, the plan periods and the
 * webhook events that go with them.
 */

export type InstallationRow = typeof installations.$inferSelect;
export type { VendorRow };
// the test vendor is the vendors domain's; the test-installation route and the seed import it from here
export { ensureTestVendor, ensureTestVendorUser } from '../vendors/vendors.queries.ts';

/**
 * platform-protocol §1.7: one installation per vendor and app. The row is made first (ended, so it counts as
 * nothing until the install writes it), then locked: two codes for the same vendor and app may be exchanged at once.
 */
export async function lockInstallation(tx: Db, p: { appId: number; vendorId: number; now: Date }): Promise<InstallationRow> {
  await tx
    .insert(installations)
    .values({ appId: p.appId, vendorId: p.vendorId, uninstalledAt: p.now, installedAt: p.now })
    .onConflictDoNothing();
  const [existing] = await tx
    .select()
    .from(installations)
    .where(and(eq(installations.appId, p.appId), eq(installations.vendorId, p.vendorId)))
    .for('update');
  return existing!;
}

export interface InstallGrant {
  vendor: VendorRow;
  vendorUserId: number | null;
  scopes: string[];
  /** The app version whose access the vendor consented to (oauth/app-access.ts). */
  appVersion: number;
  pricePlanId: number | null;
  legacy: boolean;
  secretKey: string;
  now: Date;
}

/**
 * Writes a grant to the locked installation (`lockInstallation`): installing again updates it (scopes, plan, who
 * installed it); an ended one starts again, and a start is an INSTALL event with the vendor's country. Answers the
 * row and whether it started (else it was active: a plan change, if any).
 */
export async function saveInstall(tx: Db, existing: InstallationRow, p: InstallGrant): Promise<{ row: InstallationRow; starts: boolean }> {
  const current = existing.tokenExchangedAt === null && existing.uninstalledAt !== null ? null : existing;
  const legacy = !p.legacy
    ? { legacyAccessKey: null, legacySecretKeyEncrypted: null }
    : !current?.legacyAccessKey
      ? { legacyAccessKey: randomToken(15), legacySecretKeyEncrypted: encryptSecret(randomToken(24), p.secretKey) }
      : {};
  const values = {
    installedByVendorUserId: p.vendorUserId,
    pricePlanId: p.pricePlanId,
    scopes: p.scopes,
    appVersion: p.appVersion,
    isTest: p.vendor.testForOrganizationId !== null,
    tokenExchangedAt: p.now,
    ...legacy,
  };
  const starts = !current || current.uninstalledAt !== null;
  const [row] = (await tx
    .update(installations)
    .set({ ...values, uninstalledAt: null, ...(starts ? { installedAt: p.now } : {}) })
    .where(eq(installations.id, existing.id))
    .returning()) as [InstallationRow];
  if (starts) await recordInstallationEvent(tx, row, p.vendor, 'INSTALL', p.now);
  return { row, starts };
}

/** Ends an active installation; answers whether this call ended it (false when it had ended already). */
export async function endInstallation(tx: Db, installationId: number, now: Date): Promise<boolean> {
  const ended = await tx
    .update(installations)
    .set({ uninstalledAt: now })
    .where(and(eq(installations.id, installationId), isNull(installations.uninstalledAt)))
    .returning({ id: installations.id });
  return ended.length > 0;
}

/** An install or uninstall, with the vendor's country at that time: the reports' source. */
export async function recordInstallationEvent(
  tx: Db,
  installation: Pick<InstallationRow, 'id' | 'appId' | 'pricePlanId'>,
  vendor: VendorRow,
  type: 'INSTALL' | 'UNINSTALL',
  now: Date,
) {
  await tx.insert(installationEvents).values({
    installationId: installation.id,
    appId: installation.appId,
    vendorId: vendor.id,
    type,
    country: vendor.country,
    pricePlanId: installation.pricePlanId,
    occurredAt: now,
  });
}
