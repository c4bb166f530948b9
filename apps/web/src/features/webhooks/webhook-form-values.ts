import type { WebhookTopic } from '@appstore/shared/webhooks/topics';
import type { WebhookValues } from '@appstore/shared/webhooks/schemas';
import type { WebhookInput } from '../../gql/graphql';

/** The webhook form's values: no topic chosen yet on a new webhook. */
export interface WebhookFormValues {
  topic: WebhookTopic | '';
  url: string;
}

/** What the form starts from: the webhook as loaded, or an empty new one. */
export function webhookFormValues(webhook?: { topic: WebhookTopic; url: string } | null): WebhookFormValues {
  return { topic: webhook?.topic ?? '', url: webhook?.url ?? '' };
}

/**
 * The `webhookInfo` of `webhookCreate` / `webhookUpdate`, built field by field: spec §7 strips type-name
 * fields (`__typename`) from the update variables, and nothing else the cache carries may ride along.
 */
export function toWebhookInfo({ topic, url }: WebhookValues): WebhookInput {
  return { topic, url };
}
