import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Loading } from '../../../shared/components/Loading';
import { QueryErrorPage } from '../../../shared/components/QueryErrorPage';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { displayName } from '../../../shared/session/user-display';
import { usePortalUser } from '../../../shared/session/portal-user';
import { UserEditForm } from '../components/UserEditForm';
import { AppAccountUserQuery } from '../operations';
import { teamUrl } from '../../../shared/urls/accounts';
import { useDeleteUser, useUpdateUser } from '../useUserMutations';

/** `/extranet/team/:id`: edit a team member; success or cancel returns to the team list (spec §2, §4). */
export default function UserEditView() {
  const { id = '' } = useParams();
  const me = usePortalUser();
  const navigate = useNavigate();
  const { data, error } = useQuery(AppAccountUserQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
    // A missing user (or one of another organisation) is this page's 404, not a snackbar.
    context: { silentErrors: ['NotFoundError'] },
  });
  const updateUser = useUpdateUser();
  const deleteUser = useDeleteUser();
  const user = data?.appAccountUser;
  useDocumentTitle(user ? pageTitle(`Edit ${displayName(user)}`) : null);

  if (!user) return error ? <QueryErrorPage error={error} /> : <Loading />;
  const self = user.id === me.id;
  const allowed = self || me.accountOwner;
  return (
    <UserEditForm
      key={user.id}
      user={user}
      title="Edit user"
      subtitle={displayName(user)}
      allowed={allowed}
      notAllowedText="Only account owners can edit other users."
      onSubmit={async (values) => {
        await updateUser(user.id, values);
        navigate(teamUrl());
      }}
      cancelHref={teamUrl()}
      onDelete={
        me.accountOwner && !self
          ? async () => {
              await deleteUser(user.id);
              navigate(teamUrl());
            }
          : undefined
      }
      data-testid="user-edit-form"
    />
  );
}
