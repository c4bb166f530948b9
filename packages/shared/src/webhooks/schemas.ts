import { z } from 'zod';
import { LIMITS } from '../limits/limits.ts';
import { WEBHOOK_TOPICS } from './topics.ts';
import { isAbsoluteUrl } from '../apps/schemas.ts';

/** Spec §5 webhook rules, for the webhook form and `webhookCreate` / `webhookUpdate`. */
export const webhookSchema = z.object({
  topic: z.enum(WEBHOOK_TOPICS, 'You must select topic'),
  url: z.string('URL must be valid').trim().max(LIMITS.urlMax, `Max ${LIMITS.urlMax} chars`).refine(isAbsoluteUrl, 'URL must be valid'),
});
export type WebhookFormInput = z.input<typeof webhookSchema>;
export type WebhookValues = z.output<typeof webhookSchema>;

/** How each topic reads in the portal. */
export const WEBHOOK_TOPIC_LABELS: Record<(typeof WEBHOOK_TOPICS)[number], string> = {
  APP_UNINSTALL: 'App uninstalled',
  APP_ACCESS_ACCEPT: 'App access accepted',
  BOOKINGS_CREATE: 'Booking created',
  BOOKINGS_UPDATE: 'Booking updated',
  BOOKINGS_CANCEL: 'Booking cancelled',
  BOOKINGS_PAYMENT: 'Booking paid',
  BOOKINGS_REFUND: 'Booking refunded',
  EXPERIENCES_CREATE: 'Experience created',
  EXPERIENCES_UPDATE: 'Experience updated',
  EXPERIENCES_AVAILABILITY_UPDATE: 'Experience availability updated',
  REVIEWS_CREATE: 'Review created',
};
