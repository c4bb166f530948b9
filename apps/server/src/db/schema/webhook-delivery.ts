import { index, integer, jsonb, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import type { WebhookFailureReason } from '@appstore/shared';
import { createdAt, tstz } from './common.ts';
import { webhookDeliveryStatus, webhookTopic } from './enums.ts';
import { vendors } from './vendors.ts';
import { webhookSubscriptions } from './webhooks.ts';

/**
 * The outbox: one row per event and subscription, written in the transaction of the event.
 * `eventId` is the Standard Webhooks `webhook-id`, the same on every retry. Workers claim due rows
 * with FOR UPDATE SKIP LOCKED, so several server processes share the work.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id),
    vendorId: integer('vendor_id').references(() => vendors.id),
    eventId: uuid('event_id').notNull().defaultRandom(),
    topic: webhookTopic('topic').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    payload: jsonb('payload').notNull(),
    status: webhookDeliveryStatus('status').notNull().default('PENDING'),
    attemptCount: integer('attempt_count').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: tstz('locked_until'),
    completedAt: tstz('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_subscription_idx').on(t.subscriptionId, t.createdAt),
  ],
);

export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    /** The delivery's subscription, copied so that the health figures read one index range per subscription. */
    subscriptionId: integer('subscription_id').notNull(),
    attemptedAt: tstz('attempted_at').notNull().defaultNow(),
    statusCode: integer('status_code'),
    latencyMs: integer('latency_ms').notNull(),
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    /** Null for a success; the grouped cause of a failure (`error` keeps its own words). */
    failureReason: text('failure_reason').$type<WebhookFailureReason>(),
  },
  (t) => [
    index('webhook_delivery_attempts_delivery_idx').on(t.deliveryId),
    // the health figures: one subscription's attempts in a time window, answered from the index alone (an
    // index-only scan: the trailing columns are what the figures read)
    index('webhook_delivery_attempts_health_idx').on(t.subscriptionId, t.attemptedAt, t.latencyMs, t.statusCode, t.failureReason),
  ],
);
