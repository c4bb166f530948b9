import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { getStoredUser, storeUser } from '../../shared/session/session';
import type { UserUpdateValues } from './components/UserEditForm';
import { AppAccountUserDeleteMutation, AppAccountUserListQuery, AppAccountUserUpdateMutation } from './operations';

/** Saves a user's names and, when given, a new password; the own names also refresh the top bar. */
export function useUpdateUser() {
  const [update] = useMutation(AppAccountUserUpdateMutation);
  return useCallback(
    async (id: string, { firstName, lastName, password }: UserUpdateValues) => {
      const { data } = await update({ variables: { id, userInfo: { firstName, lastName, password: password || undefined } } });
      const updated = data?.appAccountUserUpdate;
      const stored = getStoredUser();
      if (updated && stored?.id === updated.id) storeUser({ ...stored, firstName: updated.firstName, lastName: updated.lastName });
      return updated;
    },
    [update],
  );
}

/**
 * Removes a user (account owners, never themselves). The team list on screen is fetched again and
 * any other cached list is dropped; the user's own entry stays until the screen showing it has left.
 */
export function useDeleteUser() {
  const [remove] = useMutation(AppAccountUserDeleteMutation);
  return useCallback(
    (id: string) =>
      remove({
        variables: { id },
        refetchQueries: [AppAccountUserListQuery],
        update(cache, { data }) {
          if (data?.appAccountUserDelete) cache.evict({ fieldName: 'appAccountUserList' });
        },
      }),
    [remove],
  );
}
