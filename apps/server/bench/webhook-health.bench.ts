/**
 * Webhook health benchmark: Demo Partner's demo seed plus a generated year of webhook
 * traffic (2,000,000 delivery attempts over 20 subscriptions, the busiest with 40 % of them; webhook-history.ts),
 * on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; a scratch database per run). Signed in as Demo Partner's
 * owner, autocannon with the session cookie, 20 connections and then 1, against the same-run baseline
 * `{ me { id } }`: `webhookHealth` of the busiest subscription (both windows: success rate, p50/p95 latency, top
 * failure reasons) and of a quiet one. Target: p95 ≤ 100 ms each. With --explain it also prints EXPLAIN ANALYZE
 * of the health statements. Results go to bench/results/webhook-health/.
 *
 *   npm run bench:webhook-health -w apps/server [-- --attempts=500000] [-- --explain]
 */
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { withBenchDatabase } from './bench-database.ts';
import { loadRow, postLoad, printTable, type Figures } from './http-load.ts';
import { JSON_HEADERS, logInAsDemoOwner, seedDemoPartner } from './demo-owner-session.ts';
import { generateWebhookHistory } from './webhook-history.ts';
import { saveResults } from './results.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}`))?.split('=')[1];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ATTEMPTS = Number(arg('attempts') ?? 2_000_000);
const SUBSCRIPTIONS = 20;
const EXPLAIN = process.argv.includes('--explain');
const CONNECTION_COUNTS = [20, 1];
const TARGET_P95_MS = 100;

const now = new Date();
const BASELINE_QUERY = '{ me { id } }';
const health = (id: number) =>
  `{ webhookHealth(webhookId: ${id}) { consecutiveFailures failureWarningSentAt
     windows { window attempts succeeded successRate latencyP50Ms latencyP95Ms topFailureReasons { reason statusCode label count } } } }`;

function load(url: string, cookie: string, query: string, connections: number): Promise<Figures> {
  return postLoad({
    url,
    headers: { ...JSON_HEADERS, cookie },
    body: JSON.stringify({ query }),
    connections,
    seconds: SECONDS,
    accept: (json) => !json.errors && Boolean(json.data),
  });
}

const row = (connections: number, name: string, f: Figures, baseline: Figures) => [
  ...loadRow(connections, name, f, baseline),
  name.startsWith('baseline') ? '' : f.p95 <= TARGET_P95_MS ? 'ok' : 'OVER',
];

const results = await withBenchDatabase('postgres', async ({ database, config, dataDir }) => {
  const { organizationId, storage } = await seedDemoPartner({ database, config, dataDir }, now);
  const started = performance.now();
  const history = await generateWebhookHistory(database, { organizationId, subscriptions: SUBSCRIPTIONS, attempts: ATTEMPTS, now });
  await database.rawQuery('vacuum analyze');
  console.log(
    `generated ${history.attempts} attempts of ${history.deliveries} deliveries over ${history.subscriptions} subscriptions ` +
      `(busiest: ${history.busiestAttempts}, ${history.busiestLast30Days} in the last 30 days) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (EXPLAIN) await explainHealth(database, history.busiestSubscriptionId);

  const server = await buildApp({ config, database, storage, logger: false });
  const url = `${await server.listen({ port: 0, host: '127.0.0.1' })}/appstore/graphql`;
  const rows: string[][] = [];
  try {
    const cookie = await logInAsDemoOwner(url);
    const scenarios: [string, string][] = [
      [`webhookHealth, busiest (${history.busiestAttempts} attempts)`, health(history.busiestSubscriptionId)],
      ['webhookHealth, quiet subscription', health(history.quietSubscriptionId)],
    ];
    for (const connections of CONNECTION_COUNTS) {
      const baseline = await load(url, cookie, BASELINE_QUERY, connections);
      rows.push(row(connections, `baseline: ${BASELINE_QUERY}`, baseline, baseline));
      for (const [name, query] of scenarios) rows.push(row(connections, name, await load(url, cookie, query, connections), baseline));
    }
  } finally {
    await server.close();
  }
  return { rows, history };
});

/** EXPLAIN ANALYZE of the health statement (health.service.ts) over the busiest subscription: an index-only scan and a hash aggregate. */
async function explainHealth(database: Database, subscriptionId: number) {
  const plan = (await database.rawQuery(
    `explain (analyze, buffers) select latency_ms, status_code is not null, failure_reason,
       case when failure_reason in ('HTTP_4XX', 'HTTP_5XX', 'REDIRECT') then status_code end,
       attempted_at >= now() - interval '24 hours', count(*)::int
     from webhook_delivery_attempts where subscription_id = $1 and attempted_at >= now() - interval '30 days'
     group by 1, 2, 3, 4, 5`,
    [subscriptionId],
  )) as { 'QUERY PLAN': string }[];
  console.log(`\nhealth statement, 30 days:\n${plan.map((p) => p['QUERY PLAN']).join('\n')}`);
}

const header = ['connections', 'query', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'x baseline', `p95 ≤ ${TARGET_P95_MS} ms`];
const { rows, history } = results;
printTable(
  `PostgreSQL, ${SECONDS} s per run, Demo Partner's owner; a year of webhook traffic: ${history.attempts} attempts over ` +
    `${history.subscriptions} subscriptions (x baseline: how many times slower than the baseline, by throughput)`,
  header,
  rows,
);
saveResults('webhook-health', header, rows, { database: 'postgres', seconds: SECONDS, ...history });
process.exit(0);
