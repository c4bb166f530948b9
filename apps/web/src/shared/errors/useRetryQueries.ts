import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';

/** Asks the server again for every query the screen shows (after a failure); resolves whatever the answer. */
export function useRetryQueries(): () => Promise<void> {
  const client = useApolloClient();
  return useCallback(async () => {
    try {
      await client.refetchQueries({ include: 'active' });
    } catch {
      // the screen shows what still fails
    }
  }, [client]);
}
