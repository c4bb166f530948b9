import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { findUnclaimedPayout } from './unclaimed-payout.ts';
import { getPayoutSettingsState, type PayoutSettingsView } from './payout-settings.service.ts';
import { getTaxFormPreview, type TaxFormPreviewView } from './tax-form.service.ts';

/** Spec §3 "Organisation status": what the payouts screens and the drawer badge need to know at once. */
export interface AppOrgStatusView {
  hasRejectedPayout: boolean;
  hasUnclaimedPayout: boolean;
  periodFrom: string | null;
  periodTo: string | null;
  hasValidPayoutSettings: boolean;
  hasValidTaxForm: boolean;
  payoutSettingsPreview: PayoutSettingsView | null;
  taxFormPreview: TaxFormPreviewView | null;
  /** The unclaimed amount, 0 when there is none. */
  amount: number;
}

export async function getAppOrgStatus(db: Db, config: Config, organizationId: number): Promise<AppOrgStatusView> {
  // one read per table: this runs for the drawer's badge on every portal page
  const [rejected, unclaimed, settings, taxFormPreview] = await Promise.all([
    db
      .select({ id: payouts.id })
      .from(payouts)
      .where(and(eq(payouts.organizationId, organizationId), eq(payouts.status, 'REJECTED')))
      .limit(1),
    findUnclaimedPayout(db, organizationId),
    getPayoutSettingsState(db, config, organizationId),
    getTaxFormPreview(db, config, organizationId),
  ]);
  return {
    hasRejectedPayout: rejected.length > 0,
    hasUnclaimedPayout: unclaimed !== null,
    periodFrom: unclaimed?.periodFrom ?? null,
    periodTo: unclaimed?.periodTo ?? null,
    hasValidPayoutSettings: settings.valid,
    // a form is stored only once it passed the rules
    hasValidTaxForm: taxFormPreview !== null,
    payoutSettingsPreview: settings.view,
    taxFormPreview,
    amount: unclaimed?.amount ?? 0,
  };
}
