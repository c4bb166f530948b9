import { useState } from 'react';
import Button from '@mui/material/Button';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import { ConfirmDialog } from '../../../../shared/components/ConfirmDialog';
import { SectionCard } from '../../../../shared/components/SectionCard';
import { CopyRow, SecretRow } from '../../../../shared/components/CopyRows';
import { useCopyNotice } from '../../../../shared/hooks/useCopyNotice';

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
  const { copy, snackbar } = useCopyNotice();

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
      <CopyRow label="API key" value={apiKey} testId="api-key" onCopy={() => void copy(apiKey, 'API key')} />
      <SecretRow
        label="Secret key"
        value={shown && secret !== null ? secret : maskedSecret}
        shown={shown}
        testIdBase="secret"
        onToggleReveal={() => void toggleReveal()}
        onCopy={() => void clearSecret().then((clear) => copy(clear, 'Secret key'))}
        disabled={busy}
      />
      <Button
        color="warning"
        size="small"
        startIcon={<AutorenewIcon />}
        onClick={() => setRotateOpen(true)}
        disabled={busy}
        sx={{ mt: 1, ml: -1 }}
        data-testid="secret-rotate"
      >
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
      {snackbar}
    </SectionCard>
  );
}
