/**
 * Revenue report benchmark: Demo Partner's demo seed plus a generated year of subscription billing
 * for a large partner (30,000 paying installations by default, ~150,000 recurring charges; revenue-history.ts), on
 * PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; a scratch database per run). Signed in as Demo Partner's
 * owner, autocannon with the session cookie, 1 connection and then 5, against the same-run baseline
 * `{ me { id } }`: `revenueReport` of all apps and of one app, 12 months, and the CSV export of all apps.
 * Target: p95 ≤ 100 ms at one connection. It also times the report's statement alone, ten times, against the statement
 * it ran before its rollup (recomputed from the ledger), and checks both agree. Results go to bench/results/revenue/.
 *
 *   npm run bench:revenue -w apps/server [-- --installations=100000]
 */
import { median, timeRuns } from './statement-timing.ts';
import { buildApp } from '../src/app.ts';
import { withBenchDatabase } from './bench-database.ts';
import { loadRow, postLoad, printTable, type Figures } from './http-load.ts';
import { generateRevenueHistory } from './revenue-history.ts';
import { JSON_HEADERS, logInAsDemoOwner, seedDemoPartner } from './demo-owner-session.ts';
import { saveResults } from './results.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}`))?.split('=')[1];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const INSTALLATIONS = Number(arg('installations') ?? 30_000);
const CONNECTION_COUNTS = [1, 5];

const now = new Date();
const BASELINE_QUERY = '{ me { id } }';
const FIELDS =
  'month monthToDate currency mrr dueLater newRevenue expansion contraction churned payingInstalls trialStarts trialConversions earnings';

const row = loadRow;

const results = await withBenchDatabase('postgres', async ({ database, config, dataDir }) => {
  const { organizationId, storage } = await seedDemoPartner({ database, config, dataDir }, now);
  const started = performance.now();
  const history = await generateRevenueHistory(database, { organizationId, installations: INSTALLATIONS, now });
  // the generator's statements go through the rollup's triggers: this is also what keeping the rollup costs writes
  const generatedSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
  await database.rawQuery('vacuum analyze');
  console.log(
    `generated ${history.installations} paying installations and ${history.ledgerEntries} recurring charges ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const [{ id: appId }] = (await database.rawQuery(
    `select app_id as id from ledger_entries where organization_id = $1 group by app_id order by count(*) desc limit 1`,
    [organizationId],
  )) as [{ id: number }];

  const server = await buildApp({ config, database, storage, logger: false });
  const base = await server.listen({ port: 0, host: '127.0.0.1' });
  const url = `${base}/appstore/graphql`;
  const rows: string[][] = [];
  let statement = { rollupMs: 0, recomputedMs: 0 };
  let writes = { chargeWithRollupMs: 0, chargeWithoutRollupMs: 0 };
  try {
    const cookie = await logInAsDemoOwner(url);
    statement = await timeStatement(database, organizationId);
    const graphql = (query: string, connections: number) =>
      postLoad({
        url,
        headers: { ...JSON_HEADERS, cookie },
        body: JSON.stringify({ query }),
        connections,
        seconds: SECONDS,
        accept: (json) => !json.errors && Boolean(json.data),
      });
    const scenarios: [string, (connections: number) => Promise<Figures>][] = [
      ['revenueReport all apps, 12 months', (c) => graphql(`{ revenueReport(months: 12) { ${FIELDS} } }`, c)],
      ['revenueReport one app, 12 months', (c) => graphql(`{ revenueReport(appId: ${appId}, months: 12) { ${FIELDS} } }`, c)],
      ['revenueReport all apps, 36 months', (c) => graphql(`{ revenueReport(months: 36) { ${FIELDS} } }`, c)],
    ];
    for (const connections of CONNECTION_COUNTS) {
      const baseline = await graphql(BASELINE_QUERY, connections);
      rows.push(row(connections, `baseline: ${BASELINE_QUERY}`, baseline, baseline));
      for (const [name, run] of scenarios) rows.push(row(connections, name, await run(connections), baseline));
    }
    // the CSV export runs the same statement; one timed download shows it adds nothing much
    const t0 = performance.now();
    const csv = await fetch(`${base}/appstore/exports/revenue.csv`, { headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    const lines = (await csv.text()).trimEnd().split('\r\n').length;
    console.log(`revenue.csv: ${csv.status}, ${lines} lines in ${(performance.now() - t0).toFixed(1)} ms`);
    writes = await timeWrites(database);
  } finally {
    await server.close();
  }
  return { rows, history: { ...history, generatedSeconds, ...statement, ...writes } };
});

/**
 * The report's statement alone, called as the service calls it: what the database spends of each request; and, for
 * the ratio, the statement the report ran before its rollup (recomputing every installation from the ledger; kept as
 * the tests' oracle), on the same data in the same run.
 */
async function timeStatement(database: import('../src/db/client.ts').Database, organizationId: number) {
  const { monthlyRevenue } = await import('../src/modules/billing/revenue.queries.ts');
  const { revenueFromLedger } = await import('../test/support/revenue-from-ledger.ts');
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)).toISOString().slice(0, 10);
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10);
  const scope = { organizationId, appId: null, from, to };
  const rollup = await timeRuns(10, () => monthlyRevenue(database.db, scope));
  const recomputed = await timeRuns(3, () => revenueFromLedger(database.db, scope));
  console.log(`monthlyRevenue (rollup), all apps, 12 months, 10 runs: ${rollup.map((t) => t.toFixed(1)).join(', ')} ms`);
  console.log(`recomputed from the ledger (before the rollup), 3 runs: ${recomputed.map((t) => t.toFixed(0)).join(', ')} ms`);
  console.log(`  the rollup is ${(median(recomputed) / median(rollup)).toFixed(0)}x faster (medians)`);
  if (JSON.stringify(await monthlyRevenue(database.db, scope)) !== JSON.stringify(await revenueFromLedger(database.db, scope)))
    throw new Error('the rollup disagrees with the ledger');
  return { rollupMs: median(rollup), recomputedMs: median(recomputed) };
}

/**
 * What keeping the rollup costs a write: one recurring charge per statement (as a plan change writes its proration)
 * on 200 installations of the history, with the rollup's trigger and then with it switched off, medians. Last in the
 * run: the charges written without it leave the rollup behind the ledger.
 */
async function timeWrites(database: import('../src/db/client.ts').Database) {
  const installations = (await database.rawQuery(
    `select i.id, i.app_id, a.organization_id from installations i join vendors v on v.id = i.vendor_id and v.domain like 'bench-revenue-%'
     join apps a on a.id = i.app_id order by i.id limit 200`,
  )) as { id: number; app_id: number; organization_id: number }[];
  const write = async (tag: string) => {
    const times: number[] = [];
    for (const i of installations) {
      const started = performance.now();
      await database.rawQuery(
        `insert into ledger_entries (organization_id, app_id, installation_id, kind, gross_amount, partner_amount, platform_amount,
           original_amount, period_month, occurred_at, source_key)
         values ($1, $2, $3, 'PRORATION_CHARGE', 3, 2.4, 0.6, 3, date_trunc('month', $4::timestamptz at time zone 'UTC')::date, $4, $5)`,
        [i.organization_id, i.app_id, i.id, now.toISOString(), `bench-write:${tag}:${i.id}`],
      );
      times.push(performance.now() - started);
    }
    return [...times].sort((a, b) => a - b)[times.length >> 1]!;
  };
  const withRollup = await write('rollup');
  await database.rawQuery('alter table ledger_entries disable trigger ledger_entries_revenue_insert');
  const withoutRollup = await write('plain');
  await database.rawQuery('alter table ledger_entries enable trigger ledger_entries_revenue_insert');
  console.log(
    `one charge per statement, median of 200: ${withRollup.toFixed(2)} ms with the rollup's trigger, ${withoutRollup.toFixed(2)} ms without`,
  );
  return { chargeWithRollupMs: Number(withRollup.toFixed(2)), chargeWithoutRollupMs: Number(withoutRollup.toFixed(2)) };
}

const header = ['connections', 'query', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'x baseline'];
const { rows, history } = results;
printTable(
  `PostgreSQL, ${SECONDS} s per run, Demo Partner's owner; ${history.installations} paying installations, ` +
    `${history.ledgerEntries} recurring charges (x baseline: how many times slower than the baseline, by throughput)`,
  header,
  rows,
);
saveResults('revenue', header, rows, { database: 'postgres', seconds: SECONDS, ...history });
process.exit(0);
