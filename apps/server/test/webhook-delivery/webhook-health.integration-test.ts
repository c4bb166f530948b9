import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { WebhookFailureReason } from '@appstore/shared';
import { webhookDeliveries, webhookDeliveryAttempts, webhookSubscriptions } from '../../src/db/schema/index.ts';
import type { Db } from '../../src/db/client.ts';
import type { Services } from '../../src/services.ts';
import { startWebhookWorker, type WebhookWorker } from '../../src/modules/webhook-delivery/worker.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { classification, loginCookie } from '../apps-session.ts';
import { createWebhookApp, deliveriesOf, fireBookingEvents } from '../support/webhook-fixtures.ts';
import { startReceiver, type Receiver } from '../support/webhook-receiver.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';

const HEALTH = `query($webhookId: ID!) {
  webhookHealth(webhookId: $webhookId) {
    webhookId consecutiveFailures warningAfterFailures failureWarningSentAt
    windows { window attempts succeeded successRate latencyP50Ms latencyP95Ms topFailureReasons { reason statusCode label count } }
  }
}`;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface CraftedAttempt {
  ageMs: number;
  latencyMs: number;
  statusCode?: number | null;
  failureReason?: WebhookFailureReason | null;
}

/** Logs attempts of one delivery of the subscription at the given ages, as the worker would have. */
async function craftAttempts(db: Db, subscriptionId: number, attempts: CraftedAttempt[]) {
  const [delivery] = await db
    .insert(webhookDeliveries)
    .values({ subscriptionId, topic: 'BOOKINGS_CREATE', headers: {}, payload: {}, status: 'SUCCEEDED' })
    .returning();
  const now = Date.now();
  await db.insert(webhookDeliveryAttempts).values(
    attempts.map((a) => ({
      deliveryId: delivery!.id,
      subscriptionId,
      attemptedAt: new Date(now - a.ageMs),
      statusCode: a.statusCode === undefined ? 200 : a.statusCode,
      latencyMs: a.latencyMs,
      error: a.failureReason ? 'failed' : null,
      failureReason: a.failureReason ?? null,
    })),
  );
}

const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));

describe('webhook health figures', () => {
  let t: TestApp;
  let hook: Awaited<ReturnType<typeof createWebhookApp>>;
  let quiet: { id: number };
  let acme: { cookie: string };
  let globex: { cookie: string };

  beforeAll(async () => {
    t = await createTestApp();
    hook = await createWebhookApp(t.db, t.config.secretKey, { url: 'http://127.0.0.1:9/health', teamName: 'Acme Health' });
    const other = await createWebhookApp(t.db, t.config.secretKey, { url: 'http://127.0.0.1:9/other', teamName: 'Globex Health' });
    acme = await loginCookie(t, hook.owner.email);
    globex = await loginCookie(t, other.owner.email);
    [quiet] = await t.db
      .insert(webhookSubscriptions)
      .values({ appId: hook.app.id, topic: 'BOOKINGS_UPDATE', url: 'http://127.0.0.1:9/q' })
      .returning();

    // the last 24 hours: 4 successes, 3 × 503, 1 × 404, 2 time-outs, 1 refused connection
    await craftAttempts(t.db, hook.subscription.id, [
      ...[100, 200, 300, 400].map((latencyMs, i) => ({ ageMs: (i + 1) * HOUR, latencyMs })),
      ...times(3, (i) => ({ ageMs: 5 * HOUR + i * 60_000, latencyMs: 50, statusCode: 503, failureReason: 'HTTP_5XX' as const })),
      { ageMs: 6 * HOUR, latencyMs: 60, statusCode: 404, failureReason: 'HTTP_4XX' },
      ...times(2, (i) => ({ ageMs: 7 * HOUR + i * 60_000, latencyMs: 5000, statusCode: null, failureReason: 'TIMEOUT' as const })),
      { ageMs: 20 * HOUR, latencyMs: 1, statusCode: null, failureReason: 'CONNECTION_REFUSED' },
    ]);
    // 2 to 29 days ago: 6 slow successes and 5 TLS failures; 31 days ago (outside both windows): 10 × 500
    await craftAttempts(t.db, hook.subscription.id, [
      ...times(6, (i) => ({ ageMs: (2 + i) * DAY, latencyMs: 1000 })),
      ...times(5, (i) => ({ ageMs: (10 + i * 4) * DAY, latencyMs: 30, statusCode: null, failureReason: 'TLS' as const })),
      ...times(10, () => ({ ageMs: 31 * DAY, latencyMs: 10, statusCode: 500, failureReason: 'HTTP_5XX' as const })),
    ]);
    // another subscription of the same app: its attempts are its own
    const [noise] = await t.db
      .insert(webhookSubscriptions)
      .values({ appId: hook.app.id, topic: 'BOOKINGS_CANCEL', url: 'http://127.0.0.1:9/n' })
      .returning();
    await craftAttempts(
      t.db,
      noise!.id,
      times(20, () => ({ ageMs: HOUR, latencyMs: 9999, statusCode: 500, failureReason: 'HTTP_5XX' as const })),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the success rate, p50/p95 of answered attempts and the top failure reasons of the last 24 hours', async () => {
    const r = await t.gql(HEALTH, { webhookId: hook.subscription.id }, acme);
    expect(r.errors).toBeUndefined();
    const [day] = r.data.webhookHealth.windows;
    expect(day).toMatchObject({ window: 'LAST_24_HOURS', attempts: 11, succeeded: 4, latencyP50Ms: 60, latencyP95Ms: 400 });
    expect(day.successRate).toBeCloseTo(4 / 11, 10);
    // a tie (one 404, one refused connection) goes by label
    expect(day.topFailureReasons).toEqual([
      { reason: 'HTTP_5XX', statusCode: 503, label: 'HTTP 503 · Server error', count: 3 },
      { reason: 'TIMEOUT', statusCode: null, label: 'No answer within 5 seconds', count: 2 },
      { reason: 'CONNECTION_REFUSED', statusCode: null, label: 'Connection refused', count: 1 },
    ]);
  });

  it('gives the same over the last 30 days, leaving out older attempts', async () => {
    const r = await t.gql(HEALTH, { webhookId: hook.subscription.id }, acme);
    const [, month] = r.data.webhookHealth.windows;
    // answered latencies: 50 50 50 60 100 200 300 400 1000×6 (time-outs, refused and TLS failures got no answer)
    expect(month).toMatchObject({ window: 'LAST_30_DAYS', attempts: 22, succeeded: 10, latencyP50Ms: 300, latencyP95Ms: 1000 });
    expect(month.successRate).toBeCloseTo(10 / 22, 10);
    expect(month.topFailureReasons.map((f: { label: string; count: number }) => [f.label, f.count])).toEqual([
      ['TLS / certificate error', 5],
      ['HTTP 503 · Server error', 3],
      ['No answer within 5 seconds', 2],
    ]);
  });

  it('answers a subscription without attempts with empty figures, not zeros that look like a failure', async () => {
    const r = await t.gql(HEALTH, { webhookId: quiet.id }, acme);
    expect(r.errors).toBeUndefined();
    expect(r.data.webhookHealth).toMatchObject({ consecutiveFailures: 0, warningAfterFailures: 5, failureWarningSentAt: null });
    for (const w of r.data.webhookHealth.windows) {
      expect(w).toMatchObject({
        attempts: 0,
        succeeded: 0,
        successRate: null,
        latencyP50Ms: null,
        latencyP95Ms: null,
        topFailureReasons: [],
      });
    }
  });

  it("answers another organisation's webhook exactly as a missing one, and needs a session", async () => {
    const foreign = await t.gql(HEALTH, { webhookId: hook.subscription.id }, globex);
    const missing = await t.gql(HEALTH, { webhookId: 987654 }, globex);
    const garbage = await t.gql(HEALTH, { webhookId: 'nope' }, globex);
    expect(foreign.data).toBeNull();
    expect(foreign.errors?.map((e) => [e.message, e.extensions.classification])).toEqual(
      missing.errors?.map((e) => [e.message, e.extensions.classification]),
    );
    expect(garbage.errors?.[0]?.message).toBe(missing.errors?.[0]?.message);
    expect(classification(missing)).toBe('NotFoundError');
    expect(classification(await t.gql(HEALTH, { webhookId: hook.subscription.id }))).toBe('UnauthorizedError');
  });
});

describe('the early warning before a subscription is disabled', () => {
  let t: TestApp;
  let services: Services;
  let receiver: Receiver;
  let smtp: SmtpSink;
  let answer = 503;
  const workers: WebhookWorker[] = [];
  const worker = (timeScale = 1, poll = false, batchSize?: number) => {
    const w = startWebhookWorker(
      { ...services, config: { ...services.config, webhookTimeScale: timeScale } },
      { poll, pollMs: 10, batchSize },
    );
    workers.push(w);
    return w;
  };
  const mailsTo = (to: string, subject: string) => smtp.accepted.filter((m) => m.to.includes(to) && m.subject === subject);
  async function until<T>(check: () => T | Promise<T>, what: string, timeoutMs = 20_000): Promise<NonNullable<T>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await check();
      if (value) return value as NonNullable<T>;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  // retries of the failed ones are not due for 5 s; a slow run must not have them join a later count
  const parkRetries = (subscriptionId: number) =>
    t.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(Date.now() + HOUR) })
      .where(eq(webhookDeliveries.subscriptionId, subscriptionId));
  const subscriptionOf = async (id: number) => (await t.db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, id)))[0]!;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    // mail goes through the real outbox to a real SMTP server, as in production
    t = await createTestApp({ env: { SMTP_URL: smtp.smtpUrl('health.test') }, extend: (_app, s) => void (services = s) });
    receiver = await startReceiver(() => ({ status: answer, body: answer === 200 ? 'ok' : 'down' }));
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    await t.db.update(webhookSubscriptions).set({ enabled: false }); // earlier tests' retries stay out of later claims
    answer = 503;
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
    await smtp.close();
  });

  it('e-mails the emergency contact once per run of failures, and again only after a success ended the run', async () => {
    const hook = await createWebhookApp(t.db, t.config.secretKey, { url: receiver.url('/flaky'), emergencyEmail: 'pager@acme.test' });
    const subject = `Webhook failing for ${hook.app.name}`;
    const w = worker();

    await fireBookingEvents(t.db, hook.vendor.id, 4);
    await w.runOnce();
    await parkRetries(hook.subscription.id);
    expect(await subscriptionOf(hook.subscription.id)).toMatchObject({ consecutiveFailures: 4, failureWarningSentAt: null });

    await fireBookingEvents(t.db, hook.vendor.id, 1); // the fifth failure in a row
    await w.runOnce();
    await parkRetries(hook.subscription.id);
    const warned = await subscriptionOf(hook.subscription.id);
    expect(warned).toMatchObject({ consecutiveFailures: 5, enabled: true });
    expect(warned.failureWarningSentAt).toBeInstanceOf(Date);
    await until(() => mailsTo('pager@acme.test', subject).length === 1, 'the warning mail');

    // more failures in the same run: counted, no second mail
    await fireBookingEvents(t.db, hook.vendor.id, 3);
    await w.runOnce();
    await parkRetries(hook.subscription.id);
    expect((await subscriptionOf(hook.subscription.id)).consecutiveFailures).toBe(8);

    // a success ends the run ...
    answer = 200;
    await fireBookingEvents(t.db, hook.vendor.id, 1);
    await w.runOnce();
    await parkRetries(hook.subscription.id);
    expect(await subscriptionOf(hook.subscription.id)).toMatchObject({ consecutiveFailures: 0, failureWarningSentAt: null });
    expect(mailsTo('pager@acme.test', subject)).toHaveLength(1);

    // ... so the next run of five earns its own warning
    answer = 503;
    await fireBookingEvents(t.db, hook.vendor.id, 5);
    await w.runOnce();
    await parkRetries(hook.subscription.id);
    await until(() => mailsTo('pager@acme.test', subject).length === 2, 'the second warning mail');
    expect((await subscriptionOf(hook.subscription.id)).consecutiveFailures).toBe(5);

    // the outbox sent each mail once, and the figures see what the worker logged
    await new Promise((r) => setTimeout(r, 1_500));
    expect(mailsTo('pager@acme.test', subject)).toHaveLength(2);
    const health = await t.gql(HEALTH, { webhookId: hook.subscription.id }, await loginCookie(t, hook.owner.email));
    expect(health.data.webhookHealth.windows[0]).toMatchObject({ attempts: 14, succeeded: 1 });
    expect(health.data.webhookHealth.windows[0].topFailureReasons[0]).toMatchObject({ reason: 'HTTP_5XX', statusCode: 503, count: 13 });
  });

  it('counts failures recorded at the same moment by two workers into one run, and warns once (row lock)', async () => {
    const hook = await createWebhookApp(t.db, t.config.secretKey, { url: receiver.url('/busy'), emergencyEmail: 'busy@acme.test' });
    const subject = `Webhook failing for ${hook.app.name}`;
    await fireBookingEvents(t.db, hook.vendor.id, 12);
    // on PostgreSQL the two record their batches on two connections at once
    const [a, b] = [worker(1, false, 6), worker(1, false, 6)];
    expect((await Promise.all([a.runOnce(), b.runOnce()])).reduce((x, y) => x + y)).toBe(12);
    await parkRetries(hook.subscription.id);
    expect((await subscriptionOf(hook.subscription.id)).consecutiveFailures).toBe(12);
    await until(() => mailsTo('busy@acme.test', subject).length === 1, 'the warning mail');
    await new Promise((r) => setTimeout(r, 1_500));
    expect(mailsTo('busy@acme.test', subject)).toHaveLength(1);
  });

  it('still disables after the 8th failed attempt of one event, warning at its 5th first, each e-mail once', async () => {
    const hook = await createWebhookApp(t.db, t.config.secretKey, { url: receiver.url('/down'), emergencyEmail: 'oncall@acme.test' });
    await fireBookingEvents(t.db, hook.vendor.id, 1);
    worker(0.00002, true); // the whole retry schedule in about 2 seconds

    await until(() => mailsTo('oncall@acme.test', `Webhook disabled for ${hook.app.name}`).length === 1, 'the disabled mail');
    const [delivery] = await deliveriesOf(t.db, hook.subscription.id);
    expect(delivery).toMatchObject({ status: 'FAILED', attemptCount: 8 });
    expect(receiver.requests.filter((r) => r.path === '/down')).toHaveLength(8);
    const subscription = await subscriptionOf(hook.subscription.id);
    expect(subscription).toMatchObject({ enabled: false, consecutiveFailures: 8 });
    expect(subscription.disabledReason).toContain('8 failed attempts');

    const warnings = mailsTo('oncall@acme.test', `Webhook failing for ${hook.app.name}`);
    expect(warnings).toHaveLength(1);
    const disabled = mailsTo('oncall@acme.test', `Webhook disabled for ${hook.app.name}`)[0]!;
    expect(warnings[0]!.at).toBeLessThanOrEqual(disabled.at);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(mailsTo('oncall@acme.test', `Webhook failing for ${hook.app.name}`)).toHaveLength(1);
    expect(mailsTo('oncall@acme.test', `Webhook disabled for ${hook.app.name}`)).toHaveLength(1);
  });

  it('starts a new run when the partner re-enables a disabled subscription', async () => {
    const hook = await createWebhookApp(t.db, t.config.secretKey, { url: receiver.url('/again'), emergencyEmail: 'again@acme.test' });
    await t.db
      .update(webhookSubscriptions)
      .set({ enabled: false, consecutiveFailures: 8, failureWarningSentAt: new Date() })
      .where(eq(webhookSubscriptions.id, hook.subscription.id));
    const cookie = await loginCookie(t, hook.owner.email);
    const r = await t.gql(`mutation($id: ID!) { webhookEnable(id: $id) { id enabled } }`, { id: hook.subscription.id }, cookie);
    expect(r.data.webhookEnable.enabled).toBe(true);
    expect(await subscriptionOf(hook.subscription.id)).toMatchObject({ consecutiveFailures: 0, failureWarningSentAt: null });
  });
});
