import { useState } from 'react';

/**
 * A secret shown masked until the user asks for it: the clear value is fetched once (the server records each
 * reveal) and kept while the page is open; hiding only stops showing it. `reveal` failing leaves it masked (the
 * global snackbar shows the server's message).
 */
export function useRevealedSecret(reveal: () => Promise<string>) {
  const [secret, setSecret] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);

  /** The secret in the clear, asking the server the first time; null when it refused. */
  const clearSecret = async (): Promise<string | null> => {
    if (secret !== null) return secret;
    setBusy(true);
    try {
      const revealed = await reveal();
      setSecret(revealed);
      return revealed;
    } catch {
      return null;
    } finally {
      setBusy(false);
    }
  };

  const toggleReveal = async () => {
    if (shown) setShown(false);
    else if ((await clearSecret()) !== null) setShown(true);
  };

  return { secret, setSecret, shown, setShown, busy, setBusy, clearSecret, toggleReveal };
}
