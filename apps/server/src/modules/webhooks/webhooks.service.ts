import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { WEBHOOK_TOPIC_SCOPES, webhookSchema } from '@appstore/shared';
import type { Db } from '../../db/client.ts';
import { webhookSubscriptions } from '../../db/schema/webhooks.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/parse-input.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { audit } from '../accounts/viewer.ts';
import { findOrganizationApp, liveAppRows, parseId } from '../apps/apps.queries.ts';
import { APP_NOT_FOUND } from '../apps/apps.service.ts';
import { findLatestAppVersion } from '../apps/app-versions.queries.ts';
import { checkWebhookTarget, type TargetConfig } from './webhook-targets.ts';

export type WebhookRow = typeof webhookSubscriptions.$inferSelect;

const WEBHOOK_NOT_FOUND = 'Webhook not found';
const MAX_WEBHOOKS_PER_APP = 50;

export async function findWebhooks(db: Db, appIds: number[]): Promise<WebhookRow[]> {
  if (appIds.length === 0) return [];
  return db
    .select()
    .from(webhookSubscriptions)
    .where(and(inArray(webhookSubscriptions.appId, appIds), isNull(webhookSubscriptions.deletedAt)))
    .orderBy(asc(webhookSubscriptions.id));
}

/** A subscription of one of the viewer's organisation's apps; anything else answers as missing. */
export async function getOwnWebhook(db: Db, viewer: Viewer, id: string | number): Promise<WebhookRow> {
  const webhookId = parseId(id);
  const [row] =
    webhookId === null
      ? []
      : await db
          .select({ webhook: webhookSubscriptions })
          .from(webhookSubscriptions)
          .innerJoin(liveAppRows, eq(liveAppRows.id, webhookSubscriptions.appId))
          .where(
            and(
              eq(webhookSubscriptions.id, webhookId),
              isNull(webhookSubscriptions.deletedAt),
              eq(liveAppRows.organizationId, viewer.organization.id),
            ),
          );
  if (!row) throw new NotFoundError(WEBHOOK_NOT_FOUND);
  return row.webhook;
}

async function assertNotDuplicate(db: Db, appId: number, topic: string, url: string, exceptId?: number) {
  const same = await db
    .select({ id: webhookSubscriptions.id })
    .from(webhookSubscriptions)
    .where(
      and(
        eq(webhookSubscriptions.appId, appId),
        eq(webhookSubscriptions.topic, topic as WebhookRow['topic']),
        eq(webhookSubscriptions.url, url),
        isNull(webhookSubscriptions.deletedAt),
        exceptId === undefined ? undefined : ne(webhookSubscriptions.id, exceptId),
      ),
    );
  if (same.length > 0) throw new ValidationError([{ field: 'url', message: 'This app already sends this topic to this URL' }]);
}

/**
 * A topic is delivered only to installations that granted its scope, so a subscription to a topic whose scope
 * the app does not ask for would never be sent: the partner adds the scope under Access first.
 */
async function assertTopicDeclared(db: Db, appId: number, topic: WebhookRow['topic']) {
  const scope = WEBHOOK_TOPIC_SCOPES[topic];
  if (scope && !(await findLatestAppVersion(db, appId)).scopes.includes(scope)) {
    throw new ValidationError([
      {
        field: 'topic',
        message: `This topic needs the ${scope} scope, which the app does not ask for. Add it under Access on the app's page first.`,
      },
    ]);
  }
}

export async function createWebhook(
  db: Db,
  viewer: Viewer,
  appId: string | number,
  input: unknown,
  config: TargetConfig,
): Promise<WebhookRow> {
  const values = parseInput(webhookSchema, input);
  const app = await findOrganizationApp(db, viewer.organization.id, appId);
  if (!app) throw new NotFoundError(APP_NOT_FOUND);
  await assertTopicDeclared(db, app.id, values.topic);
  await checkWebhookTarget(values.url, config);
  await assertNotDuplicate(db, app.id, values.topic, values.url);
  if ((await findWebhooks(db, [app.id])).length >= MAX_WEBHOOKS_PER_APP) {
    throw new ValidationError([{ field: 'topic', message: `An app can have at most ${MAX_WEBHOOKS_PER_APP} webhooks` }]);
  }
  const [row] = await db
    .insert(webhookSubscriptions)
    .values({ ...values, appId: app.id })
    .returning();
  await audit(db, viewer, 'webhook.create', { type: 'webhook', id: row!.id });
  return row!;
}

export async function updateWebhook(
  db: Db,
  viewer: Viewer,
  id: string | number,
  input: unknown,
  config: TargetConfig,
): Promise<WebhookRow> {
  const current = await getOwnWebhook(db, viewer, id);
  const values = parseInput(webhookSchema, input);
  // a subscription kept from before a scope was removed may still change its URL
  if (values.topic !== current.topic) await assertTopicDeclared(db, current.appId, values.topic);
  await checkWebhookTarget(values.url, config);
  await assertNotDuplicate(db, current.appId, values.topic, values.url, current.id);
  const [row] = await db
    .update(webhookSubscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(webhookSubscriptions.id, current.id))
    .returning();
  await audit(db, viewer, 'webhook.update', { type: 'webhook', id: current.id });
  return row!;
}

/**
 * Soft delete, inside the caller's transaction: the delivery log keeps its subscription. Called by
 * webhook-delivery's deleteWebhook, which fails the subscription's waiting deliveries in the same transaction.
 */
export async function markWebhookDeleted(tx: Db, id: number): Promise<void> {
  await tx.update(webhookSubscriptions).set({ deletedAt: new Date(), enabled: false }).where(eq(webhookSubscriptions.id, id));
}

/**
 * Turns a subscription that was disabled after failing deliveries back on. Its deliveries that were still
 * waiting go out again; the ones that had failed for good stay failed until re-sent.
 */
export async function enableWebhook(db: Db, viewer: Viewer, id: string | number): Promise<WebhookRow> {
  const webhook = await getOwnWebhook(db, viewer, id);
  if (webhook.enabled) return webhook;
  const [row] = await db
    .update(webhookSubscriptions)
    // a new start: the next run of failures earns its own warning
    .set({
      enabled: true,
      disabledAt: null,
      disabledReason: null,
      consecutiveFailures: 0,
      failureWarningSentAt: null,
      updatedAt: new Date(),
    })
    .where(eq(webhookSubscriptions.id, webhook.id))
    .returning();
  await audit(db, viewer, 'webhook.enable', { type: 'webhook', id: webhook.id });
  return row!;
}
