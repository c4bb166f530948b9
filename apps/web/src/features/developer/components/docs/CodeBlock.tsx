import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** A scrollable code sample with its label and a copy button. */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 1500);
    } catch {
      // Clipboard not available (insecure context); the text can still be selected.
    }
  };
  return (
    <Box component="figure" sx={{ my: 2, mx: 0, borderRadius: '12px', overflow: 'hidden', bgcolor: '#0b1f1d' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: 2,
          py: 0.5,
          borderBottom: '1px solid rgba(255,255,255,0.08)',
        }}
      >
        <Typography component="figcaption" variant="caption" sx={{ color: 'rgba(209,250,229,0.7)', fontWeight: 600 }}>
          {label}
        </Typography>
        <Button
          size="small"
          onClick={copy}
          aria-label={`Copy ${label}`}
          sx={{ color: '#99f6e4', minWidth: 0, px: 1.25, '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' } }}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        aria-label={label}
        sx={{
          m: 0,
          p: 2.5,
          color: '#d1fae5',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 13.5,
          lineHeight: 1.65,
          overflowX: 'auto',
        }}
      >
        <code>{code}</code>
      </Box>
    </Box>
  );
}
