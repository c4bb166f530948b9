import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { LengthLimit } from './length-limit';

/**
 * A limited field's helper line: its message (or hint) on the left, 'n/max' on the right, in the error colour
 * once past the limit. The counter is for the eye; the field's message says the limit in words.
 */
export function LimitHelperText({ text, limit }: { text: ReactNode; limit: LengthLimit }) {
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <span>{text}</span>
      <Box
        component="span"
        aria-hidden
        data-testid="length-counter"
        sx={{
          flexShrink: 0,
          fontVariantNumeric: 'tabular-nums',
          color: limit.over ? 'error.main' : undefined,
          fontWeight: limit.over ? 600 : undefined,
        }}
      >
        {limit.label}
      </Box>
    </Box>
  );
}
