import { useMutation } from '@apollo/client/react';
import { AppQuery } from '../../shared/apps/app-query';
import { AppUninstallTestMutation } from './operations';

/**
 * Removes the app's test installation, then fetches the app (its installation count and test installation) and the
 * validation report (its TEST_INSTALLATION check) again. Rejects with the server's error; the snackbar shows it.
 */
export function useUninstallTest(appId: string, refetchReport: () => Promise<unknown>): () => Promise<void> {
  const [uninstall] = useMutation(AppUninstallTestMutation);
  return async () => {
    try {
      await uninstall({
        variables: { id: appId },
        refetchQueries: [{ query: AppQuery, variables: { id: appId } }],
        awaitRefetchQueries: true,
      });
    } finally {
      // a failed call may still have changed the report (e.g. removed meanwhile in another tab)
      void refetchReport().catch(() => undefined);
    }
  };
}
