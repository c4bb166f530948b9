import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * "Request ID: …" beside an error, in small text, for the user to quote to support (the server's logs carry the
 * same id). The id alone is selected by one click, without the label, to copy it whole.
 */
export function RequestIdNote({ requestId, sx }: { requestId: string | undefined; sx?: SxProps<Theme> }) {
  if (!requestId) return null;
  return (
    <Box
      component="p"
      data-testid="error-request-id"
      sx={[{ m: 0, mt: 0.5, fontSize: 12, lineHeight: 1.5, opacity: 0.85 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      Request ID:{' '}
      <Box component="span" sx={{ fontFamily: 'monospace', userSelect: 'all', overflowWrap: 'anywhere' }}>
        {requestId}
      </Box>
    </Box>
  );
}
