import { and, eq, inArray, sql } from 'drizzle-orm';
import { WEBHOOK_TOPIC_HEADERS, WEBHOOK_TOPIC_SCOPES, type WebhookTopic } from '@appstore/shared';
import type { Db } from '../../db/client.ts';
import { webhookDeliveries } from '../../db/schema/webhook-delivery.ts';
import { toGlobalId } from '../../lib/global-id.ts';
import { appIdsInstalledBy } from '../installations/installations.queries.ts';
import { findReceivingSubscriptions, subscriptionIdsOfApp } from '../webhooks/webhooks.queries.ts';

export interface WebhookEvent {
  vendorId: number;
  topic: WebhookTopic;
  /** Body fields besides `timestamp`, e.g. `{ bookingId, confirmationCode, status }`. */
  payload: Record<string, unknown>;
  /** Adds `x-bokun-experience-id` / `x-bokun-booking-id`. */
  resource?: { experienceId?: string; bookingId?: string };
  /**
   * The one app the event is about (APP_UNINSTALL, APP_ACCESS_ACCEPT, REVIEWS_CREATE). Its installation must be live,
   * except for APP_UNINSTALL, whose installation has just ended.
   */
  appId?: number;
}

/** ISO local date-time with milliseconds, as existing receivers parse it: `2026-11-21T16:55:00.123`. */
export function webhookTimestamp(at = new Date()): string {
  return at.toISOString().replace(/Z$/, '');
}

/**
 * The outbox: call inside the transaction that makes the event happen. One delivery row per matching,
 * enabled subscription of every app the vendor has installed (or of `appId` alone) whose installation
 * granted the topic's scope (`WEBHOOK_TOPIC_SCOPES`), as granted now: a re-install with other scopes changes
 * what the app hears from the next event on. Workers send them. Answers the number of deliveries queued.
 */
export async function enqueueWebhookEvent(tx: Db, event: WebhookEvent): Promise<number> {
  const neededScope = WEBHOOK_TOPIC_SCOPES[event.topic];
  // the uninstalled app's installation has just ended; every other event goes to live installations only (a vendor
  // may review an app it has uninstalled, and the app must not hear of that vendor again)
  const receivingApps = appIdsInstalledBy({
    vendorId: event.vendorId,
    appId: event.appId,
    scope: neededScope,
    endedToo: event.topic === 'APP_UNINSTALL',
  });
  const subscriptions = await findReceivingSubscriptions(tx, receivingApps, event.topic);
  if (subscriptions.length === 0) return 0;
  const payload = { timestamp: webhookTimestamp(), ...event.payload };
  const vendorGlobalId = toGlobalId('Vendor', event.vendorId);
  await tx.insert(webhookDeliveries).values(
    subscriptions.map((s) => ({
      subscriptionId: s.id,
      vendorId: event.vendorId,
      topic: event.topic,
      headers: {
        'x-bokun-apikey': s.apiKey,
        'x-bokun-topic': WEBHOOK_TOPIC_HEADERS[event.topic],
        'x-bokun-vendor-id': vendorGlobalId,
        ...(event.resource?.experienceId ? { 'x-bokun-experience-id': event.resource.experienceId } : {}),
        ...(event.resource?.bookingId ? { 'x-bokun-booking-id': event.resource.bookingId } : {}),
      },
      payload,
      nextAttemptAt: sql`now()`,
    })),
  );
  return subscriptions.length;
}

/**
 * Deliveries of the app's subscriptions to `topics` still waiting to be sent are withdrawn: the installations no
 * longer grant what the events need (an app version took the scope away). One whose attempt is in flight loses its
 * lease too, so that attempt's result moves nothing (it is logged, and the delivery stays withdrawn).
 */
export async function withdrawQueuedDeliveries(tx: Db, appId: number, topics: WebhookTopic[]): Promise<void> {
  if (topics.length === 0) return;
  await tx
    .update(webhookDeliveries)
    .set({ status: 'WITHDRAWN', lockedUntil: null, completedAt: new Date() })
    .where(
      and(
        eq(webhookDeliveries.status, 'PENDING'),
        inArray(webhookDeliveries.topic, topics),
        inArray(webhookDeliveries.subscriptionId, subscriptionIdsOfApp(appId)),
      ),
    );
}
