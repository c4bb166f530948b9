import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import type { PayoutStatus } from '../../gql/graphql';
import { PAYOUT_STATUS_LABELS } from './payout-text';

const TONES: Record<PayoutStatus, 'info' | 'success' | 'error'> = { REQUESTED: 'info', PAID: 'success', REJECTED: 'error' };

/** A payout's status as a tinted chip (the same look as the app status chips). */
export function PayoutStatusChip({ status }: { status: PayoutStatus }) {
  return (
    <Chip
      label={PAYOUT_STATUS_LABELS[status]}
      size="small"
      data-testid="payout-status-chip"
      data-status={status}
      sx={(theme) => {
        const tone = theme.palette[TONES[status]];
        return { bgcolor: alpha(tone.main, 0.12), color: tone.dark, border: 1, borderColor: alpha(tone.main, 0.28) };
      }}
    />
  );
}
