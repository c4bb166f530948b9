import { useState } from 'react';
import { SectionCard } from '../../../shared/components/SectionCard';
import { CopyRow, SecretRow } from '../../../shared/components/CopyRows';
import { useCopyNotice } from '../../../shared/hooks/useCopyNotice';

export interface RestCredentialsCardProps {
  accessKey: string;
  /** The secret as the server masks it. */
  maskedSecret: string;
  /** The secret in the clear (each reveal is recorded in the audit log by the server). */
  onReveal: () => Promise<string>;
}

/**
 * Spec §2: the old REST API credentials of an installation (LEGACY_API). The secret stays masked until Reveal (or
 * Copy) asks the server for it, which records the reveal, as with the app's own secret key.
 */
export function RestCredentialsCard({ accessKey, maskedSecret, onReveal }: RestCredentialsCardProps) {
  // The clear secret is fetched once and kept while the page is open; hiding only stops showing it.
  const [secret, setSecret] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
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
    if (shown) setShown(false);
    else if ((await clearSecret()) !== null) setShown(true);
  };

  return (
    <SectionCard
      title="Old REST API credentials"
      subtitle="For the vendor's legacy REST API, which this installation may use. Revealing the secret key is recorded in the audit log."
      data-testid="installation-rest-credentials"
    >
      <CopyRow label="Access key" value={accessKey} testId="rest-access-key" onCopy={() => void copy(accessKey, 'Access key')} />
      <SecretRow
        label="Secret key"
        value={shown && secret !== null ? secret : maskedSecret}
        shown={shown}
        testIdBase="rest-secret"
        onToggleReveal={() => void toggleReveal()}
        onCopy={() => void clearSecret().then((clear) => copy(clear, 'Secret key'))}
        disabled={busy}
      />
      {snackbar}
    </SectionCard>
  );
}
