import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { installationEvents, installations } from '../../db/schema/installations.ts';
import { encryptSecret, randomToken } from '../../lib/crypto.ts';
import type { VendorRow } from '../vendors/vendors.queries.ts';
import { enqueueWebhookEvent } from '../webhooks/outbox.ts';
import { withdrawPendingCodes } from './pending-codes.ts';
import { revokeInstallationTokens } from './tokens.ts';
import { changePlan, closePlanPeriod, openPlanPeriod } from '../payouts/plan-periods.ts';
import { countInstallCompleted } from '../funnel/funnel-counter.ts';

export type InstallationRow = typeof installations.$inferSelect;
export type { VendorRow };
// the test vendor is the vendors domain's; the test-installation route and the seed import it from here
export { ensureTestVendor, ensureTestVendorUser } from '../vendors/vendors.queries.ts';

export interface InstallRequest {
  appId: number;
  vendor: VendorRow;
  vendorUserId: number | null;
  scopes: string[];
  /** The app version whose access the vendor consented to (app-access.ts). */
  appVersion: number;
  pricePlanId: number | null;
  legacy: boolean;
  secretKey: string;
  /** The partner's share of a plan change's prorated charges (config PARTNER_SHARE). */
  partnerShare: number;
  now?: Date;
}

/**
 * platform-protocol §1.7: one installation per vendor and app. Installing again updates it (scopes, plan,
 * who installed it); an ended one starts again. Every (re)install is an event with the vendor's country and
 * opens a plan period; a new plan on an active installation is a plan change, prorated (plan-periods.ts).
 */
export async function upsertInstallation(tx: Db, p: InstallRequest): Promise<InstallationRow> {
  const now = p.now ?? new Date();
  // two codes for the same vendor and app may be exchanged at once: the row is made first, then locked
  await tx
    .insert(installations)
    .values({ appId: p.appId, vendorId: p.vendor.id, uninstalledAt: now, installedAt: now })
    .onConflictDoNothing();
  const [existing] = await tx
    .select()
    .from(installations)
    .where(and(eq(installations.appId, p.appId), eq(installations.vendorId, p.vendor.id)))
    .for('update');
  const current = existing!.tokenExchangedAt === null && existing!.uninstalledAt !== null ? null : existing!;
  // a new grant replaces the old one: earlier tokens (with perhaps wider scopes) stop working
  await revokeInstallationTokens(tx, existing!.id);
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
    tokenExchangedAt: now,
    ...legacy,
  };
  const starts = !current || current.uninstalledAt !== null;
  const [row] = (await tx
    .update(installations)
    .set({ ...values, uninstalledAt: null, ...(starts ? { installedAt: now } : {}) })
    .where(eq(installations.id, existing!.id))
    .returning()) as [InstallationRow];
  if (starts) {
    await tx.insert(installationEvents).values({
      installationId: row.id,
      appId: p.appId,
      vendorId: p.vendor.id,
      type: 'INSTALL',
      country: p.vendor.country,
      pricePlanId: p.pricePlanId,
      occurredAt: now,
    });
    await openPlanPeriod(tx, { installationId: row.id, pricePlanId: p.pricePlanId, at: now });
    if (!row.isTest) await countInstallCompleted(tx, p.appId, now);
  } else {
    await changePlan(tx, { installationId: row.id, pricePlanId: p.pricePlanId, at: now, partnerShare: p.partnerShare });
  }
  return row;
}

/**
 * Ends an installation: every token stops working at once, codes consented to before cannot install it again,
 * its plan period ends, the event is recorded, and the app hears APP_UNINSTALL. Answers whether this call ended it
 * (false when it had ended already).
 */
export async function uninstall(tx: Db, installation: InstallationRow, vendor: VendorRow, now = new Date()): Promise<boolean> {
  const ended = await tx
    .update(installations)
    .set({ uninstalledAt: now })
    .where(and(eq(installations.id, installation.id), isNull(installations.uninstalledAt)))
    .returning({ id: installations.id });
  if (ended.length === 0) return false; // a second click: already uninstalled, nothing more to tell
  await revokeInstallationTokens(tx, installation.id);
  await closePlanPeriod(tx, installation.id, now);
  await withdrawPendingCodes(tx, { appId: installation.appId, vendorId: vendor.id, because: 'UNINSTALLED' });
  await tx.insert(installationEvents).values({
    installationId: installation.id,
    appId: installation.appId,
    vendorId: vendor.id,
    type: 'UNINSTALL',
    country: vendor.country,
    pricePlanId: installation.pricePlanId,
    occurredAt: now,
  });
  await enqueueWebhookEvent(tx, { vendorId: vendor.id, topic: 'APP_UNINSTALL', payload: {}, appId: installation.appId });
  return true;
}
