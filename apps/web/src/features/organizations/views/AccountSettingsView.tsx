import { useMutation, useQuery } from '@apollo/client/react';
import { Loading } from '../../../shared/components/Loading';
import { QueryErrorPage } from '../../../shared/components/QueryErrorPage';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { getStoredUser, storeUser } from '../../../shared/session/session';
import { usePortalUser } from '../../../shared/session/portal-user';
import { AccountSettingsForm } from '../components/AccountSettingsForm';
import { AppOrgQuery, AppOrgUpdateMutation } from '../operations';

/** `/extranet/account`: the organisation's settings (spec §2); owners save them. */
export default function AccountSettingsView() {
  useDocumentTitle(pageTitle('Account settings'));
  const me = usePortalUser();
  const orgId = me.orgId ?? '';
  const { data, error } = useQuery(AppOrgQuery, { variables: { id: orgId }, fetchPolicy: 'cache-and-network' });
  const [updateOrg] = useMutation(AppOrgUpdateMutation);
  const organization = data?.appOrg;

  if (!organization) return error ? <QueryErrorPage error={error} /> : <Loading />;
  return (
    <AccountSettingsForm
      key={organization.id}
      organization={organization}
      allowed={me.accountOwner}
      onSubmit={async (orgInfo) => {
        const { data: saved } = await updateOrg({ variables: { id: organization.id, orgInfo } });
        // Spec §4: the organisation name from the update is kept in the stored user (the top bar shows it).
        const stored = getStoredUser();
        const businessName = saved?.appOrgUpdate.node.businessName;
        if (stored && businessName !== undefined) storeUser({ ...stored, orgName: businessName });
      }}
    />
  );
}
