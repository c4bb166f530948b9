import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { ErrorPage } from '../../../shared/components/ErrorPage';
import { Loading } from '../../../shared/components/Loading';
import { QueryErrorPage } from '../../../shared/components/QueryErrorPage';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { AppQuery } from '../../../shared/apps/app-query';
import { appDashboardUrl } from '../../../shared/urls/apps';
import { DeliveryLog } from '../components/DeliveryLog';
import { WebhookHealth } from '../components/WebhookHealth';
import { WebhookForm } from '../components/WebhookForm';
import { WebhookQuery } from '../operations';
import { useDeliveryLog, useEnableWebhook } from '../useDeliveryLog';
import { useDeleteWebhook, useUpdateWebhook } from '../useWebhookMutations';
import { useWebhookHealth } from '../useWebhookHealth';

// A missing app or webhook (or one of another organisation) is this page's 404, not a snackbar.
const notFoundIsThePage = { silentErrors: ['NotFoundError'] } as const;

/**
 * `/extranet/apps/:appId/webhooks/:webhookId/edit`: change or delete a subscription (both return to the
 * dashboard), see its delivery log, re-send deliveries, and re-enable it after it was disabled.
 */
export default function WebhookEditView() {
  const { appId = '', webhookId = '' } = useParams();
  const navigate = useNavigate();
  useDocumentTitle(pageTitle('Edit webhook'));
  const appQuery = useQuery(AppQuery, { variables: { id: appId }, fetchPolicy: 'cache-and-network', context: notFoundIsThePage });
  const webhookQuery = useQuery(WebhookQuery, {
    variables: { id: webhookId },
    fetchPolicy: 'cache-and-network',
    context: notFoundIsThePage,
  });
  const updateWebhook = useUpdateWebhook();
  const deleteWebhook = useDeleteWebhook();
  const deliveryLog = useDeliveryLog(webhookId);
  const health = useWebhookHealth(webhookId);
  const enableWebhook = useEnableWebhook();
  const [enabling, setEnabling] = useState(false);
  const app = appQuery.data?.app;
  const webhook = webhookQuery.data?.webhook;

  if (!app || !webhook) {
    const error = webhookQuery.error ?? appQuery.error;
    return error ? <QueryErrorPage error={error} /> : <Loading />;
  }
  if (webhook.appId !== app.id) return <ErrorPage code={404} message="Webhook not found" />;
  const dashboardUrl = appDashboardUrl(app.id);
  return (
    <WebhookForm
      key={webhook.id}
      title="Edit webhook"
      subtitle={app.name}
      webhook={webhook}
      onSubmit={async (values) => {
        await updateWebhook(webhook.id, values);
        navigate(dashboardUrl);
      }}
      cancelHref={dashboardUrl}
      onDelete={async () => {
        try {
          await deleteWebhook(webhook.id);
          navigate(dashboardUrl);
        } catch {
          // The snackbar shows why (spec §8); the webhook stays on screen.
        }
      }}
      disabledAction={
        <Button
          color="inherit"
          size="small"
          disabled={enabling}
          onClick={async () => {
            setEnabling(true);
            try {
              await enableWebhook(webhook.id); // the answer updates the cached webhook: the notice goes away
            } catch {
              // the snackbar shows why
            } finally {
              setEnabling(false);
            }
          }}
          data-testid="webhook-enable"
        >
          Re-enable
        </Button>
      }
    >
      <WebhookHealth health={health.health} loading={health.loading} loadFailed={health.loadFailed} />
      <DeliveryLog
        deliveries={deliveryLog.deliveries}
        totalCount={deliveryLog.totalCount}
        loading={deliveryLog.loading}
        loadFailed={Boolean(deliveryLog.error)}
        hasNextPage={deliveryLog.hasNextPage}
        loadingMore={deliveryLog.loadingMore}
        refreshing={deliveryLog.refreshing}
        webhookEnabled={webhook.enabled}
        onLoadMore={deliveryLog.loadMore}
        onRefresh={() => {
          deliveryLog.refresh();
          health.refresh();
        }}
        onResend={deliveryLog.resend}
        onResendFailed={deliveryLog.resendFailed}
      />
    </WebhookForm>
  );
}
