import { useEffect } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import { clearStoredUser, getStoredUser, sameStoredUser, storeUser, toStoredUser, useStoredUser, type StoredUser } from './session';
import { MeQuery } from './operations';

export type PortalSession =
  /** Nobody is logged in (no stored user, or the server says the session is gone). */
  | { status: 'loggedOut' }
  /** The server is being asked whether the session still holds. */
  | { status: 'checking'; user: StoredUser }
  | { status: 'ready'; user: StoredUser };

/**
 * The partner area's guard (spec §2, §6): a stored user is needed, and `me` must confirm the server
 * session once per visit. `me` also refreshes the stored user (organisation name, roles).
 * An UnauthorizedError anywhere clears the stored user (app/apollo.ts), which logs out here too.
 */
export function usePortalSession(): PortalSession {
  const user = useStoredUser();
  const { data, loading } = useQuery(MeQuery, user ? { fetchPolicy: 'network-only' } : skipToken);
  const me = data?.me;

  useEffect(() => {
    if (me === null) clearStoredUser();
    else if (me && !sameStoredUser(getStoredUser(), me)) storeUser(toStoredUser(me));
  }, [me]);

  if (!user || me === null) return { status: 'loggedOut' };
  if (loading && !data) return { status: 'checking', user };
  return { status: 'ready', user };
}
