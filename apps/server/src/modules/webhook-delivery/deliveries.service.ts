import { and, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webhookDeliveries, webhookDeliveryAttempts } from '../../db/schema/webhook-delivery.ts';
import { defineCursor, pageSize, toConnection, type Connection } from '../../lib/paging.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { audit } from '../accounts/viewer.ts';
import { parseId } from '../apps/apps.queries.ts';
import { getOwnWebhook, markWebhookDeleted, type WebhookRow } from '../webhooks/webhooks.service.ts';

/** The partner's view of webhook deliveries (platform-protocol §3): the log, re-sends, and deleting a subscription (which fails its waiting deliveries). */

export const DELIVERY_LOG_PAGE_SIZE = 20;
const DELIVERY_NOT_FOUND = 'Delivery not found';
const DELIVERIES_CURSOR = defineCursor('webhookDeliveries', ['id']);

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookDeliveryAttempts.$inferSelect;
export interface DeliveryView extends DeliveryRow {
  lastAttempt: AttemptRow | null;
}

async function withLastAttempts(db: Db, deliveries: DeliveryRow[]): Promise<DeliveryView[]> {
  if (deliveries.length === 0) return [];
  const attempts = await db
    .selectDistinctOn([webhookDeliveryAttempts.deliveryId])
    .from(webhookDeliveryAttempts)
    .where(
      inArray(
        webhookDeliveryAttempts.deliveryId,
        deliveries.map((d) => d.id),
      ),
    )
    .orderBy(webhookDeliveryAttempts.deliveryId, desc(webhookDeliveryAttempts.id));
  const byDelivery = new Map(attempts.map((a) => [a.deliveryId, a]));
  return deliveries.map((d) => ({ ...d, lastAttempt: byDelivery.get(d.id) ?? null }));
}

/** The delivery log of one of the organisation's webhooks, newest first. */
export async function listDeliveries(
  db: Db,
  viewer: Viewer,
  webhookId: string | number,
  args: { first?: number | null; after?: string | null },
): Promise<Connection<DeliveryView>> {
  const webhook = await getOwnWebhook(db, viewer, webhookId);
  const size = pageSize(args.first, DELIVERY_LOG_PAGE_SIZE);
  const after = DELIVERIES_CURSOR.decode(args.after);
  const where = eq(webhookDeliveries.subscriptionId, webhook.id);
  const [page, [count]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(after ? and(where, lt(webhookDeliveries.id, after[0])) : where)
      .orderBy(desc(webhookDeliveries.id))
      .limit(size + 1),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(webhookDeliveries)
      .where(where),
  ]);
  const connection = toConnection(
    await withLastAttempts(db, page.slice(0, size)),
    size,
    Number(count?.n ?? 0),
    (d) => DELIVERIES_CURSOR.encode([d.id]),
    after !== null,
  );
  connection.pageInfo.hasNextPage = page.length > size; // the look-ahead row was left out above
  return connection;
}

/** A delivery of one of the organisation's webhooks; another organisation's answers exactly as a missing one. */
async function getOwnDelivery(db: Db, viewer: Viewer, id: string | number): Promise<{ delivery: DeliveryRow; webhook: WebhookRow }> {
  const deliveryId = parseId(id);
  const [delivery] = deliveryId === null ? [] : await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
  if (!delivery) throw new NotFoundError(DELIVERY_NOT_FOUND);
  try {
    return { delivery, webhook: await getOwnWebhook(db, viewer, delivery.subscriptionId) };
  } catch (err) {
    if (err instanceof NotFoundError) throw new NotFoundError(DELIVERY_NOT_FOUND);
    throw err;
  }
}

function assertEnabled(webhook: WebhookRow) {
  if (!webhook.enabled) throw new ConflictError('This webhook is disabled. Re-enable it before re-sending deliveries.');
}

export const WITHDRAWN_RESEND_MESSAGE = 'This delivery was withdrawn because the app lost access to its topic. It cannot be sent again.';

// a new series of attempts (the full retry schedule again), sent at once, with the same webhook-id
const requeued = {
  status: 'PENDING' as const,
  attemptCount: 0,
  nextAttemptAt: sql`now()`,
  lockedUntil: null,
  completedAt: null,
};

/**
 * Sends one delivery again now, whatever became of it, except a withdrawn one: the platform took it back because the
 * installation lost the topic's scope, and a re-send must not hand the app what it may no longer read.
 */
export async function resendDelivery(db: Db, viewer: Viewer, id: string | number): Promise<DeliveryView> {
  const { delivery, webhook } = await getOwnDelivery(db, viewer, id);
  assertEnabled(webhook);
  // the status is checked in the update itself, so a withdrawal between the read and the update wins
  const [row] = await db
    .update(webhookDeliveries)
    .set(requeued)
    .where(and(eq(webhookDeliveries.id, delivery.id), ne(webhookDeliveries.status, 'WITHDRAWN')))
    .returning();
  if (!row) throw new ConflictError(WITHDRAWN_RESEND_MESSAGE);
  await audit(db, viewer, 'webhook.delivery.resend', { type: 'webhookDelivery', id: delivery.id });
  return (await withLastAttempts(db, [row]))[0]!;
}

/** Sends every failed delivery of the webhook again (withdrawn ones are not failed: they stay as they are); answers how many. */
export async function resendFailedDeliveries(db: Db, viewer: Viewer, webhookId: string | number): Promise<number> {
  const webhook = await getOwnWebhook(db, viewer, webhookId);
  assertEnabled(webhook);
  const rows = await db
    .update(webhookDeliveries)
    .set(requeued)
    .where(and(eq(webhookDeliveries.subscriptionId, webhook.id), eq(webhookDeliveries.status, 'FAILED')))
    .returning({ id: webhookDeliveries.id });
  await audit(db, viewer, 'webhook.delivery.resend-failed', { type: 'webhook', id: webhook.id }, { count: rows.length });
  return rows.length;
}

/**
 * Soft-deletes one of the organisation's subscriptions. What was still waiting will never be sent: it shows as
 * failed in the log rather than pending forever, in the same transaction as the delete.
 */
export async function deleteWebhook(db: Db, viewer: Viewer, id: string | number): Promise<boolean> {
  const current = await getOwnWebhook(db, viewer, id);
  await db.transaction(async (tx) => {
    await markWebhookDeleted(tx, current.id);
    await tx
      .update(webhookDeliveries)
      .set({ status: 'FAILED', completedAt: new Date() })
      .where(and(eq(webhookDeliveries.subscriptionId, current.id), eq(webhookDeliveries.status, 'PENDING')));
  });
  await audit(db, viewer, 'webhook.delete', { type: 'webhook', id: current.id });
  return true;
}
