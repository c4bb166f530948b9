import Box from '@mui/material/Box';
import { formatPayoutDate } from '@appstore/shared/payouts/payout-settings';

/** A payout period that wraps only between its two dates, never inside one ('1. Aug 2026 –' / '31. Aug 2026'). */
export function PayoutPeriod({ from, to }: { from: string; to: string }) {
  const start = formatPayoutDate(from);
  const end = formatPayoutDate(to);
  if (start === end)
    return (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {start}
      </Box>
    );
  return (
    <>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {start} –
      </Box>{' '}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {end}
      </Box>
    </>
  );
}
