import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { devMails, webhookDeliveryAttempts, webhookSubscriptions } from '../../src/db/schema/index.ts';
import type { Services } from '../../src/services.ts';
import { toGlobalId } from '../../src/lib/global-id.ts';
import { DEFAULT_TIMEOUT_MS } from '../../src/modules/webhook-sender/sender.ts';
import { startWebhookWorker, type WebhookWorker, type WebhookWorkerOptions } from '../../src/modules/webhook-delivery/worker.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { createWebhookApp, deliveriesOf, fireBookingEvents } from '../support/webhook-fixtures.ts';
import { startReceiver, verifyBokunHmac, verifyStandardSignature, type Receiver } from '../support/webhook-receiver.ts';

/** Polls `check` until it answers a truthy value (the worker runs on its own; nothing here sleeps blindly). */
async function until<T>(check: () => Promise<T>, timeoutMs = 20_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const attemptsOf = (t: TestApp, deliveryId: number) =>
  t.db.select().from(webhookDeliveryAttempts).where(eq(webhookDeliveryAttempts.deliveryId, deliveryId)).orderBy(webhookDeliveryAttempts.id);

describe('webhook delivery to a real receiver', () => {
  let t: TestApp;
  let services: Services;
  let receiver: Receiver;
  const workers: WebhookWorker[] = [];
  const worker = (opts: WebhookWorkerOptions = {}, config: Partial<Services['config']> = {}) => {
    const w = startWebhookWorker({ ...services, config: { ...services.config, ...config } }, { poll: false, ...opts });
    workers.push(w);
    return w;
  };

  beforeAll(async () => {
    t = await createTestApp({ extend: (_app, s) => void (services = s) });
    receiver = await startReceiver();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    // each test sees only its own deliveries: earlier ones waiting for a retry stay out of later claims
    await t.db.update(webhookSubscriptions).set({ enabled: false });
    receiver.setHandler(() => ({ status: 200, body: 'ok' }));
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  it('POSTs the event with both signatures, which verify as a receiver checks them', async () => {
    const hook = await createWebhookApp(t.db, t.config.secretKey, { url: receiver.url('/signed') });
    const before = receiver.requests.length;
    await fireBookingEvents(t.db, hook.vendor.id, 1);
    expect(await worker().runOnce()).toBe(1);

    const [request] = receiver.requests.slice(before);
    expect(request!.path).toBe('/signed');
    expect(request!.headers).toMatchObject({
      'content-type': 'application/json',
      'x-bokun-apikey': hook.app.apiKey,
      'x-bokun-topic': 'bookings/create',
      'x-bokun-vendor-id': toGlobalId('Vendor', hook.vendor.id),
      'x-bokun-booking-id': 'Qm9va2luZzo0',
    });
    expect(verifyBokunHmac(request!, hook.secret)).toBe(true);
    expect(verifyStandardSignature(request!, hook.secret)).toBe(true);
    // signatures made with another key, or over another body, do not verify
    expect(verifyBokunHmac(request!, 'sk_other')).toBe(false);
    expect(verifyStandardSignature({ ...request!, body: request!.body.replace('ABC-0', 'ABC-9') }, hook.secret)).toBe(false);
    const body = JSON.parse(request!.body);
    expect(body).toEqual({
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}$/),
      bookingId: 'Qm9va2luZzo0',
      confirmationCode: 'ABC-0',
      status: 'CONFIRMED',
    });

    const [delivery] = await deliveriesOf(t.db, hook.subscription.id);
    expect(request!.headers['webhook-id']).toBe(delivery!.eventId);
    expect(delivery).toMatchObject({ status: 'SUCCEEDED', attemptCount: 1, lockedUntil: null });
    expect(delivery!.completedAt).toBeInstanceOf(Date);
    const attempts = await attemptsOf(t, delivery!.id);
    expect(attempts).toEqual([expect.objectContaining({ statusCode: 200, responseExcerpt: 'ok', error: null })]);
  });

  it('retries a failed delivery with the same webhook-id and a fresh webhook-timestamp, after the first retry wait', async () => {
    const hook = await createWebhookApp(t.db, t.config.secretKey, { url: receiver.url('/flaky') });
    let calls = 0;
    receiver.setHandler((r) => (r.path === '/flaky' && calls++ === 0 ? { status: 500, body: 'try later' } : { status: 200 }));
    const before = receiver.requests.length;
    await fireBookingEvents(t.db, hook.vendor.id, 1);
    // scale 0.25: the first retry waits 5 s × 0.25 ± 10 % = 1.125–1.375 s, so the timestamps (seconds) must differ
    worker({ poll: true, pollMs: 25 }, { webhookTimeScale: 0.25 });
    await receiver.waitFor(before + 2);

    const [first, second] = receiver.requests.slice(before);
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(Number(second!.headers['webhook-timestamp'])).toBeGreaterThan(Number(first!.headers['webhook-timestamp']));
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(1_100);
    for (const r of [first!, second!]) {
      expect(verifyStandardSignature(r, hook.secret)).toBe(true);
      expect(verifyBokunHmac(r, hook.secret)).toBe(true);
    }
    const [delivery] = await until(async () => {
      const rows = await deliveriesOf(t.db, hook.subscription.id);
      return rows[0]?.status === 'SUCCEEDED' ? rows : null;
    });
    expect(delivery!.attemptCount).toBe(2);
    const attempts = await attemptsOf(t, delivery!.id);
    expect(attempts.map((a) => [a.statusCode, a.responseExcerpt, a.error])).toEqual([
      [500, 'try later', 'HTTP 500'],
      [200, null, null],
    ]);
  });

  it("tries again, uncounted, an attempt that fails on the platform's side, and never disables the subscription for it", async () => {
    // the app's signing key sealed under another SECRET_KEY than this server's: the platform cannot sign
    const otherKey = 'o'.repeat(40);
    const hook = await createWebhookApp(t.db, otherKey, { url: receiver.url('/platform-fault') });
    await fireBookingEvents(t.db, hook.vendor.id, 1);
    const errors: string[] = [];
    const misconfigured = worker({ log: (message) => errors.push(message) }, { webhookTimeScale: 0.00001 });
    // more tries than the subscription has attempts (8), each as soon as the last one's short wait is over
    // (bounded: with the control gone the subscription is disabled after 8 and nothing is claimed any more)
    for (let tries = 0, rounds = 0; tries < 12 && rounds < 400; rounds++) {
      tries += await misconfigured.runOnce();
      await new Promise((r) => setTimeout(r, 5));
    }

    const [delivery] = await deliveriesOf(t.db, hook.subscription.id);
    expect(delivery).toMatchObject({ status: 'PENDING', attemptCount: 0, lockedUntil: null, completedAt: null });
    expect(await attemptsOf(t, delivery!.id)).toEqual([]);
    const [subscription] = await t.db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, hook.subscription.id));
    expect(subscription).toMatchObject({ enabled: true, disabledAt: null, disabledReason: null });
    expect(receiver.requests.filter((r) => r.path === '/platform-fault')).toEqual([]);
    expect(errors.length).toBeGreaterThanOrEqual(12);
    expect(errors[0]).toMatch(/not sent for a reason on the platform's side; tried again in \d+ ms, not counted/);

    // once the platform can sign again, the partner's first attempt goes out
    const fixed = worker({}, { secretKey: otherKey });
    await until(async () => (await fixed.runOnce()) > 0);
    const [sent] = await deliveriesOf(t.db, hook.subscription.id);
    expect(sent).toMatchObject({ status: 'SUCCEEDED', attemptCount: 1 });
    const [request] = receiver.requests.filter((r) => r.path === '/platform-fault');
    expect(request!.headers['webhook-id']).toBe(delivery!.eventId);
    expect(verifyStandardSignature(request!, hook.secret)).toBe(true);
  });

  it('counts a redirect as a failure and never follows it', async () => {
    const hook = await createWebhookApp(t.db, t.config.secretKey, { url: receiver.url('/moved') });
    receiver.setHandler((r) =>
      r.path === '/moved' ? { status: 302, headers: { location: receiver.url('/redirect-target') } } : { status: 200 },
    );
    await fireBookingEvents(t.db, hook.vendor.id, 1);
    expect(await worker().runOnce()).toBe(1);

    expect(receiver.requests.some((r) => r.path === '/redirect-target')).toBe(false);
    const [delivery] = await deliveriesOf(t.db, hook.subscription.id);
    expect(delivery).toMatchObject({ status: 'PENDING', attemptCount: 1 });
    expect(delivery!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(await attemptsOf(t, delivery!.id)).toEqual([
      expect.objectContaining({ statusCode: 302, error: 'Redirect not followed (HTTP 302)' }),
    ]);
  });

  it('gives up on a receiver that does not answer in time (5 s by default; shortened here)', async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(5_000);
    const hook = await createWebhookApp(t.db, t.config.secretKey, { url: receiver.url('/slow') });
    receiver.setHandler((r) => (r.path === '/slow' ? { status: 200, delayMs: 2_000 } : { status: 200 }));
    await fireBookingEvents(t.db, hook.vendor.id, 1);
    expect(await worker({ timeoutMs: 300, leaseMs: 5_000 }).runOnce()).toBe(1);

    const [delivery] = await deliveriesOf(t.db, hook.subscription.id);
    expect(delivery).toMatchObject({ status: 'PENDING', attemptCount: 1 });
    const [attempt] = await attemptsOf(t, delivery!.id);
    expect(attempt).toMatchObject({ statusCode: null, error: 'Timed out after 300 ms' });
    expect(attempt!.latencyMs).toBeGreaterThanOrEqual(290);
    expect(attempt!.latencyMs).toBeLessThan(2_000);
  });

  it('logs 4xx answers with a body excerpt of at most 1 KB, and connection errors', async () => {
    const hook = await createWebhookApp(t.db, t.config.secretKey, { url: receiver.url('/gone') });
    receiver.setHandler((r) =>
      r.path === '/gone'
        ? { status: 410, body: 'é'.repeat(3_000) }
        : r.path === '/binary'
          ? { status: 500, body: 'a\u0000b' }
          : { status: 200 },
    );
    await fireBookingEvents(t.db, hook.vendor.id, 1);
    const binary = await createWebhookApp(t.db, t.config.secretKey, { url: receiver.url('/binary') });
    await fireBookingEvents(t.db, binary.vendor.id, 1);
    const refused = await createWebhookApp(t.db, t.config.secretKey, { url: 'http://127.0.0.1:1/nothing-listens' });
    await fireBookingEvents(t.db, refused.vendor.id, 1);
    expect(await worker().runOnce()).toBe(3);

    // a NUL byte in the answer (PostgreSQL text cannot hold it) is dropped from the excerpt, not the whole log
    const [nul] = await attemptsOf(t, (await deliveriesOf(t.db, binary.subscription.id))[0]!.id);
    expect(nul).toMatchObject({ statusCode: 500, responseExcerpt: 'ab' });
    const [gone] = await attemptsOf(t, (await deliveriesOf(t.db, hook.subscription.id))[0]!.id);
    expect(gone).toMatchObject({ statusCode: 410, error: 'HTTP 410' });
    expect(Buffer.byteLength(gone!.responseExcerpt!)).toBeLessThanOrEqual(1024);
    expect(gone!.responseExcerpt).toBe('é'.repeat(512));
    const [noAnswer] = await attemptsOf(t, (await deliveriesOf(t.db, refused.subscription.id))[0]!.id);
    expect(noAnswer).toMatchObject({ statusCode: null, responseExcerpt: null });
    expect(noAnswer!.error).toMatch(/^ECONNREFUSED/);
  });

  it('in production sends only to https targets that resolve to public addresses, checked when connecting', async () => {
    const production = { production: true, webhookAllowPrivateTargets: false };
    const plain = await createWebhookApp(t.db, t.config.secretKey, { url: receiver.url('/prod-plain') });
    // a name that resolved to a public address at save time and to loopback now (DNS rebinding)
    const rebound = await createWebhookApp(t.db, t.config.secretKey, { url: `https://rebind.example.test:${receiver.port}/prod-tls` });
    const literal = await createWebhookApp(t.db, t.config.secretKey, { url: `https://[::ffff:127.0.0.1]:${receiver.port}/prod-literal` });
    for (const h of [plain, rebound, literal]) await fireBookingEvents(t.db, h.vendor.id, 1);
    const before = receiver.requests.length;
    const w = worker({ resolveAll: async () => [{ address: '127.0.0.1', family: 4 }] }, production);
    expect(await w.runOnce()).toBe(3);

    expect(receiver.requests.length).toBe(before);
    const errorOf = async (h: typeof plain) => (await attemptsOf(t, (await deliveriesOf(t.db, h.subscription.id))[0]!.id))[0]!.error;
    expect(await errorOf(plain)).toBe('URL must use https');
    expect(await errorOf(rebound)).toBe('URL must not point to a loopback address (127.0.0.1)');
    expect(await errorOf(literal)).toBe('URL must not point to a loopback (IPv4-mapped) address (::ffff:7f00:1)');

    // WEBHOOK_ALLOW_PRIVATE_TARGETS opens them for development
    const allowed = await createWebhookApp(t.db, t.config.secretKey, { url: receiver.url('/prod-allowed') });
    await fireBookingEvents(t.db, allowed.vendor.id, 1);
    await worker({}, { production: true, webhookAllowPrivateTargets: true }).runOnce();
    expect(receiver.requests.some((r) => r.path === '/prod-allowed')).toBe(true);
  });
});

describe('webhook subscriptions that keep failing', () => {
  let t: TestApp;
  let services: Services;
  let receiver: Receiver;

  beforeAll(async () => {
    // the whole schedule (5 s … 10 h, 8 attempts) shrinks to about 2 seconds
    t = await createTestApp({ env: { WEBHOOK_TIME_SCALE: '0.00002' }, extend: (_app, s) => void (services = s) });
    receiver = await startReceiver(() => ({ status: 503, body: 'down for maintenance' }));
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  it('are disabled after the last retry, and the emergency developer contact gets an e-mail with the link', async () => {
    const hook = await createWebhookApp(t.db, t.config.secretKey, { url: receiver.url('/down'), emergencyEmail: 'oncall@acme.test' });
    const fallback = await createWebhookApp(t.db, t.config.secretKey, { url: receiver.url('/down-too'), emergencyEmail: null });
    await fireBookingEvents(t.db, hook.vendor.id, 1);
    await fireBookingEvents(t.db, fallback.vendor.id, 1);
    const worker = startWebhookWorker(services, { pollMs: 10 });
    try {
      // (each also got the early warning at the 5th failure: webhook-health.integration-test.ts)
      const mails = await until(async () => {
        const rows = (await t.db.select().from(devMails)).filter((m) => m.subject.startsWith('Webhook disabled'));
        return rows.length >= 2 ? rows : null;
      });
      const [delivery] = await deliveriesOf(t.db, hook.subscription.id);
      expect(delivery).toMatchObject({ status: 'FAILED', attemptCount: 8 });
      const down = receiver.requests.filter((r) => r.path === '/down');
      expect(down).toHaveLength(8);
      expect(new Set(down.map((r) => r.headers['webhook-id']))).toEqual(new Set([delivery!.eventId]));
      expect(await attemptsOf(t, delivery!.id)).toHaveLength(8);

      const [subscription] = await t.db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, hook.subscription.id));
      expect(subscription).toMatchObject({ enabled: false });
      expect(subscription!.disabledAt).toBeInstanceOf(Date);
      expect(subscription!.disabledReason).toContain('8 failed attempts');

      const mail = mails.find((m) => m.to === 'oncall@acme.test')!;
      expect(mail.subject).toBe(`Webhook disabled for ${hook.app.name}`);
      expect(mail.text).toContain(receiver.url('/down'));
      expect(mail.links).toContain(`http://store.test/extranet/apps/${hook.app.id}/webhooks/${hook.subscription.id}/edit`);
      // without an emergency contact, the app's API contact is told
      expect(mails.find((m) => m.to === fallback.app.apiContactEmail)).toBeDefined();
      expect(mails.filter((m) => m.to === 'oncall@acme.test')).toHaveLength(1);
    } finally {
      await worker.stop();
    }
  });
});
