import Box from '@mui/material/Box';
import { formatDay } from '@appstore/shared/dates/format';

/** A payout period that wraps only between its two dates, never inside one ('1. Aug 2026 –' / '31. Aug 2026'). */
export function PayoutPeriod({ from, to }: { from: string; to: string }) {
  const start = formatDay(from, 'UTC');
  const end = formatDay(to, 'UTC');
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
