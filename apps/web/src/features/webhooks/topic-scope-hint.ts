import type { WebhookTopic } from '@appstore/shared/webhooks/topics';
import { WEBHOOK_TOPIC_SCOPES } from '@appstore/shared/webhooks/topic-scopes';

const ANY_TOPIC_HINT = "A vendor's events reach your app only when its installation granted the scope the topic needs.";

/** The topics that need no scope: about the app itself, so always sent to it. */
const ALWAYS_SENT_HINTS: Partial<Record<WebhookTopic, string>> = {
  APP_UNINSTALL: 'Always sent to your app when a vendor uninstalls it.',
  APP_ACCESS_ACCEPT: 'Always sent to your app when a vendor accepts its new access.',
};

/** Why a subscription may get nothing: the scope a vendor's installation must have granted for the topic. */
export function topicScopeHint(topic: WebhookTopic | ''): string {
  if (topic === '') return ANY_TOPIC_HINT;
  const scope = WEBHOOK_TOPIC_SCOPES[topic];
  return scope === null ? ALWAYS_SENT_HINTS[topic]! : `Sent only for vendors whose installation of your app granted ${scope}.`;
}

/** The scope a topic needs, for the topic list: `needs BOOKINGS_READ`, or nothing for the topics about the app itself. */
export function topicScopeLabel(topic: WebhookTopic): string {
  const scope = WEBHOOK_TOPIC_SCOPES[topic];
  return scope === null ? '' : `needs ${scope}`;
}
