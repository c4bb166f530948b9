import { useCallback } from 'react';
import { useQuery } from '@apollo/client/react';
import { WebhookHealthQuery } from './operations';

/** The webhook's health figures; `refresh` reads them again (with the delivery log's Refresh). */
export function useWebhookHealth(webhookId: string) {
  const { data, error, loading, refetch } = useQuery(WebhookHealthQuery, {
    variables: { webhookId },
    fetchPolicy: 'cache-and-network',
    // a missing webhook is the screen's own 404 (its webhook query), not a second message in the snackbar
    context: { silentErrors: ['NotFoundError'] },
  });
  return {
    health: data?.webhookHealth,
    loading,
    loadFailed: Boolean(error),
    refresh: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}
