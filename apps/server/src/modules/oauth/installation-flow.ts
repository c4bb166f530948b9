import type { Db } from '../../db/client.ts';
import type { AppRow } from '../apps/apps.queries.ts';
import { changePlan, closePlanPeriod, openPlanPeriod } from '../billing/plan-periods.ts';
import { countInstallCompleted } from '../funnel/funnel-counter.ts';
import {
  endInstallation,
  lockInstallation,
  recordInstallationEvent,
  saveInstall,
  type InstallationRow,
  type InstallGrant,
  type VendorRow,
} from '../installations/installations.service.ts';
import { lockTestInstallation } from '../installations/partner-installations.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { enqueueWebhookEvent } from '../webhook-delivery/outbox.ts';
import { withdrawPendingCodes } from './pending-codes.ts';
import { revokeInstallationTokens } from './tokens.ts';

/**
 * Installing and uninstalling as a whole: the installation's record (installations), the grant's tokens and codes
 * (this domain), the plan periods billing charges by, the app's webhook and the install funnel. It sits above all of
 * them, so each of those stays free of the others.
 */

export interface InstallRequest extends Omit<InstallGrant, 'now'> {
  appId: number;
  /** The partner's share of a plan change's prorated charges (config PARTNER_SHARE). */
  partnerShare: number;
  now?: Date;
}

/**
 * platform-protocol §1.7: one installation per vendor and app. Installing again updates it (scopes, plan, who
 * installed it); an ended one starts again. Every (re)install is an event with the vendor's country and
 * opens a plan period; a new plan on an active installation is a plan change, prorated (billing/plan-periods.ts).
 */
export async function upsertInstallation(tx: Db, p: InstallRequest): Promise<InstallationRow> {
  const now = p.now ?? new Date();
  const existing = await lockInstallation(tx, { appId: p.appId, vendorId: p.vendor.id, now });
  // a new grant replaces the old one: earlier tokens (with perhaps wider scopes) stop working
  await revokeInstallationTokens(tx, existing.id);
  const { row, starts } = await saveInstall(tx, existing, { ...p, now });
  if (starts) {
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
  if (!(await endInstallation(tx, installation.id, now))) return false; // a second click: already uninstalled, nothing more to tell
  await revokeInstallationTokens(tx, installation.id);
  await closePlanPeriod(tx, installation.id, now);
  await withdrawPendingCodes(tx, { appId: installation.appId, vendorId: vendor.id, because: 'UNINSTALLED' });
  await recordInstallationEvent(tx, installation, vendor, 'UNINSTALL', now);
  await enqueueWebhookEvent(tx, { vendorId: vendor.id, topic: 'APP_UNINSTALL', payload: {}, appId: installation.appId });
  return true;
}

/** Removes the organisation's test installation of the app (its test vendor's); its tokens stop working at once. */
export async function uninstallTestInstallation(db: Db, app: AppRow) {
  await db.transaction(async (tx) => {
    const row = await lockTestInstallation(tx, app);
    if (!row) throw new NotFoundError('The app has no test installation');
    await uninstall(tx, row.installation, row.vendor);
  });
}
