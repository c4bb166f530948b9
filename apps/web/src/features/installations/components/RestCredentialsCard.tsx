import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { SectionCard } from '../../../shared/components/SectionCard';
import { maskSecret } from '../installation-text';
import { CredentialRow } from '../../../shared/components/CredentialRow';

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
      <CredentialRow label="Access key" value={accessKey} testId="rest-access-key">
        <Tooltip title="Copy access key">
          <IconButton size="small" onClick={() => void copy(accessKey, 'Access key')} aria-label="Copy access key" data-testid="rest-access-key-copy">
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </CredentialRow>
      <CredentialRow label="Secret key" value={shown ? secretKey : maskSecret(secretKey)} testId="rest-secret-key" revealed={shown}>
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
      </CredentialRow>
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
