import type { WebhookTopic } from '@appstore/shared';
import type { Db } from '../../db/client.ts';
import type { BookingRow } from '../../db/schema/bookings.ts';
import { globalId } from '../../lib/node-ids.ts';
import { enqueueWebhookEvent } from '../webhook-delivery/outbox.ts';

/**
 * The webhook bodies of platform-protocol §3 for booking changes made through the App API. Each is queued
 * through the outbox inside the caller's transaction, so the change and its deliveries are stored together or not at all.
 */
export async function bookingEvent(
  tx: Db,
  topic: Extract<WebhookTopic, `BOOKINGS_${string}`>,
  booking: BookingRow,
  money?: { amount: number; currency: string },
) {
  const bookingId = globalId('Booking', booking.id);
  await enqueueWebhookEvent(tx, {
    vendorId: booking.vendorId,
    topic,
    payload: { bookingId, confirmationCode: booking.confirmationCode, status: booking.status, ...(money ?? {}) },
    resource: { bookingId },
  });
}
