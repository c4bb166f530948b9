import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { installationEvents, installations, vendorUsers, vendors } from '../../db/schema/index.ts';
import { encryptSecret, randomToken } from '../../lib/crypto.ts';
import { enqueueWebhookEvent } from '../webhooks/outbox.ts';
import { withdrawPendingCodes } from './pending-codes.ts';
import { revokeInstallationTokens } from './tokens.ts';
import { changePlan, closePlanPeriod, openPlanPeriod } from '../payouts/plan-periods.ts';

export type InstallationRow = typeof installations.$inferSelect;
export type VendorRow = typeof vendors.$inferSelect;

/** The organisation's own test vendor, made on first use (spec §4 test installation). */
export async function ensureTestVendor(db: Db, organization: { id: number; businessName: string }): Promise<VendorRow> {
  const [existing] = await db.select().from(vendors).where(eq(vendors.testForOrganizationId, organization.id));
  if (existing) return existing;
  const [created] = await db
    .insert(vendors)
    .values({ name: `${organization.businessName} (test vendor)`, domain: `test-org-${organization.id}`, country: 'IS', testForOrganizationId: organization.id })
    .onConflictDoNothing()
    .returning();
  return created ?? (await db.select().from(vendors).where(eq(vendors.testForOrganizationId, organization.id)))[0]!;
}

/**
 * The partner's own user at their test vendor, so the install flow runs exactly as for a real vendor. It has
 * no usable password: the partner gets there only through a test installation.
 */
export async function ensureTestVendorUser(db: Db, vendor: VendorRow, partner: { id: number; email: string; firstName: string; lastName: string }) {
  const [local, domain] = partner.email.split('@') as [string, string];
  const email = `${local}+test-vendor-${vendor.id}@${domain}`;
  const [existing] = await db.select().from(vendorUsers).where(and(eq(vendorUsers.vendorId, vendor.id), eq(vendorUsers.email, email)));
  if (existing) return existing;
  const [created] = await db
    .insert(vendorUsers)
    .values({ vendorId: vendor.id, email, passwordHash: `!no-login:${randomToken(9)}`, firstName: partner.firstName, lastName: partner.lastName })
    .onConflictDoNothing()
    .returning();
  return created ?? (await db.select().from(vendorUsers).where(and(eq(vendorUsers.vendorId, vendor.id), eq(vendorUsers.email, email))))[0]!;
}

export interface InstallRequest {
  appId: number;
  vendor: VendorRow;
  vendorUserId: number | null;
  scopes: string[];
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
  await tx.insert(installations).values({ appId: p.appId, vendorId: p.vendor.id, uninstalledAt: now, installedAt: now }).onConflictDoNothing();
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
  } else {
    await changePlan(tx, { installationId: row.id, pricePlanId: p.pricePlanId, at: now, partnerShare: p.partnerShare });
  }
  return row;
}

/**
 * Ends an installation: every token stops working at once, codes consented to before cannot install it again,
 * its plan period ends, the event is recorded, and the app hears APP_UNINSTALL.
 */
export async function uninstall(tx: Db, installation: InstallationRow, vendor: VendorRow, now = new Date()): Promise<void> {
  const ended = await tx
    .update(installations)
    .set({ uninstalledAt: now })
    .where(and(eq(installations.id, installation.id), isNull(installations.uninstalledAt)))
    .returning({ id: installations.id });
  if (ended.length === 0) return; // a second click: already uninstalled, nothing more to tell
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
}
