import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APP_SCOPES } from '@appstore/shared';
import { webhookDeliveries, webhookSubscriptions } from '../../src/db/schema/index.ts';
import type { Services } from '../../src/services.ts';
import { startWebhookWorker, type WebhookWorker } from '../../src/modules/webhook-delivery/worker.ts';
import { WITHDRAWN_RESEND_MESSAGE } from '../../src/modules/webhook-delivery/deliveries.service.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { classification, loginCookie } from '../apps-session.ts';
import { installApp, prepareOAuthApp, signedInVendorUser } from '../oauth-support.ts';
import { createWebhookApp, deliveriesOf, fireBookingEvents } from '../support/webhook-fixtures.ts';
import { startReceiver, type Receiver } from '../support/webhook-receiver.ts';

const DELIVERIES = `query($webhookId: ID!) {
  webhookDeliveries(webhookId: $webhookId, first: 50) { edges { node { id status attemptCount nextAttemptAt } } }
}`;
const RESEND = `mutation($id: ID!) { webhookDeliveryResend(id: $id) { id status } }`;
const RESEND_FAILED = `mutation($webhookId: ID!) { webhookResendFailed(webhookId: $webhookId) }`;
const ACCESS_UPDATE = `mutation($id: ID!, $scopes: [String!]!) { appAccessUpdate(appId: $id, input: { scopes: $scopes }) { id } }`;
const REDIRECT = 'https://withdrawn.example/oauth/callback';
const SECRET = 'withdrawn-app-secret';

/**
 * Deliveries the platform takes back (platform-protocol §3 as amended, docs/platform-protocol-changes.md): a topic
 * that needs a scope is sent only while the vendor's installation is live and still grants it, checked again when
 * each attempt is due; what was taken back is WITHDRAWN, which the partner's re-sends skip.
 */
describe('withdrawn webhook deliveries', () => {
  let t: TestApp;
  let services: Services;
  let receiver: Receiver;
  let worker: WebhookWorker;
  let hook: Awaited<ReturnType<typeof createWebhookApp>>;
  let uninstallHookId: number;
  let partner: { cookie: string };
  let vendorCookie: string;

  const install = (scope: string) =>
    installApp(t, vendorCookie, { clientId: hook.app.apiKey, secret: SECRET, redirectUri: REDIRECT, scope });
  const statuses = async () => (await deliveriesOf(t.db, hook.subscription.id)).map((d) => d.status);
  const topicsReceived = (from: number) => receiver.requests.slice(from).map((r) => r.headers['x-bokun-topic']);

  beforeAll(async () => {
    t = await createTestApp({ extend: (_app, s) => void (services = s) });
    receiver = await startReceiver((r) => (r.body.includes('FAIL-ME') ? { status: 500, body: 'down' } : { status: 200, body: 'ok' }));
    worker = startWebhookWorker(services, { poll: false });
    hook = await createWebhookApp(t.db, t.config.secretKey, { url: receiver.url('/bookings'), teamName: 'Withdrawn Hooks' });
    const [uninstallHook] = await t.db
      .insert(webhookSubscriptions)
      .values({ appId: hook.app.id, topic: 'APP_UNINSTALL', url: receiver.url('/uninstall') })
      .returning();
    uninstallHookId = uninstallHook!.id;
    await prepareOAuthApp(t, hook.app.id, REDIRECT, SECRET);
    partner = await loginCookie(t, hook.owner.email);
    vendorCookie = await signedInVendorUser(t, hook.vendor.id, 'ops@withdrawn-tours.test');
  });
  afterAll(async () => {
    await worker.stop();
    await receiver.close();
    await t.close();
  });

  it('withdraws, when it falls due, a booking event queued before the vendor re-installed without BOOKINGS_READ: the app hears nothing', async () => {
    await install('BOOKINGS_READ');
    await fireBookingEvents(t.db, hook.vendor.id, 1);
    await install('PRODUCTS_READ,BOOKINGS_WRITE');
    const before = receiver.requests.length;

    expect(await worker.runOnce()).toBe(0);
    expect(topicsReceived(before)).toEqual([]);
    expect(await statuses()).toEqual(['WITHDRAWN']);
    const log = await t.gql(DELIVERIES, { webhookId: hook.subscription.id }, partner);
    expect(log.data.webhookDeliveries.edges.map((e: { node: unknown }) => e.node)).toMatchObject([
      { status: 'WITHDRAWN', attemptCount: 0, nextAttemptAt: null },
    ]);
  });

  it("refuses to re-send a withdrawn delivery, and 'Re-send failed' re-sends only the failed ones", async () => {
    const [withdrawn] = await deliveriesOf(t.db, hook.subscription.id);
    const refused = await t.gql(RESEND, { id: withdrawn!.id }, partner);
    expect(classification(refused)).toBe('ConflictError');
    expect(refused.errors![0]!.message).toBe(WITHDRAWN_RESEND_MESSAGE);

    // a delivery that failed for good while the scope was granted
    await install('BOOKINGS_READ');
    await t.db.transaction(async (tx) => {
      const { enqueueWebhookEvent } = await import('../../src/modules/webhook-delivery/outbox.ts');
      await enqueueWebhookEvent(tx as never, {
        vendorId: hook.vendor.id,
        topic: 'BOOKINGS_CREATE',
        payload: { bookingId: 'Qm9va2luZzpGQUlM', confirmationCode: 'FAIL-ME', status: 'CONFIRMED' },
      });
    });
    expect(await worker.runOnce()).toBe(1);
    const failed = (await deliveriesOf(t.db, hook.subscription.id))[1]!;
    // the state the worker leaves after the last attempt (webhook-delivery.integration-test.ts)
    await t.db.update(webhookDeliveries).set({ status: 'FAILED', completedAt: new Date() }).where(eq(webhookDeliveries.id, failed.id));

    const resent = await t.gql(RESEND_FAILED, { webhookId: hook.subscription.id }, partner);
    expect(resent.data.webhookResendFailed).toBe(1);
    expect(await statuses()).toEqual(['WITHDRAWN', 'PENDING']);
  });

  it('withdraws a re-sent delivery when its vendor has uninstalled the app meanwhile, and still sends APP_UNINSTALL', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/vendor/apps', headers: { cookie: vendorCookie } });
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!;
    const res = await t.app.inject({
      method: 'POST',
      url: `/vendor/apps/${hook.app.id}/uninstall`,
      headers: { cookie: vendorCookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `csrf=${encodeURIComponent(csrf)}`,
    });
    expect(res.statusCode).toBe(303);
    const before = receiver.requests.length;

    expect(await worker.runOnce()).toBe(1);
    expect(topicsReceived(before)).toEqual(['apps/uninstall']);
    expect(await statuses()).toEqual(['WITHDRAWN', 'WITHDRAWN']);
    expect((await deliveriesOf(t.db, uninstallHookId)).map((d) => d.status)).toEqual(['SUCCEEDED']);
  });

  it('keeps a delivery withdrawn when an app version takes the scope away while its attempt is in flight', async () => {
    const held = await startHoldingReceiver();
    try {
      await t.db.update(webhookSubscriptions).set({ url: held.url }).where(eq(webhookSubscriptions.id, hook.subscription.id));
      await install('BOOKINGS_READ');
      await fireBookingEvents(t.db, hook.vendor.id, 1);

      const sending = worker.runOnce();
      await held.arrived;
      const narrowed = await t.gql(
        ACCESS_UPDATE,
        { id: String(hook.app.id), scopes: APP_SCOPES.filter((s) => s !== 'BOOKINGS_READ') },
        partner,
      );
      expect(narrowed.errors).toBeUndefined();
      expect((await statuses()).at(-1)).toBe('WITHDRAWN');
      held.answer();
      expect(await sending).toBe(1);
      // the answer is logged, but moves nothing: the delivery stays withdrawn, never to be sent again
      expect((await statuses()).at(-1)).toBe('WITHDRAWN');
      expect(await worker.runOnce()).toBe(0);
    } finally {
      await held.close();
    }
  });
});

/** A receiver that holds the first request until told to answer it (200), so a test can act while it is in flight. */
async function startHoldingReceiver() {
  let answer = () => {};
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const server = http.createServer((req, res) => {
    req.resume();
    answer = () => void res.writeHead(200).end('ok');
    arrive();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/held`,
    arrived,
    answer: () => answer(),
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
