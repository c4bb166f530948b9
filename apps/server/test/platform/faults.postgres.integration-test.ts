import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../src/db/client.ts';
import { experiences, installations, jobs, webhookDeliveries, webhookDeliveryAttempts } from '../../src/db/schema/index.ts';
import { DATABASE_UNAVAILABLE } from '../../src/lib/database-errors.ts';
import { globalId } from '../../src/lib/node-ids.ts';
import { issueAccessToken } from '../../src/modules/oauth/tokens.ts';
import { MAIL_QUEUE, queueMail } from '../../src/modules/mail/outbox.ts';
import { enqueueWebhookEvent } from '../../src/modules/webhook-delivery/outbox.ts';
import { createTestDatabase, databaseUrlOf } from '../harness.ts';
import { buildServerIfStale, ready, startServer, until, type ServerProcess } from '../support/server-processes.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.ts';
import { createWebhookApp } from '../support/webhook-fixtures.ts';
import { startReceiver, type Receiver } from '../support/webhook-receiver.ts';

/**
 * Faults of the database and of the process itself, with the compiled server as
 * `npm start` runs it, on a fresh PostgreSQL database: PostgreSQL ending every connection mid-traffic, the
 * database host becoming unreachable and coming back (through a TCP proxy on loopback the test cuts), and SIGTERM
 * while requests, webhook deliveries and e-mails are under way. Every wait has a deadline; every loop a bound.
 */

const CREATE_EXPERIENCE = 'mutation($input: ExperienceCreateInput!) { experienceCreate(input: $input) { id } }';
const SEARCH = `query($q: String) { publicAppListings(filter: { searchTerm: $q }, first: 5) { totalCount } }`;
/** What never belongs in an answer: SQL, table names, stack frames. */
const LEAKS = /select |insert |update |webhook_deliveries|experiences\b|Failed query|at .*\.(ts|js):\d+/i;

interface Outcome {
  ok: boolean;
  ms: number;
  classification?: string;
  message?: string;
  body: string;
}

if (process.env.TEST_DB === 'postgres')
  describe('database and process faults', () => {
    let database: Database;
    let db: Db;
    let databaseUrl: string;
    let dataDir: string;
    let receiver: Receiver;
    let smtp: SmtpSink;
    const secretKey = randomBytes(32).toString('hex');
    const servers: ServerProcess[] = [];

    const envOf = (name: string, overrides: Record<string, string> = {}) => ({
      APP_ENV: 'production',
      DATABASE_URL: databaseUrl,
      SECRET_KEY: secretKey,
      PUBLIC_URL: 'https://store.example',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.smtpUrl(`${name}.faults.test`),
      MAIL_FROM: 'App Store <no-reply@store.example>',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_TIME_SCALE: '0.001',
      ...overrides,
    });
    async function start(name: string, overrides: Record<string, string> = {}) {
      const server = await startServer(name, envOf(name, overrides));
      servers.push(server);
      await ready(server);
      return server;
    }

    /** An App API caller whose experienceCreate writes two rows in one transaction: the experience and its webhook. */
    async function experienceWriter(path: string) {
      const hook = await createWebhookApp(db, secretKey, { url: receiver.url(path), topic: 'EXPERIENCES_CREATE' });
      const [installation] = await db
        .update(installations)
        .set({ scopes: ['PRODUCTS_READ', 'PRODUCTS_WRITE'] })
        .where(eq(installations.appId, hook.app.id))
        .returning();
      const token = await issueAccessToken(db, { installationId: installation!.id, scopes: ['PRODUCTS_READ', 'PRODUCTS_WRITE'] });
      return { hook, token };
    }

    /** One request, timed, with what a client would act on; a hang shows as the 15 s abort. */
    async function timed(request: () => Promise<Response>): Promise<Outcome> {
      const started = Date.now();
      try {
        const res = await request();
        const body = await res.text();
        const parsed = JSON.parse(body);
        const error = parsed.errors?.[0];
        return {
          ok: res.ok && !error,
          ms: Date.now() - started,
          classification: error?.extensions?.classification,
          message: error?.message ?? parsed.message,
          body,
        };
      } catch (err) {
        return { ok: false, ms: Date.now() - started, message: `no answer: ${(err as Error).message}`, body: '' };
      }
    }
    const appApi = (server: ServerProcess, token: string, query: string, variables: Record<string, unknown>) =>
      timed(() =>
        fetch(`${server.url}/api/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-bokun-app-access-token': token },
          body: JSON.stringify({ query, variables }),
          signal: AbortSignal.timeout(15_000),
        }),
      );
    const store = (server: ServerProcess, q: string) =>
      timed(() =>
        fetch(`${server.url}/appstore/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-protection': '1' },
          body: JSON.stringify({ query: SEARCH, variables: { q } }),
          signal: AbortSignal.timeout(15_000),
        }),
      );
    const readyz = async (server: ServerProcess) => {
      const started = Date.now();
      const res = await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(15_000) });
      return { status: res.status, ms: Date.now() - started };
    };
    const terminateAll = () =>
      database.rawQuery<{ n: number }>(
        `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
      );

    beforeAll(async () => {
      await buildServerIfStale();
      database = await createTestDatabase();
      db = database.db;
      databaseUrl = await databaseUrlOf(database);
      dataDir = mkdtempSync(join(tmpdir(), 'appstore-faults-'));
      receiver = await startReceiver();
      smtp = await startSmtpSink();
    }, 240_000);

    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await receiver?.close();
      await smtp?.close();
      await database?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    it('PostgreSQL ending every connection mid-traffic: requests fail fast and clearly, the server reconnects, no write is half done', async () => {
      const server = await start('terminated');
      try {
        const { hook, token } = await experienceWriter('/experiences');
        const outcomes: Outcome[] = [];
        let stop = false;
        let sent = 0;
        // six lanes of two-row writes and two of store searches, bounded in count and time
        const deadline = Date.now() + 30_000;
        const lanes = [
          ...Array.from({ length: 6 }, async () => {
            while (!stop && sent < 2_000 && Date.now() < deadline) {
              const n = sent++;
              outcomes.push(await appApi(server, token, CREATE_EXPERIENCE, { input: { name: `Glacier walk ${n}`, price: 10 + n } }));
            }
          }),
          ...Array.from({ length: 2 }, async (_, lane) => {
            for (let i = 0; !stop && i < 2_000 && Date.now() < deadline; i++) outcomes.push(await store(server, `term${lane}-${i}`));
          }),
        ];
        // PostgreSQL ends every session of the database five times while the traffic runs
        await until(async () => outcomes.length >= 20, 20_000, 'traffic under way');
        let terminated = 0;
        for (let i = 0; i < 5; i++) {
          terminated += Number((await terminateAll())[0]!.n);
          await new Promise((r) => setTimeout(r, 400));
        }
        stop = true;
        await Promise.all(lanes);

        expect(terminated).toBeGreaterThan(0);
        expect(server.child.exitCode, server.output()).toBeNull();
        const failed = outcomes.filter((o) => !o.ok);
        // the terminations hit requests in flight, which were told so at once and plainly
        expect(failed.length).toBeGreaterThan(0);
        expect(failed.map((o) => [o.classification, o.message])).toEqual(failed.map(() => ['UnavailableError', DATABASE_UNAVAILABLE]));
        console.log(
          `faults: ${outcomes.length} requests, ${failed.length} told "unavailable", slowest ${Math.max(...outcomes.map((o) => o.ms))} ms`,
        );
        expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(5_000);
        expect(outcomes.filter((o) => LEAKS.test(o.body))).toEqual([]);

        // it reconnected by itself: ready, and reads and writes work again
        expect((await readyz(server)).status).toBe(200);
        expect((await store(server, 'after')).ok).toBe(true);
        expect((await appApi(server, token, CREATE_EXPERIENCE, { input: { name: 'After the storm', price: 1 } })).ok).toBe(true);

        // all or nothing: each experience stored has its one webhook delivery, and each delivery its experience
        const made = await db.select({ id: experiences.id }).from(experiences).where(eq(experiences.vendorId, hook.vendor.id));
        const queued = await db
          .select({ payload: webhookDeliveries.payload })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.subscriptionId, hook.subscription.id));
        const madeIds = made.map((e) => globalId('Experience', e.id)).sort();
        const queuedIds = queued.map((d) => (d.payload as { experienceId: string }).experienceId).sort();
        expect(queuedIds).toEqual(madeIds);
        // every success is stored; a failure may have been stored only if its commit went through as the connection died
        const succeeded = outcomes.filter((o) => o.ok && o.body.includes('experienceCreate')).length + 1;
        expect(made.length).toBeGreaterThanOrEqual(succeeded);
        expect(made.length).toBeLessThanOrEqual(succeeded + failed.length);
        expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
      } finally {
        await server.stop();
      }
    }, 120_000);

    it('database unreachable, then back: requests and /readyz answer 503-style within seconds, background work survives and resumes', async () => {
      const target = new URL(databaseUrl);
      const proxy: TcpProxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      try {
        const viaProxy = new URL(databaseUrl);
        viaProxy.host = `127.0.0.1:${proxy.port}`;
        const server = await start('unreachable', { DATABASE_URL: viaProxy.toString() });
        const hook = await createWebhookApp(db, secretKey, { url: receiver.url('/outage') });
        expect((await readyz(server)).status).toBe(200);

        proxy.cut();
        // an event comes in (through another way in) while this process cannot reach the database
        await db.transaction((tx) =>
          enqueueWebhookEvent(tx as unknown as Db, {
            vendorId: hook.vendor.id,
            topic: 'BOOKINGS_CREATE',
            payload: { bookingId: 'during-outage' },
          }),
        );

        const notReady = await readyz(server);
        expect(notReady.status).toBe(503);
        expect(notReady.ms).toBeLessThan(3_000);
        // GraphQL: a classified error, within the connect bound (5 s), never a hang
        const search = await store(server, 'outage');
        expect([search.classification, search.message]).toEqual(['UnavailableError', DATABASE_UNAVAILABLE]);
        expect(search.ms).toBeLessThan(8_000);
        // a route that is not GraphQL: 503 JSON asking to come back, no SQL
        const started = Date.now();
        const verify = await fetch(`${server.url}/appstore/verify-email?token=${'a'.repeat(43)}`, {
          redirect: 'manual',
          signal: AbortSignal.timeout(15_000),
        });
        const verifyBody = await verify.text();
        expect(Date.now() - started).toBeLessThan(8_000);
        expect(verify.status).toBe(503);
        expect(verify.headers.get('retry-after')).toBe('5');
        expect(JSON.parse(verifyBody)).toEqual({
          statusCode: 503,
          error: 'Service Unavailable',
          message: DATABASE_UNAVAILABLE,
          requestId: verify.headers.get('x-request-id'),
        });
        expect(verifyBody).not.toMatch(LEAKS);
        // the background loops keep failing to reach it for a while, and the process stays up
        await new Promise((r) => setTimeout(r, 3_000));
        expect(server.child.exitCode, server.output()).toBeNull();
        expect(receiver.requests.filter((r) => r.path === '/outage')).toEqual([]);

        proxy.restore();
        const back = Date.now();
        await until(async () => (await readyz(server)).status === 200, 20_000, 'ready again');
        const readyAfterMs = Date.now() - back;
        expect((await store(server, 'restored')).ok).toBe(true);
        // the delivery worker resumed by itself and sent what came in meanwhile
        await until(
          async () => receiver.requests.some((r) => r.path === '/outage'),
          20_000,
          'the event queued during the outage delivered',
        );
        expect(server.output()).toMatch(/delivery loop error/);
        expect(server.child.exitCode).toBeNull();
        console.log(`faults: /readyz 200 again ${readyAfterMs} ms after the database came back`);
      } finally {
        await Promise.all(servers.map((s) => s.stop()));
        await proxy.close();
      }
    }, 120_000);

    it('SIGTERM: refuses new connections, finishes the request, deliveries and e-mail in flight, hands back the rest, exits 0 within 10 s', async () => {
      // a lease far longer than the test: work handed back is taken at once, work left leased would wait a minute
      const lease = { WORKER_LEASE_SECONDS: '60' };
      const first = await start('first', lease);
      const { hook, token } = await experienceWriter('/night-tours');

      // webhook receivers that take 3 s to answer: 8 deliveries in flight when the signal comes
      receiver.setHandler((r) => (r.path === '/night-tours' ? { status: 200, delayMs: 3_000 } : { status: 200 }));
      for (let i = 0; i < 8; i++) {
        expect((await appApi(first, token, CREATE_EXPERIENCE, { input: { name: `Night tour ${i}`, price: 20 } })).ok).toBe(true);
      }
      await until(async () => receiver.requests.filter((r) => r.path === '/night-tours').length >= 8, 20_000, '8 deliveries in flight');

      // 12 e-mails queued; this process's mail takes 2 s each, so it holds claimed ones it has not started
      const recipients = Array.from({ length: 12 }, (_, i) => `api-shutdown-${i}@mail.test`);
      smtp.setPolicy(() => ({ delayMs: 2_000 }));
      const mailJobs = () => db.select().from(jobs).where(eq(jobs.queue, MAIL_QUEUE));
      await queueMail(
        db,
        secretKey,
        recipients.map((to) => ({ to, subject: 'A webhook was disabled', text: 'Disabled.', html: '<p>Disabled.</p>' })),
      );
      await until(async () => (await mailJobs()).filter((j) => j.lockedUntil).length >= 10, 20_000, 'mail jobs claimed');

      // a client on a slow network: the request's body arrives in two parts, the second after the signal
      const port = Number(new URL(first.url).port);
      const body = JSON.stringify({ query: SEARCH, variables: { q: 'slow client' } });
      const slow = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/appstore/graphql',
            headers: { 'content-type': 'application/json', 'x-csrf-protection': '1', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            let text = '';
            res.on('data', (d: Buffer) => (text += d));
            res.on('end', () => resolve({ status: res.statusCode!, body: text }));
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 20));
        setTimeout(() => req.end(body.slice(20)), 2_500);
      });
      await new Promise((r) => setTimeout(r, 300)); // the request has reached the server

      const signalledAt = Date.now();
      first.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 200));
      // no new connection is taken
      const refused = await new Promise<string>((resolve) => {
        const socket = net.connect(port, '127.0.0.1');
        socket.once('connect', () => (socket.destroy(), resolve('connected')));
        socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
      });
      expect(refused).toBe('ECONNREFUSED');

      const answer = await slow;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body).data.publicAppListings.totalCount).toBe(0);

      const code = await Promise.race([first.exit, new Promise((r) => setTimeout(() => r('still running'), 12_000))]);
      const exitedAfterMs = Date.now() - signalledAt;
      expect(code, first.output()).toBe(0);
      expect(exitedAfterMs).toBeLessThan(10_000);
      // what it waited for was the work in flight (about 3 s), not the clients' idle keep-alive connections
      expect(exitedAfterMs).toBeLessThan(6_000);

      // the deliveries in flight finished and were recorded: one attempt each, nothing left leased
      const deliveries = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.subscriptionId, hook.subscription.id));
      expect(deliveries.map((d) => [d.status, d.attemptCount, d.lockedUntil])).toEqual(deliveries.map(() => ['SUCCEEDED', 1, null]));
      const [attempts] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(webhookDeliveryAttempts)
        .where(
          inArray(
            webhookDeliveryAttempts.deliveryId,
            deliveries.map((d) => d.id),
          ),
        );
      expect(Number(attempts!.n)).toBe(deliveries.length);

      // the e-mail under way was sent; every claimed one not started is free to take now, not in a minute
      const sentByFirst = smtp.accepted.filter((m) => m.client.startsWith('first.') && recipients.includes(m.to[0]!));
      expect(sentByFirst.length).toBeGreaterThanOrEqual(1);
      const left = await mailJobs();
      expect(left).toHaveLength(recipients.length - sentByFirst.length);
      const now = (await database.rawQuery<{ now: string }>('select now()::text as now'))[0]!.now;
      expect(left.filter((j) => j.lockedUntil !== null && j.lockedUntil > new Date(now))).toEqual([]);
      expect(left.every((j) => j.attempts === 0)).toBe(true);

      // so a second process sends them within seconds, each once
      smtp.setPolicy(() => ({}));
      const takenOverAt = Date.now();
      await start('second', lease);
      const mailed = () => smtp.accepted.filter((m) => recipients.includes(m.to[0]!));
      await until(async () => mailed().length >= recipients.length, 20_000, 'every e-mail sent');
      expect(Date.now() - takenOverAt).toBeLessThan(20_000);
      await new Promise((r) => setTimeout(r, 1_500)); // room for a second copy, were one sent
      expect(
        mailed()
          .map((m) => m.to[0])
          .sort(),
      ).toEqual([...recipients].sort());
      expect(await mailJobs()).toEqual([]);
      console.log(`faults: SIGTERM to exit ${exitedAfterMs} ms; ${sentByFirst.length} e-mail(s) finished, ${left.length} handed back`);
    }, 120_000);
  });
