import { createContext, useContext } from 'react';
import type { StoredUser } from './session';

/** The logged-in user of the partner area; the layout provides it once the session is confirmed. */
export const PortalUserContext = createContext<StoredUser | null>(null);

/** The logged-in user, inside the partner area's screens. */
export function usePortalUser(): StoredUser {
  const user = useContext(PortalUserContext);
  if (!user) throw new Error('usePortalUser is only available inside the partner area');
  return user;
}
