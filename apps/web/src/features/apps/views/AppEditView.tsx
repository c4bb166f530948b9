import { useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { Loading } from '../../../shared/components/Loading';
import { QueryErrorPage } from '../../../shared/components/QueryErrorPage';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { appFormValues, appInput } from '../app-form-values';
import { AppSetupForm } from '../components/AppSetupForm';
import { AppDeleteMutation, AppUpdateMutation } from '../operations';
import { AppQuery } from '../../../shared/apps/app-query';
import { appDashboardUrl, appsUrl } from '../../../shared/urls/apps';

/** `/extranet/apps/:appId/edit`: the app's setup; saving or cancelling returns to its dashboard (spec §4). */
export default function AppEditView() {
  const { appId = '' } = useParams();
  const navigate = useNavigate();
  const { data, error } = useQuery(AppQuery, {
    variables: { id: appId },
    fetchPolicy: 'cache-and-network',
    // A missing app (or one of another organisation) is this page's 404, not a snackbar.
    context: { silentErrors: ['NotFoundError'] },
  });
  const [updateApp] = useMutation(AppUpdateMutation);
  const [deleteApp] = useMutation(AppDeleteMutation);
  const app = data?.app;
  useDocumentTitle(app ? pageTitle(`${app.name} setup`) : null);

  if (!app) return error ? <QueryErrorPage error={error} /> : <Loading />;

  const remove = async () => {
    try {
      await deleteApp({
        variables: { id: app.id },
        // The app list must not show it any more; the app itself stays cached until this screen has left.
        update(cache, { data: deleted }) {
          if (deleted?.appDelete) cache.evict({ fieldName: 'apps' });
        },
      });
    } catch {
      return; // the snackbar says why (spec §8); the app stays open
    }
    navigate(appsUrl());
  };

  return (
    <AppSetupForm
      key={app.id}
      title="App setup"
      subtitle={app.name}
      // Read once when the form mounts: what the partner typed survives the network answer of cache-and-network.
      defaultValues={appFormValues(app)}
      editing
      pricingLocked={app.pricingLocked}
      onSubmit={async (values) => {
        await updateApp({ variables: { id: app.id, appInfo: appInput(values, { pricingLocked: app.pricingLocked }) } });
        navigate(appDashboardUrl(app.id));
      }}
      cancelHref={appDashboardUrl(app.id)}
      onDelete={app.canDelete ? remove : undefined}
    />
  );
}
