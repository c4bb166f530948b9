import { useState } from 'react';
import Button from '@mui/material/Button';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import { ConfirmDialog } from '../../../../shared/components/ConfirmDialog';
import { SectionCard } from '../../../../shared/components/SectionCard';
import { CopyRow, SecretRow } from '../../../../shared/components/CopyRows';
import { useCopyNotice } from '../../../../shared/hooks/useCopyNotice';
import { useRevealedSecret } from '../../../../shared/hooks/useRevealedSecret';

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
  const { secret, setSecret, shown, setShown, busy, setBusy, clearSecret, toggleReveal } = useRevealedSecret(onReveal);
  const [rotateOpen, setRotateOpen] = useState(false);
  const { copy, snackbar } = useCopyNotice();

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
