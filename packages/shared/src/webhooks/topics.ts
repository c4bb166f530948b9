/** What a webhook subscription can listen to (spec §5, platform-protocol §3). */
export const WEBHOOK_TOPICS = [
  'APP_UNINSTALL',
  'APP_ACCESS_ACCEPT',
  'BOOKINGS_CREATE',
  'BOOKINGS_UPDATE',
  'BOOKINGS_CANCEL',
  'BOOKINGS_PAYMENT',
  'BOOKINGS_REFUND',
  'EXPERIENCES_CREATE',
  'EXPERIENCES_UPDATE',
  'EXPERIENCES_AVAILABILITY_UPDATE',
  'REVIEWS_CREATE',
] as const;
export type WebhookTopic = (typeof WEBHOOK_TOPICS)[number];

/** The `x-bokun-topic` header of each topic (platform-protocol §3): what a partner app's handler switches on. */
export const WEBHOOK_TOPIC_HEADERS: Record<WebhookTopic, string> = {
  APP_UNINSTALL: 'apps/uninstall',
  APP_ACCESS_ACCEPT: 'apps/access_accept',
  BOOKINGS_CREATE: 'bookings/create',
  BOOKINGS_UPDATE: 'bookings/update',
  BOOKINGS_CANCEL: 'bookings/cancel',
  BOOKINGS_PAYMENT: 'bookings/payment',
  BOOKINGS_REFUND: 'bookings/refund',
  EXPERIENCES_CREATE: 'experiences/create',
  EXPERIENCES_UPDATE: 'experiences/update',
  EXPERIENCES_AVAILABILITY_UPDATE: 'experiences/availability_update',
  REVIEWS_CREATE: 'reviews/create',
};
