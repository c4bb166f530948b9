import { useEffect, useState } from 'react';
import { clearStoredUser } from '../../shared/session/session';
import { fetchExplorerToken, type ExplorerToken } from './app-api';

/**
 * The access token of an installation for the explorer, fetched once per visit (`enabled` waits for a stored
 * user). A 401 means the server session is gone: the stored user is cleared, which sends the page to login.
 */
export function useExplorerToken(installId: string, enabled: boolean): ExplorerToken {
  const [answer, setAnswer] = useState<{ installId: string; token: ExplorerToken } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchExplorerToken(installId, controller.signal).then(
      (token) => {
        if (controller.signal.aborted) return;
        if (token.status === 'loggedOut') clearStoredUser();
        setAnswer({ installId, token });
      },
      () => undefined, // aborted: the page moved on
    );
    return () => controller.abort();
  }, [installId, enabled]);

  return answer?.installId === installId ? answer.token : { status: 'loading' };
}
