import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { webhookDeliveryAttempts, webhookSubscriptions } from '../../src/db/schema/index.ts';
import type { WebhookWorkerOptions } from '../../src/modules/webhook-delivery/worker.ts';
import { createTestApp, databaseUrlOf, type TestApp } from '../harness.ts';
import { countByStatus, createWebhookApp, deliveriesOf, fireBookingEvents } from '../support/webhook-fixtures.ts';
import { startReceiver, verifyStandardSignature, type Receiver } from '../support/webhook-receiver.ts';

const CHILD = fileURLToPath(new URL('../support/worker-child.ts', import.meta.url));

interface Child {
  process: ChildProcess;
  output: string[];
  ready: Promise<void>;
  exited: Promise<number | null>;
}

/** Starts a worker process of its own on the test's PostgreSQL database. */
function startWorkerProcess(
  databaseUrl: string,
  secretKey: string,
  options: WebhookWorkerOptions,
  env: Record<string, string> = {},
): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, JSON.stringify(options)], {
    env: {
      ...process.env,
      APP_ENV: 'test',
      DATABASE_URL: databaseUrl,
      DATA_DIR: '/tmp',
      SECRET_KEY: secretKey,
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  let onReady: () => void;
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  child.stdout!.on('data', (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    if (output.includes('ready')) onReady();
  });
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { process: child, output, ready, exited };
}

async function until<T>(check: () => Promise<T>, timeoutMs: number, what: string): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`${what}: not reached in time`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const arrivalsById = (receiver: Receiver, since = 0) => {
  const counts = new Map<string, number>();
  for (const r of receiver.requests.slice(since)) {
    const id = String(r.headers['webhook-id']);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
};

// Several server processes can share one database only on PostgreSQL (PGlite is one process's embedded
// database): this suite exists only in the PostgreSQL run.
if (process.env.TEST_DB === 'postgres')
  describe('webhook delivery across server processes on one PostgreSQL', () => {
    let t: TestApp;
    let databaseUrl: string;
    let receiver: Receiver;
    const children: Child[] = [];

    beforeAll(async () => {
      t = await createTestApp();
      databaseUrl = await databaseUrlOf(t.database);
      receiver = await startReceiver();
    });
    afterAll(async () => {
      for (const c of children) if (c.process.exitCode === null) c.process.kill('SIGKILL');
      await receiver.close();
      await t.close();
    });

    it('loses no delivery when a worker process is killed with SIGKILL mid-way; only attempts in flight arrive twice', async () => {
      const hook = await createWebhookApp(t.db, t.config.secretKey, { url: receiver.url('/crash') });
      receiver.setHandler(() => ({ status: 200, delayMs: 25 }));
      const total = 200;
      await fireBookingEvents(t.db, hook.vendor.id, total);
      const events = (await deliveriesOf(t.db, hook.subscription.id)).map((d) => d.eventId);
      expect(events).toHaveLength(total);

      const concurrency = 8;
      const options = { concurrency, batchSize: concurrency, pollMs: 50, timeoutMs: 1_000, leaseMs: 2_500 };
      const first = startWorkerProcess(databaseUrl, t.config.secretKey, options);
      children.push(first);
      await receiver.waitFor(40, 60_000);
      first.process.kill('SIGKILL');
      expect(await first.exited).toBeNull(); // killed, not exited
      const arrivedBeforeRestart = receiver.requests.length;
      expect(arrivedBeforeRestart).toBeLessThan(total);

      const second = startWorkerProcess(databaseUrl, t.config.secretKey, options);
      children.push(second);
      await until(async () => (await countByStatus(t.db)).SUCCEEDED === total, 60_000, 'every delivery succeeded');
      second.process.kill('SIGTERM');
      await second.exited;

      const arrivals = arrivalsById(receiver);
      for (const id of events) expect(arrivals.get(id), `event ${id}`).toBeGreaterThanOrEqual(1);
      const duplicates = [...arrivals.values()].filter((n) => n > 1).length;
      expect(duplicates).toBeLessThanOrEqual(concurrency);
      expect(receiver.requests.every((r) => verifyStandardSignature(r, hook.secret))).toBe(true);
      await t.db.update(webhookSubscriptions).set({ enabled: false }).where(eq(webhookSubscriptions.id, hook.subscription.id));
    }, 180_000);

    it('two worker processes deliver each attempt exactly once', async () => {
      const hooks = [
        await createWebhookApp(t.db, t.config.secretKey, { url: receiver.url('/shared-a') }),
        await createWebhookApp(t.db, t.config.secretKey, { url: receiver.url('/shared-b') }),
      ];
      // every event fails its first attempt and succeeds on its retry: two attempts each, each sent once
      const seen = new Set<string>();
      receiver.setHandler((r) => {
        const id = String(r.headers['webhook-id']);
        if (seen.has(id)) return { status: 200 };
        seen.add(id);
        return { status: 500, body: 'first attempt fails' };
      });
      const since = receiver.requests.length;
      const options = { concurrency: 16, batchSize: 16, pollMs: 20, timeoutMs: 2_000, leaseMs: 10_000 };
      const env = { WEBHOOK_TIME_SCALE: '0.00001' };
      const workers = [
        startWorkerProcess(databaseUrl, t.config.secretKey, options, env),
        startWorkerProcess(databaseUrl, t.config.secretKey, options, env),
      ];
      children.push(...workers);
      await Promise.all(workers.map((w) => w.ready));

      const perApp = 150;
      await Promise.all(hooks.map((h) => fireBookingEvents(t.db, h.vendor.id, perApp)));
      const deliveries = (await Promise.all(hooks.map((h) => deliveriesOf(t.db, h.subscription.id)))).flat();
      expect(deliveries).toHaveLength(2 * perApp);
      await until(
        async () =>
          (await Promise.all(hooks.map((h) => deliveriesOf(t.db, h.subscription.id)))).flat().every((d) => d.status === 'SUCCEEDED'),
        90_000,
        'every delivery succeeded',
      );
      for (const w of workers) w.process.kill('SIGTERM');
      await Promise.all(workers.map((w) => w.exited));

      const arrivals = arrivalsById(receiver, since);
      expect(arrivals.size).toBe(2 * perApp);
      expect([...arrivals.values()].every((n) => n === 2)).toBe(true);
      const attempts = await t.db
        .select()
        .from(webhookDeliveryAttempts)
        .where(
          inArray(
            webhookDeliveryAttempts.deliveryId,
            deliveries.map((d) => d.id),
          ),
        );
      expect(attempts).toHaveLength(4 * perApp);
      // both processes took part
      const made = workers.map((w) => Number(w.output.find((line) => line.startsWith('attempts '))?.split(' ')[1]));
      expect(made.reduce((a, b) => a + b, 0)).toBe(4 * perApp);
      for (const n of made) expect(n).toBeGreaterThan(0);
    }, 180_000);
  });
