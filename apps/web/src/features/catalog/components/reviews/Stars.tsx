import Box from '@mui/material/Box';

/** Five stars, `rating` of them filled; read out as "Rated 4 out of 5". */
export function Stars({ rating, size = '1rem' }: { rating: number; size?: string }) {
  const filled = Math.round(rating);
  return (
    <Box
      component="span"
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      sx={{ fontSize: size, letterSpacing: '1px', whiteSpace: 'nowrap' }}
    >
      <Box component="span" aria-hidden="true" sx={{ color: '#b45309' }}>
        {'★'.repeat(filled)}
      </Box>
      <Box component="span" aria-hidden="true" sx={{ color: 'text.disabled' }}>
        {'★'.repeat(5 - filled)}
      </Box>
    </Box>
  );
}
