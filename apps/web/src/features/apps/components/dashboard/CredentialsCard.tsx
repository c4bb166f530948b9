import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import Tooltip from '@mui/material/Tooltip';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { ConfirmDialog } from '../../../../shared/components/ConfirmDialog';
import { SectionCard } from '../../../../shared/components/SectionCard';
import { CredentialRow } from '../../../../shared/components/CredentialRow';

export interface CredentialsCardProps {
  apiKey: string;
  /** The secret as the server masks it. */
  maskedSecret: string;
  /** The secret in the clear (each reveal is recorded by the server). */
  onReveal: () => Promise<string>;
  /** A new secret, in the clear; the old one stops working. */
  onRotate: () => Promise<string>;
}

/** Spec §2 'App Credentials': the API key, and the secret key masked until revealed. */
export function CredentialsCard({ apiKey, maskedSecret, onReveal, onRotate }: CredentialsCardProps) {
  // The clear secret is fetched once and kept while the page is open; hiding only stops showing it.
  const [secret, setSecret] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [rotateOpen, setRotateOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const clearSecret = async (): Promise<string | null> => {
    if (secret !== null) return secret;
    setBusy(true);
    try {
      const revealed = await onReveal();
      setSecret(revealed);
      return revealed;
    } catch {
      return null; // the global snackbar shows the server's message
    } finally {
      setBusy(false);
    }
  };

  const toggleReveal = async () => {
    if (shown) {
      setShown(false);
    } else if ((await clearSecret()) !== null) {
      setShown(true);
    }
  };

  const copy = async (text: string | null, what: string) => {
    if (text === null) return;
    try {
      await navigator.clipboard.writeText(text);
      setNotice(`${what} copied`);
    } catch {
      setNotice('Copying is not available here: select the text instead.');
    }
  };

  const rotate = async () => {
    setBusy(true);
    try {
      setSecret(await onRotate());
      setShown(true);
      setRotateOpen(false);
    } catch {
      // the global snackbar shows the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionCard title="App Credentials" data-testid="credentials-card">
      <CredentialRow
        label="API key"
        value={apiKey}
        testId="api-key"
        actions={
          <Tooltip title="Copy API key">
            <IconButton size="small" onClick={() => void copy(apiKey, 'API key')} aria-label="Copy API key" data-testid="api-key-copy">
              <ContentCopyIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        }
      />
      <CredentialRow
        label="Secret key"
        value={shown && secret !== null ? secret : maskedSecret}
        testId="secret-key"
        revealed={shown}>
            <Tooltip title={shown ? 'Hide secret key' : 'Reveal secret key'}>
              <span>
                <IconButton size="small" onClick={() => void toggleReveal()} disabled={busy} aria-label={shown ? 'Hide secret key' : 'Reveal secret key'} aria-pressed={shown} data-testid="secret-reveal">
                  {shown ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Copy secret key">
              <span>
                <IconButton size="small" onClick={() => void clearSecret().then((s) => copy(s, 'Secret key'))} disabled={busy} aria-label="Copy secret key" data-testid="secret-copy">
                  <ContentCopyIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </CredentialRow>
      <Button color="warning" size="small" startIcon={<AutorenewIcon />} onClick={() => setRotateOpen(true)} disabled={busy} sx={{ mt: 1, ml: -1 }} data-testid="secret-rotate">
        Rotate secret
      </Button>
      <ConfirmDialog
        open={rotateOpen}
        title="Rotate the secret key?"
        text={['The current secret key stops working at once.', 'Your app must use the new secret from then on.']}
        confirmLabel="Rotate"
        cancelLabel="Cancel"
        destructive
        busy={busy}
        onConfirm={() => void rotate()}
        onClose={() => setRotateOpen(false)}
        data-testid="secret-rotate-dialog"
      />
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
