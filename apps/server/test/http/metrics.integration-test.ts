import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Services } from '../../src/services.ts';
import { enqueueJob } from '../../src/jobs/queue.ts';
import { createMetrics } from '../../src/lib/metrics.ts';
import { WEB_OPERATION_NAMES } from '../../src/lib/web-operation-names.ts';
import { startMetricsServer } from '../../src/http/metrics-server.ts';
import { startWebhookWorker } from '../../src/modules/webhook-delivery/worker.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { createWebhookApp, fireBookingEvents } from '../support/webhook-fixtures.ts';
import { startReceiver, type Receiver } from '../support/webhook-receiver.ts';

const TOKEN = 'metrics-token-0123456789abcdef0123456789';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The value of one series, e.g. `appstore_job_queue_jobs{queue="q",state="due"}`; undefined when absent. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics is not public', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('answers 404, like any unknown path, when METRICS_TOKEN is not set, whatever the request carries', async () => {
    for (const headers of [{}, bearer(TOKEN), bearer('')]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('appstore_');
      expect(res.body).not.toContain('process_');
    }
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let services: Services;
  let receiver: Receiver;
  const metrics = createMetrics();
  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, metrics, extend: (_app, s) => void (services = s) });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  it('refuses a request without the bearer token, or with another, and answers Prometheus text with it', async () => {
    for (const headers of [
      {},
      bearer(`${TOKEN}x`),
      bearer(TOKEN.slice(0, -1)),
      { authorization: TOKEN },
      { authorization: `Basic ${TOKEN}` },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('appstore_');
    }
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    // the process's own figures: memory and event loop lag
    expect(seriesValue(res.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(res.body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('times HTTP requests by route pattern, never by the URL with its ids, and unknown paths under one label', async () => {
    for (const id of ['8412', '9517']) await t.app.inject({ method: 'GET', url: `/api/graphql/token/${id}` });
    for (const path of ['/no/such/7731', '/wp-admin/setup-3391.php']) await t.app.inject({ method: 'GET', url: path });
    await t.app.inject({ method: 'PROPFIND', url: '/healthz' });
    const text = await scrape();
    expect(text).toMatch(
      /appstore_http_request_duration_seconds_count\{method="GET",route="\/api\/graphql\/token\/:installId",status_code="401"\} 2/,
    );
    expect(text).toMatch(/appstore_http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} 2/);
    expect(text).toMatch(/appstore_http_request_duration_seconds_count\{method="OTHER",route="unmatched",status_code="404"\} 1/);
    // in no label (a figure such as the CPU seconds may hold the same digits)
    const labels = (text.match(/\{[^}]*\}/g) ?? []).join(' ');
    for (const raw of ['8412', '9517', '7731', 'wp-admin', 'PROPFIND']) expect(labels).not.toContain(raw);
  });

  it('counts GraphQL operations and their errors by the web app’s operation names and classification', async () => {
    // names the web app sends (the documents' names label the series, whatever the document holds)
    for (let i = 0; i < 2; i++) await t.gql('query Me { __typename }');
    await t.gql('query AuditLog { noSuchField }');
    await t.gql('query GettingStarted { me { email } }');
    // the App API's names are the partners' apps' choice: one label for them all (its introspection needs no token)
    for (const query of ['query AppProbe { __schema { queryType { name } } }', 'query AppBroken { __schema { nope } }']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ query }),
      });
    }
    await t.app.inject({
      method: 'POST',
      url: '/appstore/graphql',
      headers: { 'content-type': 'application/json', 'x-csrf-protection': '1' },
      payload: JSON.stringify({ query: '{ __typename }', operationName: 'not a name {}' }),
    });

    const text = await scrape();
    expect(seriesValue(text, 'appstore_graphql_operations_total{api="store",operation="Me"}')).toBe(2);
    expect(seriesValue(text, 'appstore_graphql_errors_total{api="store",operation="AuditLog",classification="ValidationError"}')).toBe(1);
    expect(seriesValue(text, 'appstore_graphql_operations_total{api="store",operation="GettingStarted"}')).toBe(1);
    expect(text).not.toMatch(/appstore_graphql_errors_total\{api="store",operation="(Me|GettingStarted)"/);
    expect(seriesValue(text, 'appstore_graphql_operations_total{api="app",operation="other"}')).toBe(2);
    expect(seriesValue(text, 'appstore_graphql_errors_total{api="app",operation="other",classification="ValidationError"}')).toBe(1);
    expect(text).toMatch(/appstore_graphql_operation_duration_seconds_count\{api="store",operation="Me"\} 2/);
    expect(seriesValue(text, 'appstore_graphql_operations_total{api="store",operation="invalid"}')).toBe(1);
  });

  it('labels no operation name an anonymous client makes up: they all count as other, and the product’s names keep theirs', async () => {
    const before = seriesValue(await scrape(), 'appstore_graphql_operations_total{api="store",operation="other"}') ?? 0;
    for (let i = 0; i < 250; i++) await t.gql(`query Made${i} { __typename }`);
    await t.gql('query PublicAppListings { __typename }');

    const text = await scrape();
    const storeNames = [...text.matchAll(/appstore_graphql_operations_total\{api="store",operation="([^"]+)"\}/g)].map((m) => m[1]!);
    expect(storeNames.filter((name) => !['other', 'anonymous', 'invalid'].includes(name) && !WEB_OPERATION_NAMES.includes(name))).toEqual(
      [],
    );
    expect(text).not.toContain('Made0');
    expect(seriesValue(text, 'appstore_graphql_operations_total{api="store",operation="other"}')).toBe(before + 250);
    expect(seriesValue(text, 'appstore_graphql_operations_total{api="store",operation="PublicAppListings"}')).toBe(1);
  });

  it('reads each job queue’s depth by state and its oldest due job’s age from the database at scrape time', async () => {
    await enqueueJob(t.db, 'metrics-probe', { n: 1 });
    await enqueueJob(t.db, 'metrics-probe', { n: 2 });
    await enqueueJob(t.db, 'metrics-probe', { n: 3 }, 3_600_000);
    await t.db.execute(sql`update jobs set run_at = now() - interval '90 seconds' where queue = 'metrics-probe' and payload->>'n' = '1'`);
    await t.db.execute(sql`update jobs set run_at = 'infinity', attempts = 10 where queue = 'metrics-probe' and payload->>'n' = '2'`);

    let text = await scrape();
    expect(seriesValue(text, 'appstore_job_queue_jobs{queue="metrics-probe",state="due"}')).toBe(1);
    expect(seriesValue(text, 'appstore_job_queue_jobs{queue="metrics-probe",state="scheduled"}')).toBe(1);
    expect(seriesValue(text, 'appstore_job_queue_jobs{queue="metrics-probe",state="failed"}')).toBe(1);
    expect(seriesValue(text, 'appstore_job_queue_jobs{queue="metrics-probe",state="running"}')).toBe(0);
    const age = seriesValue(text, 'appstore_job_queue_oldest_due_seconds{queue="metrics-probe"}')!;
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(120);
    expect(seriesValue(text, 'appstore_database_up')).toBe(1);

    // a queue that emptied is not reported with its old figures
    await t.db.execute(sql`delete from jobs where queue = 'metrics-probe'`);
    text = await scrape();
    expect(text).not.toContain('queue="metrics-probe"');
  });

  it('counts webhook delivery attempts by outcome and times the receiver, and shows the due backlog', async () => {
    const hook = await createWebhookApp(t.db, t.config.secretKey, { url: receiver.url('/metrics-hook') });
    await fireBookingEvents(t.db, hook.vendor.id, 3);
    expect(seriesValue(await scrape(), 'appstore_webhook_deliveries_due')).toBe(3);

    let calls = 0;
    receiver.setHandler(() => (++calls === 1 ? { status: 500, body: 'down' } : { status: 200, body: 'ok' }));
    const worker = startWebhookWorker(services, {
      poll: false,
      onOutcome: (outcome, latencyMs) => metrics.recordWebhookAttempt(outcome, latencyMs),
    });
    try {
      expect(await worker.runOnce()).toBe(3);
    } finally {
      await worker.stop();
    }
    const text = await scrape();
    expect(seriesValue(text, 'appstore_webhook_delivery_attempts_total{outcome="succeeded"}')).toBe(2);
    expect(seriesValue(text, 'appstore_webhook_delivery_attempts_total{outcome="failed_retrying"}')).toBe(1);
    expect(seriesValue(text, 'appstore_webhook_delivery_duration_seconds_count{outcome="succeeded"}')).toBe(2);
    // the failed one waits for its retry, not due yet
    expect(seriesValue(text, 'appstore_webhook_deliveries_due')).toBe(0);
  });

  it("reports the database pool: PostgreSQL's connections, or PGlite's one", async () => {
    const text = await scrape();
    if (t.database.kind === 'postgres') {
      expect(seriesValue(text, 'appstore_db_pool_max_connections')).toBe(10);
      expect(seriesValue(text, 'appstore_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(seriesValue(text, 'appstore_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(seriesValue(text, 'appstore_db_pool_waiting_queries')).toBeGreaterThanOrEqual(0);
    } else {
      expect(seriesValue(text, 'appstore_db_pool_max_connections')).toBe(1);
      expect(seriesValue(text, 'appstore_db_pool_connections{state="total"}')).toBe(1);
    }
  });
});

describe('METRICS_PORT: a listener of its own', () => {
  it('serves /metrics over real HTTP on loopback, nothing else, and asks for the token when one is set', async () => {
    const metrics = createMetrics();
    const open = await startMetricsServer({ metrics, host: '127.0.0.1', port: 0, onError: () => {} });
    const guarded = await startMetricsServer({ metrics, host: '127.0.0.1', port: 0, token: TOKEN, onError: () => {} });
    try {
      const base = `http://127.0.0.1:${open.port}`;
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('process_resident_memory_bytes');
      expect((await fetch(`${base}/`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);

      const guardedUrl = `http://127.0.0.1:${guarded.port}/metrics`;
      expect((await fetch(guardedUrl)).status).toBe(401);
      expect((await fetch(guardedUrl, { headers: bearer('wrong-token') })).status).toBe(401);
      expect((await fetch(guardedUrl, { headers: bearer(TOKEN) })).status).toBe(200);
    } finally {
      await open.close();
      await guarded.close();
    }
  });
});
