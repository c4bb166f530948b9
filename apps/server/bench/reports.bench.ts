/**
 * Partner report benchmark at scale: Demo Partner's demo seed plus a generated year of history (1,000,000
 * install and uninstall events, one charge per install: ~550,000 ledger entries; report-history.ts), on
 * PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; a scratch database per run). Signed in as Demo
 * Partner's owner, autocannon with the session cookie, 20 connections and then 1, against the same-run baseline
 * `{ me { id } }`: `appOrgStatus` (the Payouts badge on every portal page), `appDashboard` over 30 days
 * daily, 90 days weekly, 365 days monthly and 365 days daily, `getPayouts`, and `installCohorts` of all apps and of
 * one. Target: p95 ≤ 100 ms each. With --explain it also prints EXPLAIN ANALYZE of the report queries; with --cohorts
 * it runs only the cohort scenarios (and times the cohorts' statement against the one it ran before its rollup,
 * counting from the events, in the same run). Results go to bench/results/reports/.
 *
 *   npm run bench:reports -w apps/server [-- --events=200000] [-- --explain] [-- --cohorts]
 */
import { median, timeRuns } from './statement-timing.ts';
import { buildApp } from '../src/app.ts';
import { withBenchDatabase } from './bench-database.ts';
import { loadRow, postLoad, printTable, type Figures } from './http-load.ts';
import { generateReportHistory } from './report-history.ts';
import { JSON_HEADERS, logInAsDemoOwner, seedDemoPartner } from './demo-owner-session.ts';
import { saveResults } from './results.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}`))?.split('=')[1];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const EVENTS = Number(arg('events') ?? 1_000_000);
const EXPLAIN = process.argv.includes('--explain');
const COHORTS_ONLY = process.argv.includes('--cohorts');
/** The brief's load (20 at once), and one at a time: what one partner waits for on a machine that is not saturated. */
const CONNECTION_COUNTS = [20, 1];
const DAY = 86_400_000;

const now = new Date();
const BASELINE_QUERY = '{ me { id } }';
const dashboard = (days: number, split: string) =>
  `{ appDashboard(timestampFrom: ${now.getTime() - days * DAY}, timestampTo: ${now.getTime()}, split: ${split}) { installations { label amount } uninstallations { label amount } installationsByCountry { label amount } } }`;
const SCENARIOS: [name: string, query: string][] = [
  [
    'appOrgStatus (as the portal asks)',
    `{ appOrgStatus { hasUnclaimedPayout hasRejectedPayout hasValidPayoutSettings hasValidTaxForm amount displayAmount periodFrom periodTo
      payoutSettingsPreview { payableTo bankName bankAccountNumber iban swift paymentType currencyCode usResident }
      taxFormPreview { formType name country taxIdLast4 signedName signedAt } } }`,
  ],
  ['appDashboard 30 days DAILY', dashboard(30, 'DAILY')],
  ['appDashboard 90 days WEEKLY', dashboard(90, 'WEEKLY')],
  ['appDashboard 365 days MONTHLY', dashboard(365, 'MONTHLY')],
  ['appDashboard 365 days DAILY', dashboard(365, 'DAILY')],
  ['getPayouts', '{ getPayouts { totalCount edges { node { id amount status invoiceDateFrom invoiceDateTo pdfInvoiceUrl } } } }'],
];
const COHORT_FIELDS = 'month installs after1 after3 after6 after12';
const cohortScenarios = (appId: number): [name: string, query: string][] => [
  ['installCohorts all apps', `{ installCohorts { ${COHORT_FIELDS} } }`],
  ['installCohorts one app', `{ installCohorts(appId: ${appId}) { ${COHORT_FIELDS} } }`],
];

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

const row = loadRow;

const results = await withBenchDatabase('postgres', async ({ database, config, dataDir }) => {
  const { organizationId, storage } = await seedDemoPartner({ database, config, dataDir }, now);
  const started = performance.now();
  const history = await generateReportHistory(database, { organizationId, events: EVENTS, now });
  await database.rawQuery('vacuum analyze');
  console.log(
    `generated ${history.events} events (${history.installations} installations) and ${history.ledgerEntries} ledger entries ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const [{ id: busiestApp }] = (await database.rawQuery(
    `select app_id as id from installation_events where app_id in (select id from apps where organization_id = $1) group by 1 order by count(*) desc limit 1`,
    [organizationId],
  )) as [{ id: number }];
  if (EXPLAIN) await explainReports(database, organizationId);
  const cohortStatement = await timeCohorts(database, organizationId, busiestApp);

  const server = await buildApp({ config, database, storage, logger: false });
  const url = `${await server.listen({ port: 0, host: '127.0.0.1' })}/appstore/graphql`;
  const rows: string[][] = [];
  try {
    const cookie = await logInAsDemoOwner(url);
    for (const connections of CONNECTION_COUNTS) {
      const baseline = await load(url, cookie, BASELINE_QUERY, connections);
      rows.push(row(connections, `baseline: ${BASELINE_QUERY}`, baseline, baseline));
      const scenarios = [...(COHORTS_ONLY ? [] : SCENARIOS), ...cohortScenarios(busiestApp)];
      for (const [name, query] of scenarios) rows.push(row(connections, name, await load(url, cookie, query, connections), baseline));
    }
  } finally {
    await server.close();
  }
  const writes = await timeEventWrites(database);
  return { rows, history: { ...history, ...cohortStatement, ...writes, cohortsOnly: COHORTS_ONLY } };
});

/**
 * What keeping the cohorts' rollup costs a write: one uninstall event per statement (as an uninstall writes it) on 200
 * installations of the history, with the rollup's trigger and then with it switched off, medians. Last in the run:
 * the events written without it leave the rollup behind.
 */
async function timeEventWrites(database: import('../src/db/client.ts').Database) {
  const installations = (await database.rawQuery(
    `select i.id, i.app_id, i.vendor_id from installations i join vendors v on v.id = i.vendor_id and v.domain like 'bench-tours-%'
     where i.uninstalled_at is null order by i.id limit 400`,
  )) as { id: number; app_id: number; vendor_id: number }[];
  const write = async (chosen: typeof installations) => {
    const times: number[] = [];
    for (const i of chosen) {
      const started = performance.now();
      await database.rawQuery(
        `insert into installation_events (installation_id, app_id, vendor_id, type, country, occurred_at) values ($1, $2, $3, 'UNINSTALL', 'US', $4)`,
        [i.id, i.app_id, i.vendor_id, now.toISOString()],
      );
      times.push(performance.now() - started);
    }
    return [...times].sort((a, b) => a - b)[times.length >> 1]!;
  };
  const withRollup = await write(installations.slice(0, 200));
  await database.rawQuery('alter table installation_events disable trigger installation_events_cohorts_insert');
  const withoutRollup = await write(installations.slice(200));
  await database.rawQuery('alter table installation_events enable trigger installation_events_cohorts_insert');
  console.log(
    `one uninstall event per statement, median of 200: ${withRollup.toFixed(2)} ms with the cohorts' trigger, ${withoutRollup.toFixed(2)} ms without`,
  );
  return { eventWithRollupMs: Number(withRollup.toFixed(2)), eventWithoutRollupMs: Number(withoutRollup.toFixed(2)) };
}

/**
 * The cohorts' statement alone (all apps), ten times, against the statement it ran before its rollup (every event of
 * the last 12 months, kept as the tests' oracle) on the same data; and both must agree.
 */
async function timeCohorts(database: import('../src/db/client.ts').Database, organizationId: number, appId: number) {
  const { countInstallCohorts, installCohortsSql } = await import('../src/modules/installations/cohorts.queries.ts');
  const { cohortsFromEvents, installCohortsSql: fromEventsSql } = await import('../test/support/cohorts-from-events.ts');
  const { liveAppIdsOf } = await import('../src/modules/apps/apps.queries.ts');
  const filter = { appIds: liveAppIdsOf(organizationId), now };
  const rollup = await timeRuns(10, () => countInstallCohorts(database.db, filter));
  const fromEvents = await timeRuns(3, () => cohortsFromEvents(database.db, filter));
  console.log(`installCohorts statement (rollup), all apps, 10 runs: ${rollup.map((t) => t.toFixed(1)).join(', ')} ms`);
  console.log(`counted from the events (before the rollup), 3 runs: ${fromEvents.map((t) => t.toFixed(0)).join(', ')} ms`);
  console.log(`  the rollup is ${(median(fromEvents) / median(rollup)).toFixed(0)}x faster (medians)`);
  for (const appIds of [liveAppIdsOf(organizationId), [appId]])
    if (
      JSON.stringify(await countInstallCohorts(database.db, { appIds, now })) !==
      JSON.stringify(await cohortsFromEvents(database.db, { appIds, now }))
    )
      throw new Error('the cohorts rollup disagrees with the events');
  if (EXPLAIN) {
    const { PgDialect } = await import('drizzle-orm/pg-core');
    for (const [name, statement] of [
      ['cohorts from the events (before the rollup)', fromEventsSql(filter)],
      ['cohorts from the rollup', installCohortsSql(filter)],
    ] as const) {
      const query = new PgDialect().sqlToQuery(statement);
      const plan = (await database.rawQuery(`explain (analyze, buffers) ${query.sql}`, query.params)) as { 'QUERY PLAN': string }[];
      console.log(`\n${name}:\n${plan.map((p) => p['QUERY PLAN']).join('\n')}`);
    }
  }
  return { cohortsRollupMs: median(rollup), cohortsFromEventsMs: median(fromEvents) };
}

/** EXPLAIN ANALYZE of what the report queries run, for finding what is slow. */
async function explainReports(database: import('../src/db/client.ts').Database, organizationId: number) {
  const plans: [string, string, unknown[]][] = [
    [
      'open balance',
      `select sum(l.partner_amount), min(l.period_month) from ledger_entries l
       where l.organization_id = $1 and l.payout_id is null and l.period_month < date_trunc('month', now())::date`,
      [organizationId],
    ],
    [
      'dashboard events, 365 days',
      `select e.type, e.country, e.occurred_at from installation_events e join installations i on i.id = e.installation_id and not i.is_test
       where e.app_id in (select id from apps where organization_id = $1) and e.occurred_at >= now() - interval '365 days'`,
      [organizationId],
    ],
  ];
  for (const [name, query, params] of plans) {
    const plan = (await database.rawQuery(`explain (analyze, buffers) ${query}`, params)) as { 'QUERY PLAN': string }[];
    console.log(`\n${name}:\n${plan.map((p) => p['QUERY PLAN']).join('\n')}`);
  }
}

const header = ['connections', 'query', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'x baseline'];
const { rows, history } = results;
printTable(
  `PostgreSQL, ${SECONDS} s per run, Demo Partner's owner; history: ${history.events} install/uninstall events, ` +
    `${history.ledgerEntries} ledger entries (x baseline: how many times slower than the baseline, by throughput)`,
  header,
  rows,
);
saveResults('reports', header, rows, { database: 'postgres', seconds: SECONDS, ...history });
process.exit(0);
