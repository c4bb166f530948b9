import { useState } from 'react';
import { SectionCard } from '../../../shared/components/SectionCard';
import { maskSecret } from '../installation-text';
import { CopyRow, SecretRow } from '../../../shared/components/CopyRows';
import { useCopyNotice } from '../../../shared/hooks/useCopyNotice';

export interface RestCredentialsCardProps {
  accessKey: string;
  secretKey: string;
}

/** Spec §2: the old REST API credentials of an installation (LEGACY_API); the secret stays masked until revealed. */
export function RestCredentialsCard({ accessKey, secretKey }: RestCredentialsCardProps) {
  const [shown, setShown] = useState(false);
  const { copy, snackbar } = useCopyNotice();

  return (
    <SectionCard
      title="Old REST API credentials"
      subtitle="For the vendor's legacy REST API, which this installation may use."
      data-testid="installation-rest-credentials"
    >
      <CopyRow label="Access key" value={accessKey} testId="rest-access-key" onCopy={() => void copy(accessKey, 'Access key')} />
      <SecretRow
        label="Secret key"
        value={shown ? secretKey : maskSecret(secretKey)}
        shown={shown}
        testIdBase="rest-secret"
        onToggleReveal={() => setShown((value) => !value)}
        onCopy={() => void copy(secretKey, 'Secret key')}
      />
      {snackbar}
    </SectionCard>
  );
}
