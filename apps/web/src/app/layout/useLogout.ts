import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearStoredUser } from '../../shared/session/session';
import { developerUrl } from '../../shared/urls/developer';

/** Spec §4: logout clears the stored user and caches and goes to /developer. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // End the server session too; Apollo and the logout call load on demand so the store's entry stays small.
    void Promise.all([import('../apollo'), import('../../features/accounts/logout')]).then(([{ apolloClient }, { endServerSession }]) =>
      endServerSession(apolloClient).finally(() => void apolloClient.clearStore()),
    );
    clearStoredUser();
    navigate(developerUrl());
  }, [navigate]);
}
