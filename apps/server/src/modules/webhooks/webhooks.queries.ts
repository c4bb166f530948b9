import { and, eq, inArray, isNull, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { WebhookTopic } from '@appstore/shared';
import type { Db } from '../../db/client.ts';
import { webhookSubscriptions } from '../../db/schema/webhooks.ts';
import { liveAppRows } from '../apps/apps.queries.ts';

/**
 * The subscriptions an event is sent to: enabled, not deleted, to `topic`, of the live apps among `appIds` (a
 * subquery, so the outbox reads them in one statement inside the event's transaction), with the app's API key.
 */
export async function findReceivingSubscriptions(
  tx: Db,
  appIds: SQLWrapper,
  topic: WebhookTopic,
): Promise<{ id: number; apiKey: string }[]> {
  return tx
    .select({ id: webhookSubscriptions.id, apiKey: liveAppRows.apiKey })
    .from(webhookSubscriptions)
    .innerJoin(liveAppRows, eq(liveAppRows.id, webhookSubscriptions.appId))
    .where(
      and(
        inArray(webhookSubscriptions.appId, appIds),
        eq(webhookSubscriptions.topic, topic),
        eq(webhookSubscriptions.enabled, true),
        isNull(webhookSubscriptions.deletedAt),
      ),
    );
}

/** The ids of every subscription of the app, deleted ones too, as a subquery for another domain's statement. */
export function subscriptionIdsOfApp(appId: number) {
  return new QueryBuilder().select({ id: webhookSubscriptions.id }).from(webhookSubscriptions).where(eq(webhookSubscriptions.appId, appId));
}

/** Subscriptions by id, deleted ones too: what a notice about their deliveries names. */
export async function findSubscriptionsById(
  db: Db,
  ids: number[],
): Promise<{ id: number; appId: number; topic: WebhookTopic; url: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: webhookSubscriptions.id,
      appId: webhookSubscriptions.appId,
      topic: webhookSubscriptions.topic,
      url: webhookSubscriptions.url,
    })
    .from(webhookSubscriptions)
    .where(inArray(webhookSubscriptions.id, ids));
}

/** Subscriptions' topics by id, deleted ones' too: what the audit log calls an entry's webhook. */
export async function findWebhookTopics(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: webhookSubscriptions.id, topic: webhookSubscriptions.topic })
    .from(webhookSubscriptions)
    .where(inArray(webhookSubscriptions.id, ids));
  return new Map(rows.map((r) => [r.id, r.topic]));
}
