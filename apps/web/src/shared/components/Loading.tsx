import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Spec §2: 'Loading...' while a screen or its data loads. */
export function Loading() {
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="loading"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 10, color: 'text.secondary' }}
    >
      <CircularProgress size={20} thickness={5} aria-hidden />
      <Typography component="span">Loading...</Typography>
    </Box>
  );
}
