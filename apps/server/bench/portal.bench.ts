/**
 * Partner-portal benchmark: what every portal page and the home dashboard ask for, as Demo Partner (the full
 * demo seed: ~21,000 installations with a year of history, ~70,000 ledger entries). Signed in through the
 * real GraphQL endpoint, then autocannon with the session cookie, 20 connections:
 * `appOrgStatus` (the Payouts badge on every page: unclaimed earnings over the ledger), `appDashboard` for
 * 30 days daily and 365 days monthly, and `getPayouts`. Also times an hourly billing run that has nothing
 * new to charge. On PGlite, and on PostgreSQL at BENCH_DATABASE_URL or TEST_DATABASE_URL.
 *
 *   npx tsx bench/portal.bench.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { runBilling } from '../src/modules/payouts/ledger.ts';
import { createLocalStorage } from '../src/modules/uploads/storage.ts';
import { DEMO_PASSWORD } from '../src/seed/accounts.ts';
import { seedDemoData } from '../src/seed/seed.ts';
import { BENCH_PG_URL, createScratchDatabase } from './bench-database.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 20;
const DAY = 86_400_000;

const now = Date.now();
const SCENARIOS: [name: string, query: string][] = [
  ['appOrgStatus', '{ appOrgStatus { hasUnclaimedPayout hasRejectedPayout hasValidPayoutSettings hasValidTaxForm amount displayAmount periodFrom periodTo } }'],
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

interface Figures {
  rps: number;
  p50: number;
  p95: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const JSON_HEADERS = { 'content-type': 'application/json', 'x-csrf-protection': '1' };

async function logIn(url: string): Promise<string> {
  const res = await fetch(url, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({
      query: 'mutation($account: AppAccountLoginInput!) { appAccountLogin(account: $account) { id } }',
      variables: { account: { email: 'owner@demo.test', password: DEMO_PASSWORD } },
    }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return cookie;
}

async function load(url: string, cookie: string, query: string): Promise<Figures> {
  const headers = { ...JSON_HEADERS, cookie };
  const body = JSON.stringify({ query });
  const probe = (await (await fetch(url, { method: 'POST', headers, body })).json()) as { errors?: unknown; data?: unknown };
  if (probe.errors || !probe.data) throw new Error(`bad probe response: ${JSON.stringify(probe).slice(0, 300)}`);
  const latencies: number[] = [];
  let non2xx = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, method: 'POST', connections: CONNECTIONS, duration: SECONDS, headers, body }, (err, res) => (err ? reject(err) : resolve(res)));
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status !== 200) non2xx++;
      latencies.push(responseTime);
    });
  });
  if (non2xx) throw new Error(`${non2xx} non-200 responses`);
  latencies.sort((a, b) => a - b);
  return { rps: result.requests.total / SECONDS, p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}

async function benchDatabase(kind: 'pglite' | 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'appstore-bench-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const scratch = await createScratchDatabase(BENCH_PG_URL);
    databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
  }
  const config = loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://127.0.0.1' });
  const database = await openDatabase({ databaseUrl, dataDir });
  const storage = createLocalStorage({ dataDir, publicUrl: config.publicUrl, secretKey: config.secretKey });
  const rows: string[][] = [];
  try {
    let started = performance.now();
    await seedDemoData({ db: database.db, storage, secretKey: config.secretKey, partnerShare: config.partnerShare });
    await database.rawQuery('vacuum analyze');
    console.log(`${kind}: demo seed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
    const added = await runBilling(database.db, { now: new Date(), partnerShare: config.partnerShare });
    rows.push([kind, `hourly billing run (${added} new entries)`, '', '', (performance.now() - started).toFixed(0)]);

    const server = await buildApp({ config, database, storage, logger: false });
    const url = `${await server.listen({ port: 0, host: '127.0.0.1' })}/appstore/graphql`;
    try {
      const cookie = await logIn(url);
      for (const [name, query] of SCENARIOS) {
        const f = await load(url, cookie, query);
        rows.push([kind, name, f.rps.toFixed(0), f.p50.toFixed(1), f.p95.toFixed(1)]);
      }
    } finally {
      await server.close();
    }
  } finally {
    await database.close();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

const header = ['database', 'query', 'req/s', 'p50 ms', 'p95 ms'];
const results: string[][] = [];
results.push(...(await benchDatabase('pglite')));
try {
  results.push(...(await benchDatabase('postgres')));
} catch (err) {
  console.log(`PostgreSQL: not run (${(err as Error).message})`);
}
const widths = header.map((h, i) => Math.max(h.length, ...results.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per run, signed in as Demo Partner's owner (billing run: duration in the p95 column)\n`);
console.log(line(header));
for (const r of results) console.log(line(r));
process.exit(0);
