import type { WebhookTopic } from './topics.ts';
import type { AppScope } from '../installations/scopes.ts';

/**
 * The scope an installation must have granted to receive each topic (platform-protocol §3). An event tells
 * the app what happened to the vendor's bookings or experiences, also changes made by others, so receiving
 * it is reading: the *_READ scope is needed, and a *_WRITE scope alone is not enough. `null`: no scope, the
 * uninstalled app always hears APP_UNINSTALL, and an app always hears that a vendor accepted its new access.
 */
export const WEBHOOK_TOPIC_SCOPES: Record<WebhookTopic, AppScope | null> = {
  APP_UNINSTALL: null,
  APP_ACCESS_ACCEPT: null,
  BOOKINGS_CREATE: 'BOOKINGS_READ',
  BOOKINGS_UPDATE: 'BOOKINGS_READ',
  BOOKINGS_CANCEL: 'BOOKINGS_READ',
  BOOKINGS_PAYMENT: 'BOOKINGS_READ',
  BOOKINGS_REFUND: 'BOOKINGS_READ',
  EXPERIENCES_CREATE: 'PRODUCTS_READ',
  EXPERIENCES_UPDATE: 'PRODUCTS_READ',
  EXPERIENCES_AVAILABILITY_UPDATE: 'PRODUCTS_READ',
  REVIEWS_CREATE: 'REVIEWS_READ',
};

/** Whether an installation with these granted scopes receives the topic. */
export function scopesReceiveTopic(grantedScopes: readonly string[], topic: WebhookTopic): boolean {
  const needed = WEBHOOK_TOPIC_SCOPES[topic];
  return needed === null || grantedScopes.includes(needed);
}
