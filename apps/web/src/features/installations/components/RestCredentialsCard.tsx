import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { SectionCard } from '../../../shared/components/SectionCard';
import { maskSecret } from '../installation-text';

export interface RestCredentialsCardProps {
  accessKey: string;
  secretKey: string;
}

/** Spec §2: the old REST API credentials of an installation (LEGACY_API); the secret stays masked until revealed. */
export function RestCredentialsCard({ accessKey, secretKey }: RestCredentialsCardProps) {
  const [shown, setShown] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setNotice(`${what} copied`);
    } catch {
      setNotice('Copying is not available here: select the text instead.');
    }
  };

  return (
    <SectionCard
      title="Old REST API credentials"
      subtitle="For the vendor's legacy REST API, which this installation may use."
      data-testid="installation-rest-credentials"
    >
      <KeyRow label="Access key" value={accessKey} testId="rest-access-key">
        <Tooltip title="Copy access key">
          <IconButton size="small" onClick={() => void copy(accessKey, 'Access key')} aria-label="Copy access key" data-testid="rest-access-key-copy">
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </KeyRow>
      <KeyRow label="Secret key" value={shown ? secretKey : maskSecret(secretKey)} testId="rest-secret-key" revealed={shown}>
        <Tooltip title={shown ? 'Hide secret key' : 'Reveal secret key'}>
          <IconButton
            size="small"
            onClick={() => setShown((value) => !value)}
            aria-label={shown ? 'Hide secret key' : 'Reveal secret key'}
            aria-pressed={shown}
            data-testid="rest-secret-reveal"
          >
            {shown ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
        <Tooltip title="Copy secret key">
          <IconButton size="small" onClick={() => void copy(secretKey, 'Secret key')} aria-label="Copy secret key" data-testid="rest-secret-copy">
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </KeyRow>
      <Snackbar
        open={notice !== null}
        autoHideDuration={2500}
        onClose={() => setNotice(null)}
        message={notice}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        data-testid="copied-snackbar"
      />
    </SectionCard>
  );
}

interface KeyRowProps {
  label: string;
  value: string;
  testId: string;
  revealed?: boolean;
  children: ReactNode;
}

function KeyRow({ label, value, testId, revealed, children }: KeyRowProps) {
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
