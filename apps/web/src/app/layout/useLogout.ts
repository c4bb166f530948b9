import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { clearStoredUser } from '../../shared/session/session';
import { developerUrl } from '../../shared/urls/developer';

/** Spec §4: logout clears the stored user and caches and goes to /developer. */
export function useLogout(): () => void {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(() => {
    // End the server session too; loaded on demand so the store's entry stays small.
    void import('../../features/accounts/logout')
      .then(({ endServerSession }) => endServerSession(client))
      .finally(() => void client.clearStore());
    clearStoredUser();
    navigate(developerUrl());
  }, [client, navigate]);
}
