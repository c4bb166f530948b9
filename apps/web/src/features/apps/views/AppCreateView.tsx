import { useMemo, useState } from 'react';
import type { AppScope } from '@appstore/shared/installations/scopes';
import { useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { usePortalUser } from '../../../shared/session/portal-user';
import { appInput, newAppFormValues } from '../app-form-values';
import { AppSetupForm } from '../components/AppSetupForm';
import { AppCreateMutation } from '../operations';
import { appDashboardUrl, appsUrl } from '../../../shared/urls/apps';

/**
 * `/extranet/apps/new`: a new app starts with the spec §3 defaults and asks vendors for nothing until its developer
 * ticks scopes; saving opens its dashboard (spec §4).
 */
export default function AppCreateView() {
  useDocumentTitle(pageTitle('Create app'));
  const me = usePortalUser();
  const navigate = useNavigate();
  const [createApp] = useMutation(AppCreateMutation);
  const defaultValues = useMemo(() => newAppFormValues(me.email), [me.email]);
  // nothing is preselected: the app asks vendors only for what its developer ticks
  const [scopes, setScopes] = useState<AppScope[]>([]);

  return (
    <AppSetupForm
      title="Create app"
      subtitle="Set up the basics now; you can change everything but the type later."
      defaultValues={defaultValues}
      onSubmit={async (values) => {
        const { data } = await createApp({
          variables: { appInfo: appInput(values), access: { scopes } },
          // Every cached page of the app list is missing the new app: drop them so the list fetches again.
          update(cache) {
            cache.evict({ fieldName: 'apps' });
            cache.gc();
          },
        });
        if (data) navigate(appDashboardUrl(data.appCreate.id));
      }}
      cancelHref={appsUrl()}
      access={{ scopes, onChange: setScopes }}
    />
  );
}
