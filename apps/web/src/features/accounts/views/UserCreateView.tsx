import { useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { usePortalUser } from '../../../shared/session/portal-user';
import { UserCreateForm } from '../components/UserCreateForm';
import { AppAccountUserCreateMutation } from '../operations';
import { teamUrl } from '../../../shared/urls/accounts';

/** `/extranet/team/add`: account owners add a team member; success or cancel returns to the team list. */
export default function UserCreateView() {
  useDocumentTitle(pageTitle('Create user'));
  const { accountOwner } = usePortalUser();
  const navigate = useNavigate();
  const [createUser] = useMutation(AppAccountUserCreateMutation);

  return (
    <UserCreateForm
      allowed={accountOwner}
      cancelHref={teamUrl()}
      onSubmit={async ({ firstName, lastName, email, password }) => {
        await createUser({ variables: { userInfo: { firstName, lastName, email, password } } });
        navigate(teamUrl());
      }}
    />
  );
}
