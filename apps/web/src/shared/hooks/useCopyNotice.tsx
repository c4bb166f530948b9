import { useState } from 'react';
import Snackbar from '@mui/material/Snackbar';

/**
 * Copying a key to the clipboard, and the short notice that says it worked (or that the browser refused:
 * clipboard access needs a secure context). Render `snackbar` once in the card.
 */
export function useCopyNotice() {
  const [notice, setNotice] = useState<string | null>(null);

  /** `text` is null when there is nothing to copy (e.g. a secret that could not be fetched). */
  const copy = async (text: string | null, what: string) => {
    if (text === null) return;
    try {
      await navigator.clipboard.writeText(text);
      setNotice(`${what} copied`);
    } catch {
      setNotice('Copying is not available here: select the text instead.');
    }
  };

  const snackbar = (
    <Snackbar
      open={notice !== null}
      autoHideDuration={2500}
      onClose={() => setNotice(null)}
      message={notice}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      data-testid="copied-snackbar"
    />
  );

  return { copy, snackbar };
}
