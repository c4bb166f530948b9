import { SectionCard } from '../../../shared/components/SectionCard';
import { CopyRow, SecretRow } from '../../../shared/components/CopyRows';
import { useCopyNotice } from '../../../shared/hooks/useCopyNotice';
import { useRevealedSecret } from '../../../shared/hooks/useRevealedSecret';

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
  const { secret, shown, busy, clearSecret, toggleReveal } = useRevealedSecret(onReveal);
  const { copy, snackbar } = useCopyNotice();

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
