import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormSection } from '../../../shared/forms/FormSection';
import { PayoutPeriod } from '../../../shared/payouts/PayoutPeriod';

export interface ClaimSummaryProps {
  title: string;
  description: string;
  displayAmount: string;
  periodFrom: string;
  periodTo: string;
}

/** The amount claimed and the months it covers. */
export function ClaimSummary({ title, description, displayAmount, periodFrom, periodTo }: ClaimSummaryProps) {
  return (
    <FormSection title={title} description={description} data-testid="claim-summary">
      <Box>
        <Typography variant="body2" color="text.secondary">
          Amount
        </Typography>
        <Typography sx={{ fontSize: '1.75rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="claim-amount">
          {displayAmount}
        </Typography>
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary">
          Period
        </Typography>
        <Typography sx={{ fontWeight: 600 }} data-testid="claim-period">
          <PayoutPeriod from={periodFrom} to={periodTo} />
        </Typography>
      </Box>
    </FormSection>
  );
}
