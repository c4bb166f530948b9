import { useCallback, useEffect, useRef } from 'react';
import { NetworkStatus } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { appendDeliveriesPage, DELIVERY_LOG_PAGE_SIZE } from './delivery-log-text';
import { WebhookDeliveriesQuery, WebhookDeliveryResendMutation, WebhookEnableMutation, WebhookResendFailedMutation } from './operations';

// A re-sent delivery goes out within a moment; look again then, so the log shows how it went.
const LOOK_AGAIN_MS = 2_000;

/** The delivery log of a webhook with its actions: load more, refresh, re-send one, re-send all failed. */
export function useDeliveryLog(webhookId: string) {
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(WebhookDeliveriesQuery, {
    variables: { webhookId, first: DELIVERY_LOG_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    // a missing webhook is the screen's own 404 (its webhook query), not a second message in the snackbar
    context: { silentErrors: ['NotFoundError'] },
  });
  const [resendMutation] = useMutation(WebhookDeliveryResendMutation);
  const [resendFailedMutation] = useMutation(WebhookResendFailedMutation);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const lookAgainSoon = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void refetch().catch(() => undefined), LOOK_AGAIN_MS);
  }, [refetch]);

  const log = data?.webhookDeliveries;
  const endCursor = log?.pageInfo.endCursor ?? null;

  const loadMore = useCallback(() => {
    if (!endCursor) return;
    void fetchMore({
      variables: { after: endCursor },
      updateQuery: (previous, { fetchMoreResult }) => appendDeliveriesPage(previous, fetchMoreResult),
    }).catch(() => undefined); // the snackbar shows why
  }, [endCursor, fetchMore]);

  const resend = useCallback(
    async (id: string) => {
      await resendMutation({ variables: { id } });
      lookAgainSoon();
    },
    [resendMutation, lookAgainSoon],
  );

  const resendFailed = useCallback(async () => {
    const result = await resendFailedMutation({ variables: { webhookId } });
    await refetch();
    lookAgainSoon();
    return result.data?.webhookResendFailed ?? 0;
  }, [resendFailedMutation, refetch, lookAgainSoon, webhookId]);

  return {
    deliveries: log?.edges.map((edge) => edge.node) ?? [],
    totalCount: log?.totalCount ?? 0,
    hasNextPage: Boolean(log?.pageInfo.hasNextPage && endCursor),
    loading: !log && !error,
    error,
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    refreshing: networkStatus === NetworkStatus.refetch,
    loadMore,
    refresh: useCallback(() => void refetch().catch(() => undefined), [refetch]),
    resend,
    resendFailed,
  };
}

/** Turns a subscription that was disabled after failing deliveries back on; the cache updates the screen. */
export function useEnableWebhook() {
  const [enable] = useMutation(WebhookEnableMutation);
  return useCallback((id: string) => enable({ variables: { id } }), [enable]);
}
