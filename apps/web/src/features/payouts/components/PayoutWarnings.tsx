import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PAYOUT_WARNINGS } from '@appstore/shared/payouts/invoice';
import { payoutSettingsUrl, taxFormUrl } from '../../../shared/urls/payouts';

export interface PayoutWarningsProps {
  hasValidPayoutSettings: boolean;
  hasValidTaxForm: boolean;
}

/** Spec §8: what is missing before a payout can be claimed, each with the way to its screen. */
export function PayoutWarnings({ hasValidPayoutSettings, hasValidTaxForm }: PayoutWarningsProps) {
  const missing = [
    {
      show: !hasValidPayoutSettings,
      key: 'payout-settings',
      href: payoutSettingsUrl(),
      label: 'Payout settings',
      text: PAYOUT_WARNINGS.settingsMissing,
    },
    { show: !hasValidTaxForm, key: 'tax-form', href: taxFormUrl(), label: 'Tax form', text: PAYOUT_WARNINGS.taxFormMissing },
  ].filter((m) => m.show);
  if (missing.length === 0) return null;
  return (
    <Stack spacing={1.5}>
      {missing.map((m) => (
        <Alert
          key={m.key}
          severity="warning"
          data-testid={`${m.key}-warning`}
          action={
            <Button color="inherit" size="small" href={m.href} sx={{ whiteSpace: 'nowrap' }} data-testid={`${m.key}-link`}>
              {m.label}
            </Button>
          }
          sx={WRAPPING_ACTION}
        >
          {m.text}
        </Alert>
      ))}
    </Stack>
  );
}

/** On a phone the alert's button goes under its text instead of squeezing it. */
export const WRAPPING_ACTION = {
  flexWrap: { xs: 'wrap', sm: 'nowrap' },
  '& .MuiAlert-message': { flex: { xs: '1 1 calc(100% - 40px)', sm: '1 1 auto' } },
  '& .MuiAlert-action': { ml: { xs: 'auto', sm: 'auto' }, pl: { xs: 0, sm: 2 }, pt: { xs: 0, sm: 0.5 } },
} as const;
