import { useQuery } from '@apollo/client/react';
import { Loading } from '../../../shared/components/Loading';
import { QueryErrorPage } from '../../../shared/components/QueryErrorPage';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { usePortalUser } from '../../../shared/session/portal-user';
import { UserEditForm } from '../components/UserEditForm';
import { AppAccountUserQuery } from '../operations';
import { useUpdateUser } from '../useUserMutations';

/** `/extranet/userprofile`: the logged-in user edits their own names and password (spec §2, §5). */
export default function UserProfileView() {
  useDocumentTitle(pageTitle('My Profile'));
  const me = usePortalUser();
  const { data, error } = useQuery(AppAccountUserQuery, { variables: { id: me.id }, fetchPolicy: 'cache-and-network' });
  const updateUser = useUpdateUser();
  const user = data?.appAccountUser;

  if (!user) return error ? <QueryErrorPage error={error} /> : <Loading />;
  return (
    <UserEditForm
      key={user.id}
      user={user}
      title="My Profile"
      subtitle="Your name and password for the partner area."
      allowed
      onSubmit={async (values) => {
        await updateUser(user.id, values);
      }}
      savedNotice="Your profile has been saved."
      data-testid="profile-form"
    />
  );
}
