/**
 * Partner-portal benchmark: what every portal page and the home dashboard ask for, as Demo Partner (the full
 * demo seed: ~21,000 installations with a year of history, ~70,000 ledger entries). Signed in through the
 * real GraphQL endpoint, then autocannon with the session cookie, 20 connections:
 * `appOrgStatus` (the Payouts badge on every page: unclaimed earnings over the ledger), `appDashboard` for
 * 30 days daily and 365 days monthly, and `getPayouts`. Also times an hourly billing run that has nothing
 * new to charge. On PGlite, and on PostgreSQL at BENCH_DATABASE_URL or TEST_DATABASE_URL.
 *
 * Baselines measured in the same run, for ratios that hold on a noisy machine: `{ me { id } }` (a signed-in
 * request that reads the session only) for the queries, and one pass over the tables billing reads
 * (installations, plan periods, install events, plans) for the billing run. Results go to bench/results/portal/.
 *
 *   npx tsx bench/portal.bench.ts
 */
import { buildApp } from '../src/app.ts';
import { runBilling } from '../src/modules/billing/ledger.ts';
import { createLocalStorage } from '../src/modules/files/storage.ts';
import { seedDemoData } from '../src/seed/seed.ts';
import { onBothDatabases, withBenchDatabase } from './bench-database.ts';
import { postLoad, printTable, type Figures } from './http-load.ts';
import { JSON_HEADERS, logInAsDemoOwner } from './demo-owner-session.ts';
import { saveResults } from './results.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 20;
const DAY = 86_400_000;

const now = Date.now();
const BASELINE_QUERY = '{ me { id } }';
const SCENARIOS: [name: string, query: string][] = [
  [
    'appOrgStatus (as the portal asks)',
    `{ appOrgStatus { hasUnclaimedPayout hasRejectedPayout hasValidPayoutSettings hasValidTaxForm amount displayAmount periodFrom periodTo
      payoutSettingsPreview { payableTo bankName bankAccountNumber iban swift paymentType currencyCode usResident }
      taxFormPreview { formType name country taxIdLast4 signedName signedAt } } }`,
  ],
  [
    'appDashboard 30 days DAILY',
    `{ appDashboard(timestampFrom: ${now - 30 * DAY}, timestampTo: ${now}, split: DAILY) { installations { label amount } uninstallations { label amount } installationsByCountry { label amount } } }`,
  ],
  [
    'appDashboard 365 days MONTHLY',
    `{ appDashboard(timestampFrom: ${now - 365 * DAY}, timestampTo: ${now}, split: MONTHLY) { installations { label amount } uninstallations { label amount } installationsByCountry { label amount } } }`,
  ],
  ['getPayouts', '{ getPayouts { totalCount edges { node { id amount status invoiceDateFrom invoiceDateTo pdfInvoiceUrl } } } }'],
];

function load(url: string, cookie: string, query: string): Promise<Figures> {
  return postLoad({
    url,
    headers: { ...JSON_HEADERS, cookie },
    body: JSON.stringify({ query }),
    connections: CONNECTIONS,
    seconds: SECONDS,
    accept: (json) => !json.errors && Boolean(json.data),
  });
}

async function benchDatabase(kind: 'pglite' | 'postgres') {
  return withBenchDatabase(kind, async ({ database, config, dataDir }) => {
    const storage = createLocalStorage({ dataDir, publicUrl: config.publicUrl, secretKey: config.secretKey });
    const rows: string[][] = [];
    let started = performance.now();
    await seedDemoData({ db: database.db, storage, secretKey: config.secretKey, partnerShare: config.partnerShare });
    await database.rawQuery('vacuum analyze');
    console.log(`${kind}: demo seed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // what a billing run must at least read, once: its baseline
    started = performance.now();
    await database.rawQuery(`select (select count(*) from installations i join apps a on a.id = i.app_id join vendors v on v.id = i.vendor_id),
      (select count(*) from plan_periods pp join price_plans p on p.id = pp.price_plan_id), (select count(*) from installation_events),
      (select count(*) from ledger_entries)`);
    const scanMs = performance.now() - started;
    started = performance.now();
    const added = await runBilling(database.db, { now: new Date(), partnerShare: config.partnerShare });
    const billingMs = performance.now() - started;
    rows.push([kind, 'baseline: one pass over what billing reads', '', '', scanMs.toFixed(0), '1.00']);
    rows.push([kind, `hourly billing run (${added} new entries)`, '', '', billingMs.toFixed(0), (billingMs / scanMs).toFixed(2)]);

    const server = await buildApp({ config, database, storage, logger: false });
    const url = `${await server.listen({ port: 0, host: '127.0.0.1' })}/appstore/graphql`;
    try {
      const cookie = await logInAsDemoOwner(url);
      const baseline = await load(url, cookie, BASELINE_QUERY);
      rows.push([kind, `baseline: ${BASELINE_QUERY}`, baseline.rps.toFixed(0), baseline.p50.toFixed(1), baseline.p95.toFixed(1), '1.00']);
      for (const [name, query] of SCENARIOS) {
        const f = await load(url, cookie, query);
        // how many times slower than the baseline, by throughput
        rows.push([kind, name, f.rps.toFixed(0), f.p50.toFixed(1), f.p95.toFixed(1), (baseline.rps / f.rps).toFixed(2)]);
      }
    } finally {
      await server.close();
    }
    return rows;
  });
}

const header = ['database', 'query', 'req/s', 'p50 ms', 'p95 ms', 'x baseline'];
const results = await onBothDatabases(benchDatabase);
const caption = `${CONNECTIONS} connections, ${SECONDS} s per run, signed in as Demo Partner's owner (billing: duration in the p95 column)`;
printTable(caption, header, results);
saveResults('portal', header, results, { connections: CONNECTIONS, seconds: SECONDS });
process.exit(0);
