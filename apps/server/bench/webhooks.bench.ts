/**
 * Webhook fan-out benchmark: BENCH_EVENTS (1,000) booking events, each written in its own transaction with
 * its outbox rows (as the App API does), fanned out to BENCH_SUBSCRIBERS (1) apps that subscribe to the topic,
 * delivered by the webhook worker (default options, as the server runs it) to a local receiver that answers
 * 200 at once. The receiver runs in a worker thread, so its work does not share the delivery event loop.
 *
 * Two phases, on PGlite and on PostgreSQL (a fresh database on BENCH_DATABASE_URL or TEST_DATABASE_URL):
 * - drain: the events are written first, then the worker starts; deliveries/s = deliveries / (last arrival −
 *   worker start). This is the delivery pipeline's own throughput, not bounded by how fast events are written.
 * - live: the worker runs while the events are written; event-to-delivery latency p50/p95 (event = the outbox
 *   row's created_at, delivery = first arrival at the receiver).
 * Targets on PostgreSQL: ≥ 500 deliveries/s and p95 ≤ 1 s.
 *
 *   npx tsx apps/server/bench/webhooks.bench.ts
 *   BENCH_EVENTS=5000 BENCH_SUBSCRIBERS=3 BENCH_PRODUCERS=8 npx tsx apps/server/bench/webhooks.bench.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database, type Db } from '../src/db/client.ts';
import { apps, installations, organizations, vendors, webhookDeliveries, webhookSubscriptions } from '../src/db/schema/index.ts';
import { encryptSecret } from '../src/lib/crypto.ts';
import { enqueueWebhookEvent } from '../src/modules/webhook-delivery/outbox.ts';
import { startWebhookWorker } from '../src/modules/webhook-delivery/worker.ts';
import { startReceiver, type Receiver } from './webhook-receiver.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000);
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1);
const PRODUCERS = Number(process.env.BENCH_PRODUCERS ?? 4);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function setup(db: Db, secretKey: string, url: string) {
  const [org] = await db.insert(organizations).values({ businessName: 'Bench Partner' }).returning();
  const [vendor] = await db
    .insert(vendors)
    .values({ name: 'Bench Tours', domain: `bench-${randomBytes(4).toString('hex')}`, country: 'IS' })
    .returning();
  for (let i = 0; i < SUBSCRIBERS; i++) {
    const [app] = await db
      .insert(apps)
      .values({
        organizationId: org!.id,
        name: `Bench App ${i}`,
        status: 'PUBLISHED',
        apiContactEmail: 'api@bench.test',
        apiKey: `bench_${randomBytes(8).toString('hex')}`,
        secretKeyEncrypted: encryptSecret(`sk_bench_${i}`, secretKey),
      })
      .returning();
    // bookings/* reach only installations that granted BOOKINGS_READ
    await db.insert(installations).values({ appId: app!.id, vendorId: vendor!.id, scopes: ['BOOKINGS_READ'] });
    await db.insert(webhookSubscriptions).values({ appId: app!.id, topic: 'BOOKINGS_CREATE', url });
  }
  return vendor!.id;
}

interface Figures {
  deliveries: number;
  duplicates: number;
  notSucceeded: number;
  deliveriesPerSecond: number;
  p50: number;
  p95: number;
  max: number;
}

/** BENCH_EVENTS events, each in its own transaction, by several writers at once (as App API requests). */
async function produce(db: Db, vendorId: number, offset: number): Promise<number> {
  let nextEvent = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: PRODUCERS }, async () => {
      for (let i = nextEvent++; i < EVENTS; i = nextEvent++) {
        const n = offset + i;
        await db.transaction(async (tx) => {
          await enqueueWebhookEvent(tx as unknown as Db, {
            vendorId,
            topic: 'BOOKINGS_CREATE',
            payload: { bookingId: `Qm9va2luZzo${n}`, confirmationCode: `BENCH-${n}`, status: 'CONFIRMED' },
            resource: { bookingId: `Qm9va2luZzo${n}` },
          });
        });
      }
    }),
  );
  return Date.now() - started;
}

async function arrivalsOf(receiver: Receiver, total: number): Promise<[string, number][]> {
  const arrivals: [string, number][] = [];
  const deadline = Date.now() + 180_000;
  while (new Set(arrivals.map((a) => a[0])).size < total && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    arrivals.push(...(await receiver.collect()).map((a): [string, number] => [a.webhookId, a.at]));
  }
  return arrivals;
}

/** Throughput and latency of one phase; `startedAt` is when deliveries could begin (worker start or first event). */
async function measure(db: Db, arrivals: [string, number][], total: number, startedAt: number | null): Promise<Figures> {
  const rows = await db
    .select({ eventId: webhookDeliveries.eventId, createdAt: webhookDeliveries.createdAt, status: webhookDeliveries.status })
    .from(webhookDeliveries);
  const createdAt = new Map(rows.map((r) => [r.eventId, r.createdAt.getTime()]));
  const firstArrival = new Map<string, number>();
  for (const [id, at] of arrivals) if (!firstArrival.has(id)) firstArrival.set(id, at);
  if (firstArrival.size < total) throw new Error(`only ${firstArrival.size} of ${total} deliveries arrived`);
  const latencies = [...firstArrival].map(([id, at]) => at - createdAt.get(id)!).sort((a, b) => a - b);
  const start = startedAt ?? Math.min(...createdAt.values());
  const end = Math.max(...firstArrival.values());
  const figures = {
    deliveries: firstArrival.size,
    duplicates: arrivals.length - firstArrival.size,
    notSucceeded: rows.filter((r) => r.status !== 'SUCCEEDED').length,
    deliveriesPerSecond: Math.round((firstArrival.size / Math.max(1, end - start)) * 1000),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: latencies.at(-1) ?? 0,
  };
  await db.delete(webhookDeliveries); // the next phase starts from an empty outbox
  return figures;
}

async function run(label: string, database: Database, dataDir: string) {
  const receiver = await startReceiver();
  const config = loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const db = database.db;
  const services = { config, db };
  const vendorId = await setup(db, config.secretKey, `${receiver.url}/hooks`);
  const total = EVENTS * SUBSCRIBERS;

  // 1. drain: the outbox already holds every delivery (a backlog after an outage); the worker starts
  const backlogMs = await produce(db, vendorId, 0);
  const workerStart = Date.now();
  let worker = startWebhookWorker(services);
  let arrivals = await arrivalsOf(receiver, total);
  await worker.stop(); // records what is still in flight before the rows are read
  const drain = await measure(db, arrivals, total, workerStart);

  // 2. live: the worker runs while the events happen; event-to-delivery latency as a partner sees it
  worker = startWebhookWorker(services);
  const liveMs = await produce(db, vendorId, EVENTS);
  arrivals = await arrivalsOf(receiver, total);
  await worker.stop();
  const live = await measure(db, arrivals, total, null);
  await receiver.close();

  const line = (phase: string, f: Figures, extra: string, latency = true) =>
    console.log(
      `${label.padEnd(11)} ${phase.padEnd(6)} ${String(f.deliveries).padStart(5)} deliveries  ${String(f.deliveriesPerSecond).padStart(5)}/s  ` +
        (latency ? `event→delivery p50 ${f.p50} ms  p95 ${f.p95} ms  max ${f.max} ms  ` : '') +
        extra +
        (f.duplicates || f.notSucceeded ? `  (${f.duplicates} duplicates, ${f.notSucceeded} not succeeded)` : ''),
    );
  // a backlog's latency is mostly the time it waited for the worker: only its rate means something
  line('drain', drain, `(backlog of ${total} written beforehand in ${backlogMs} ms; rate from worker start)`, false);
  line('live', live, `(events written in ${liveMs} ms = ${Math.round((EVENTS / liveMs) * 1000)} events/s while delivering)`);
  return { drain, live };
}

async function withPostgres<T>(fn: (database: Database) => Promise<T>): Promise<T | null> {
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch (err) {
    console.log(`PostgreSQL at ${PG_URL} not reachable (${(err as Error).message}); skipped.`);
    return null;
  }
  const name = `appstore_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() });
  try {
    return await fn(database);
  } finally {
    await database.close();
    await new Promise((r) => setTimeout(r, 500)); // the server notices the closed connections before the drop
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function main() {
  console.log(`Webhook fan-out: ${EVENTS} events × ${SUBSCRIBERS} subscriber(s), ${PRODUCERS} concurrent writers, local receiver\n`);
  const dataDir = mkdtempSync(join(tmpdir(), 'webhook-bench-'));
  try {
    const pglite = await openDatabase({ dataDir });
    try {
      await run('PGlite', pglite, dataDir);
    } finally {
      await pglite.close();
    }
    const figures = await withPostgres((database) => run('PostgreSQL', database, dataDir));
    if (figures) {
      const ok = figures.drain.deliveriesPerSecond >= 500 && figures.live.p95 <= 1_000;
      console.log(`\nPostgreSQL targets (drain ≥ 500 deliveries/s, live p95 ≤ 1000 ms): ${ok ? 'met' : 'NOT met'}`);
      if (!ok) process.exitCode = 1;
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
