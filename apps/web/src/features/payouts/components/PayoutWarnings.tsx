import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PAYOUT_WARNINGS } from '@appstore/shared/payouts/invoice';
import { payoutSettingsUrl, taxFormUrl } from '../urls';

export interface PayoutWarningsProps {
  hasValidPayoutSettings: boolean;
  hasValidTaxForm: boolean;
}

/** Spec §8: what is missing before a payout can be claimed, each with the way to its screen. */
export function PayoutWarnings({ hasValidPayoutSettings, hasValidTaxForm }: PayoutWarningsProps) {
  if (hasValidPayoutSettings && hasValidTaxForm) return null;
  return (
    <Stack spacing={1.5}>
      {!hasValidPayoutSettings && (
        <Alert
          severity="warning"
          data-testid="payout-settings-warning"
          action={
            <Button color="inherit" size="small" href={payoutSettingsUrl()} sx={{ whiteSpace: 'nowrap' }} data-testid="payout-settings-link">
              Payout settings
            </Button>
          }
          sx={WRAPPING_ACTION}
        >
          {PAYOUT_WARNINGS.settingsMissing}
        </Alert>
      )}
      {!hasValidTaxForm && (
        <Alert
          severity="warning"
          data-testid="tax-form-warning"
          action={
            <Button color="inherit" size="small" href={taxFormUrl()} sx={{ whiteSpace: 'nowrap' }} data-testid="tax-form-link">
              Tax form
            </Button>
          }
          sx={WRAPPING_ACTION}
        >
          {PAYOUT_WARNINGS.taxFormMissing}
        </Alert>
      )}
    </Stack>
  );
}

/** On a phone the alert's button goes under its text instead of squeezing it. */
export const WRAPPING_ACTION = {
  flexWrap: { xs: 'wrap', sm: 'nowrap' },
  '& .MuiAlert-message': { flex: { xs: '1 1 calc(100% - 40px)', sm: '1 1 auto' } },
  '& .MuiAlert-action': { ml: { xs: 'auto', sm: 'auto' }, pl: { xs: 0, sm: 2 }, pt: { xs: 0, sm: 0.5 } },
} as const;
