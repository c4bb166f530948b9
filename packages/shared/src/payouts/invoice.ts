import { z } from 'zod';
import { LIMITS, maxCharsMessage } from '../limits/limits.ts';

/** Spec §5: a payout request carries exactly one PDF invoice of at most 20,000,000 bytes. */
export const PAYOUT_INVOICE_RULES = {
  contentType: 'application/pdf',
  extension: 'pdf',
  maxBytes: LIMITS.uploadMaxBytes,
  requiredMessage: 'You have to upload an invoice',
  typeMessage: 'Only PDF files can be uploaded as an invoice',
  sizeMessage: `The invoice can be at most ${LIMITS.uploadMaxBytes.toLocaleString('en-US')} bytes`,
} as const;

/** Spec §8: editing a payout request that is not REJECTED. */
export const PAYOUT_NOT_REJECTED_MESSAGE = 'This payout request is not rejected, you cannot modify this request.';

/** Spec §8: the payouts screen's warnings. */
export const PAYOUT_WARNINGS = {
  settingsMissing: 'You have not filled out your payout settings, please do so before claiming a payout.',
  taxFormMissing: 'You have not filled out your tax form, please do so before claiming a payout.',
} as const;

/** Spec §2: the Payouts drawer badge counts missing settings, a missing tax form and an unclaimed payout (up to 3). */
export function payoutTaskCount(status: {
  hasValidPayoutSettings: boolean;
  hasValidTaxForm: boolean;
  hasUnclaimedPayout: boolean;
}): number {
  return Number(!status.hasValidPayoutSettings) + Number(!status.hasValidTaxForm) + Number(status.hasUnclaimedPayout);
}

/** Staff's reason for rejecting a payout request: the partner reads it on the edit page and in the e-mail. */
export const payoutRejectReasonSchema = z
  .string('Please give a reason')
  .trim()
  .min(1, { error: 'Please give a reason', abort: true })
  .max(LIMITS.payoutRejectReasonMax, maxCharsMessage(LIMITS.payoutRejectReasonMax));
