import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { webhookDeliveries, webhookSubscriptions } from '../../src/db/schema/index.ts';
import type { Services } from '../../src/services.ts';
import { startWebhookWorker, type WebhookWorker } from '../../src/modules/webhook-delivery/worker.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { classification, loginCookie } from '../apps-session.ts';
import { createWebhookApp, deliveriesOf, fireBookingEvents } from '../support/webhook-fixtures.ts';
import { startReceiver, type Receiver } from '../support/webhook-receiver.ts';

const DELIVERY_FIELDS = `id webhookId eventId topic status attemptCount createdAt nextAttemptAt
  lastAttempt { attemptedAt statusCode latencyMs responseExcerpt error }`;
const DELIVERIES = `query($webhookId: ID!, $first: Int, $after: String) {
  webhookDeliveries(webhookId: $webhookId, first: $first, after: $after) {
    totalCount edges { cursor node { ${DELIVERY_FIELDS} } } pageInfo { hasNextPage endCursor }
  }
}`;
const RESEND = `mutation($id: ID!) { webhookDeliveryResend(id: $id) { ${DELIVERY_FIELDS} } }`;
const RESEND_FAILED = `mutation($webhookId: ID!) { webhookResendFailed(webhookId: $webhookId) }`;
const ENABLE = `mutation($id: ID!) { webhookEnable(id: $id) { id enabled disabledReason } }`;
const WEBHOOK = `query($id: ID!) { webhook(id: $id) { id enabled disabledReason } }`;

describe('the webhook delivery log in the portal', () => {
  let t: TestApp;
  let services: Services;
  let receiver: Receiver;
  let worker: WebhookWorker;
  let hook: Awaited<ReturnType<typeof createWebhookApp>>;
  let acme: { cookie: string };
  let globex: { cookie: string };

  beforeAll(async () => {
    t = await createTestApp({ extend: (_app, s) => void (services = s) });
    receiver = await startReceiver((r) => (r.body.includes('ABC-1') ? { status: 500, body: 'boom' } : { status: 200, body: 'thanks' }));
    worker = startWebhookWorker(services, { poll: false });
    hook = await createWebhookApp(t.db, t.config.secretKey, { url: receiver.url('/log'), teamName: 'Acme Log' });
    const other = await createWebhookApp(t.db, t.config.secretKey, { url: receiver.url('/other'), teamName: 'Globex Log' });
    acme = await loginCookie(t, hook.owner.email);
    globex = await loginCookie(t, other.owner.email);
    await fireBookingEvents(t.db, hook.vendor.id, 3); // ABC-0 and ABC-2 succeed, ABC-1 fails (500)
    expect(await worker.runOnce()).toBe(3);
    // the failed one's retry (5 s away) must not fall due in the middle of a test that counts what is sent
    const failed = (await deliveriesOf(t.db, hook.subscription.id))[1]!;
    await t.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(Date.now() + 3_600_000) })
      .where(eq(webhookDeliveries.id, failed.id));
  });
  afterAll(async () => {
    await worker.stop();
    await receiver.close();
    await t.close();
  });

  it('lists each delivery newest first with its last attempt, in pages', async () => {
    const page1 = await t.gql(DELIVERIES, { webhookId: hook.subscription.id, first: 2 }, acme);
    expect(page1.errors).toBeUndefined();
    const conn = page1.data.webhookDeliveries;
    expect(conn.totalCount).toBe(3);
    expect(conn.pageInfo.hasNextPage).toBe(true);
    const rows = await deliveriesOf(t.db, hook.subscription.id);
    expect(conn.edges.map((e: any) => e.node.id)).toEqual([String(rows[2]!.id), String(rows[1]!.id)]);
    const [newest, failed] = conn.edges.map((e: any) => e.node);
    expect(newest).toMatchObject({
      webhookId: String(hook.subscription.id),
      eventId: rows[2]!.eventId,
      topic: 'BOOKINGS_CREATE',
      status: 'SUCCEEDED',
      attemptCount: 1,
      nextAttemptAt: null,
    });
    expect(newest.lastAttempt).toMatchObject({ statusCode: 200, responseExcerpt: 'thanks', error: null });
    expect(Date.parse(newest.lastAttempt.attemptedAt)).not.toBeNaN();
    expect(newest.lastAttempt.latencyMs).toBeGreaterThanOrEqual(0);
    expect(failed).toMatchObject({
      status: 'PENDING',
      attemptCount: 1,
      lastAttempt: { statusCode: 500, responseExcerpt: 'boom', error: 'HTTP 500' },
    });
    expect(Date.parse(failed.nextAttemptAt)).toBeGreaterThan(Date.now());

    const page2 = await t.gql(DELIVERIES, { webhookId: hook.subscription.id, first: 2, after: conn.pageInfo.endCursor }, acme);
    expect(page2.data.webhookDeliveries.edges.map((e: any) => e.node.id)).toEqual([String(rows[0]!.id)]);
    expect(page2.data.webhookDeliveries.pageInfo.hasNextPage).toBe(false);
  });

  it("answers another organisation's webhook or delivery exactly as a missing one", async () => {
    const [delivery] = await deliveriesOf(t.db, hook.subscription.id);
    const pairs: [string, Record<string, unknown>, Record<string, unknown>][] = [
      [DELIVERIES, { webhookId: hook.subscription.id }, { webhookId: 999_999 }],
      [RESEND, { id: delivery!.id }, { id: 999_999 }],
      [RESEND_FAILED, { webhookId: hook.subscription.id }, { webhookId: 999_999 }],
      [ENABLE, { id: hook.subscription.id }, { id: 999_999 }],
    ];
    for (const [doc, theirs, missing] of pairs) {
      const foreign = await t.gql(doc, theirs, globex);
      const absent = await t.gql(doc, missing, globex);
      expect(classification(foreign)).toBe('NotFoundError');
      expect(foreign.errors![0]!.message).toBe(absent.errors![0]!.message);
      expect(foreign.data).toEqual(absent.data);
    }
    expect(classification(await t.gql(DELIVERIES, { webhookId: hook.subscription.id }))).toBe('UnauthorizedError');
    expect((await deliveriesOf(t.db, hook.subscription.id)).map((d) => d.attemptCount)).toEqual([1, 1, 1]);
  });

  it('re-sends one delivery at once as a new series with the same webhook-id', async () => {
    const [first] = await deliveriesOf(t.db, hook.subscription.id);
    const r = await t.gql(RESEND, { id: first!.id }, acme);
    expect(r.errors).toBeUndefined();
    expect(r.data.webhookDeliveryResend).toMatchObject({ id: String(first!.id), status: 'PENDING', attemptCount: 0 });
    const before = receiver.requests.length;
    expect(await worker.runOnce()).toBe(1);
    expect(receiver.requests.slice(before).map((q) => q.headers['webhook-id'])).toEqual([first!.eventId]);
    const [again] = await deliveriesOf(t.db, hook.subscription.id);
    expect(again).toMatchObject({ status: 'SUCCEEDED', attemptCount: 1 });
  });

  it('a disabled webhook sends nothing until re-enabled; then pending deliveries go out and failed ones can be re-sent', async () => {
    // the state the worker leaves after the last failed attempt (covered in webhook-delivery.integration-test)
    const failedId = (await deliveriesOf(t.db, hook.subscription.id))[1]!.id;
    await t.db
      .update(webhookDeliveries)
      .set({ status: 'FAILED', attemptCount: 8, completedAt: new Date() })
      .where(eq(webhookDeliveries.id, failedId));
    await fireBookingEvents(t.db, hook.vendor.id, 1); // still pending when the subscription is disabled
    await t.db
      .update(webhookSubscriptions)
      .set({ enabled: false, disabledAt: new Date(), disabledReason: 'Disabled after 8 failed attempts' })
      .where(eq(webhookSubscriptions.id, hook.subscription.id));
    expect(await worker.runOnce()).toBe(0);

    expect(classification(await t.gql(RESEND, { id: failedId }, acme))).toBe('ConflictError');
    expect(classification(await t.gql(RESEND_FAILED, { webhookId: hook.subscription.id }, acme))).toBe('ConflictError');

    const enabled = await t.gql(ENABLE, { id: hook.subscription.id }, acme);
    expect(enabled.data.webhookEnable).toEqual({ id: String(hook.subscription.id), enabled: true, disabledReason: null });
    expect((await t.gql(WEBHOOK, { id: hook.subscription.id }, acme)).data.webhook.enabled).toBe(true);
    expect(await worker.runOnce()).toBe(1); // the delivery that waited

    receiver.setHandler(() => ({ status: 204 }));
    const resent = await t.gql(RESEND_FAILED, { webhookId: hook.subscription.id }, acme);
    expect(resent.data.webhookResendFailed).toBe(1);
    expect(await worker.runOnce()).toBe(1);
    const rows = await deliveriesOf(t.db, hook.subscription.id);
    expect(rows.map((d) => d.status)).toEqual(['SUCCEEDED', 'SUCCEEDED', 'SUCCEEDED', 'SUCCEEDED']);
    expect((await t.gql(RESEND_FAILED, { webhookId: hook.subscription.id }, acme)).data.webhookResendFailed).toBe(0);
  });
});
