import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface CredentialRowProps {
  label: string;
  /** The key as shown: in the clear or masked. */
  value: string;
  testId: string;
  /** For secrets: whether `value` is the clear text (exposed as `data-revealed`). */
  revealed?: boolean;
  /** Buttons on the right: copy, reveal. */
  children?: ReactNode;
}

/** A labelled key in a monospace box with its buttons (app credentials, an installation's REST credentials). */
export function CredentialRow({ label, value, testId, revealed, children }: CredentialRowProps) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, bgcolor: 'action.hover', borderRadius: 2, pl: 1.5, pr: 0.5, py: 0.5 }}>
        <Typography
          component="code"
          variant="body2"
          sx={{ flex: 1, minWidth: 0, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', overflowWrap: 'anywhere' }}
          data-testid={testId}
          data-revealed={revealed === undefined ? undefined : String(revealed)}
        >
          {value}
        </Typography>
        <Box sx={{ display: 'flex', flexShrink: 0 }}>{children}</Box>
      </Box>
    </Box>
  );
}
