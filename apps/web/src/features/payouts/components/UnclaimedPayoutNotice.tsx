import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { canClaimPayout, unclaimedPayoutText, type UnclaimedPayoutLike } from '../../../shared/payouts/payout-text';
import { payoutRequestCreateUrl } from '../../../shared/urls/payouts';
import { WRAPPING_ACTION } from './PayoutWarnings';

export interface UnclaimedPayoutNoticeProps {
  status: UnclaimedPayoutLike & { hasValidPayoutSettings: boolean; hasValidTaxForm: boolean };
}

/** Spec §2: the unclaimed payout, with 'Claim payout' only once settings and tax form are valid. */
export function UnclaimedPayoutNotice({ status }: UnclaimedPayoutNoticeProps) {
  const text = unclaimedPayoutText(status);
  if (!text) return null;
  return (
    <Alert
      severity="warning"
      data-testid="unclaimed-payout"
      action={
        canClaimPayout(status) ? (
          <Button variant="contained" size="small" href={payoutRequestCreateUrl()} sx={{ whiteSpace: 'nowrap' }} data-testid="claim-payout">
            Claim payout
          </Button>
        ) : undefined
      }
      sx={WRAPPING_ACTION}
    >
      {text}
    </Alert>
  );
}
