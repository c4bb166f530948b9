import { payoutSettingsUrl, taxFormUrl } from '../../shared/urls/payouts';
import { appsUrl } from '../../shared/urls/apps';

export interface PayoutsStatus {
  hasValidPayoutSettings: boolean;
  hasValidTaxForm: boolean;
  hasUnclaimedPayout: boolean;
}

export interface PayoutsNextStep {
  text: string;
  /** The way there; none when the unclaimed-payout notice above already offers it. */
  link: { action: string; href: string } | null;
}

/** Under 'No payouts have been requested.': the one thing that brings the first payout closer. */
export function payoutsNextStep(status: PayoutsStatus): PayoutsNextStep {
  if (!status.hasValidPayoutSettings) {
    return {
      text: 'Start with where we pay you: your bank details and a contact.',
      link: { action: 'Fill in payout settings', href: payoutSettingsUrl() },
    };
  }
  if (!status.hasValidTaxForm) {
    return { text: 'Next, the tax form we need before paying you.', link: { action: 'Fill in the tax form', href: taxFormUrl() } };
  }
  if (status.hasUnclaimedPayout) {
    return { text: 'Your earnings of months that have ended are ready: claim them with the button above.', link: null };
  }
  return {
    text: 'Your apps’ earnings are counted per calendar month. When a month with earnings ends, its payout appears here to claim.',
    link: { action: 'Open your apps', href: appsUrl() },
  };
}
