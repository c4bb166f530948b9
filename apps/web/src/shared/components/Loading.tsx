import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';
import Typography from '@mui/material/Typography';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** Spec §2: 'Loading...' while a screen or its data loads (a CSS spinner: MUI's costs the store's first load 1.5 KB). */
export function Loading() {
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="loading"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 10, color: 'text.secondary' }}
    >
      <Box
        aria-hidden
        sx={{
          width: 20,
          height: 20,
          borderRadius: '50%',
          border: '3px solid',
          borderColor: 'primary.main',
          borderRightColor: 'transparent',
          animation: `${spin} 0.8s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      />
      <Typography component="span">Loading...</Typography>
    </Box>
  );
}
