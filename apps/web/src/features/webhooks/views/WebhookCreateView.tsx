import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Loading } from '../../../shared/components/Loading';
import { QueryErrorPage } from '../../../shared/components/QueryErrorPage';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { AppQuery } from '../../../shared/apps/app-query';
import { appDashboardUrl } from '../../../shared/urls/apps';
import { WebhookForm } from '../components/WebhookForm';
import { useCreateWebhook } from '../useWebhookMutations';

/** `/extranet/apps/:appId/webhooks/new`: subscribe the app to a topic; saving or cancelling returns to the dashboard. */
export default function WebhookCreateView() {
  const { appId = '' } = useParams();
  const navigate = useNavigate();
  useDocumentTitle(pageTitle('Add webhook'));
  // The app names the page, and a missing app is this page's 404 (not a form that cannot save).
  const { data, error } = useQuery(AppQuery, {
    variables: { id: appId },
    fetchPolicy: 'cache-and-network',
    context: { silentErrors: ['NotFoundError'] },
  });
  const createWebhook = useCreateWebhook();
  const app = data?.app;

  if (!app) return error ? <QueryErrorPage error={error} /> : <Loading />;
  return (
    <WebhookForm
      title="Add webhook"
      subtitle={app.name}
      onSubmit={async (values) => {
        await createWebhook(app.id, values);
        navigate(appDashboardUrl(app.id));
      }}
      cancelHref={appDashboardUrl(app.id)}
    />
  );
}
