import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { WebhookValues } from '@appstore/shared/webhooks/schemas';
import { AppQuery } from '../../shared/apps/app-query';
import { WebhookCreateMutation, WebhookDeleteMutation, WebhookUpdateMutation } from './operations';
import { toWebhookInfo } from './webhook-form-values';

/*
 * The webhook screens keep the app query on screen, so refetching it here (and waiting for it) hands the
 * dashboard's Webhooks card the new list before it opens.
 */
const refetchApp = () => ({ refetchQueries: [AppQuery], awaitRefetchQueries: true });

export function useCreateWebhook() {
  const [create] = useMutation(WebhookCreateMutation, refetchApp());
  return useCallback(
    (appId: string, values: WebhookValues) => create({ variables: { appId, webhookInfo: toWebhookInfo(values) } }),
    [create],
  );
}

export function useUpdateWebhook() {
  const [update] = useMutation(WebhookUpdateMutation, refetchApp());
  return useCallback((id: string, values: WebhookValues) => update({ variables: { id, webhookInfo: toWebhookInfo(values) } }), [update]);
}

export function useDeleteWebhook() {
  const [remove] = useMutation(WebhookDeleteMutation, refetchApp());
  return useCallback((id: string) => remove({ variables: { id } }), [remove]);
}
