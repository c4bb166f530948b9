/**
 * Listing funnel benchmark: the store's pages and its browser listing query with the funnel counting
 * and without it, side by side in the same run on the same database (two servers, one with
 * AppOptions.funnelCounting false), so the counting's cost on a page is the difference; and the partner's
 * report query over a year of counters. Pages are the server-rendered ones (apps/web/dist and dist-ssr must be
 * built: `npm run build`), asked for with a browser's User-Agent so that each one counts. On PGlite, then
 * PostgreSQL when it can be reached. Results go to bench/results/funnel/.
 *
 *   npm run bench:funnel
 *   BENCH_SECONDS=10 BENCH_DATABASES=postgres npm run bench:funnel
 */
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import type { Viewer } from '../src/modules/accounts/sessions.ts';
import { createLocalStorage } from '../src/modules/files/storage.ts';
import { listingFunnelReport } from '../src/modules/reports/listing-funnel.service.ts';
import { rows } from '../src/db/client.ts';
import { generatePublishedListings } from './generate-listings.ts';
import { onBothDatabases, withBenchDatabase } from './bench-database.ts';
import { figures, postLoad, printTable, type Figures } from './http-load.ts';
import { saveResults } from './results.ts';
import { LIST_QUERY } from './store-documents.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 1_000);
/** Apps with a year of counters each, for the report query (one of them is asked for). */
const REPORT_APPS = Number(process.env.BENCH_REPORT_APPS ?? 200);
const REPORT_RUNS = 200;
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const CONNECTIONS = 20;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** GETs of one page for `seconds`: a first request must answer 200 with a rendered page. Answers the latencies. */
async function getLoad(url: string, seconds: number): Promise<number[]> {
  const probe = await fetch(url, { headers: { 'user-agent': BROWSER, accept: 'text/html' } });
  const html = await probe.text();
  if (probe.status !== 200 || !html.includes('data-testid="listing')) throw new Error(`bad probe of ${url}: ${probe.status}`);
  const latencies: number[] = [];
  let non2xx = 0;
  await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: seconds, headers: { 'user-agent': BROWSER, accept: 'text/html', referer: url } },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status !== 200) non2xx++;
      latencies.push(responseTime);
    });
  });
  if (non2xx) throw new Error(`${non2xx} non-200 responses`);
  return latencies;
}

/**
 * Both servers in turns (off, on, on, off, each for half the time), their latencies pooled per server: a machine
 * whose load drifts during the run weighs on both alike.
 */
async function sideBySide(load: (on: boolean, seconds: number) => Promise<number[]>): Promise<{ off: Figures; on: Figures }> {
  const pooled = { off: [] as number[], on: [] as number[] };
  for (const on of [false, true, true, false]) pooled[on ? 'on' : 'off'].push(...(await load(on, SECONDS / 2)));
  return { off: figures(pooled.off, SECONDS), on: figures(pooled.on, SECONDS) };
}

const row = (database: string, scenario: string, counting: string, f: Figures) => [
  database,
  scenario,
  counting,
  f.rps.toFixed(0),
  f.p50.toFixed(1),
  f.p95.toFixed(1),
  f.p99.toFixed(1),
];

async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<string[][]> {
  return withBenchDatabase(kind, async ({ database, config, dataDir }) => {
    const db = database.db;
    await generatePublishedListings(db, LISTINGS);
    const [listing] = await rows<{ id: number; appId: number; orgId: number }>(
      db,
      sql`select l.id, l.app_id as "appId", a.organization_id as "orgId" from app_listings l join apps a on a.id = l.app_id order by l.id limit 1`,
    );
    const storage = createLocalStorage({ dataDir, publicUrl: config.publicUrl, secretKey: config.secretKey });
    const counting = await buildApp({ config, database, storage, logger: false });
    const silent = await buildApp({ config, database, storage, logger: false, funnelCounting: false });
    const base = { on: await counting.listen({ port: 0, host: '127.0.0.1' }), off: await silent.listen({ port: 0, host: '127.0.0.1' }) };
    const out: string[][] = [];
    try {
      const pages = [
        ['home page', '/'],
        ['search page', '/apps?q=booking'],
        ['listing page', `/app-details/${listing!.id}?from=search`],
      ] as const;
      for (const [scenario, path] of pages) {
        const { off, on } = await sideBySide((on, seconds) => getLoad((on ? base.on : base.off) + path, seconds));
        out.push(row(kind, scenario, 'off', off), row(kind, scenario, 'on', on));
      }
      const body = JSON.stringify({ query: LIST_QUERY, variables: { filter: { searchTerm: 'booking' }, first: 50 } });
      const headers = { 'content-type': 'application/json', 'x-csrf-protection': '1', 'user-agent': BROWSER };
      const accept = (json: { data?: unknown }) => Boolean(json.data);
      const { off, on } = await sideBySide(async (on, seconds) => {
        const latencies: number[] = [];
        await postLoad({
          url: `${on ? base.on : base.off}/appstore/graphql`,
          headers,
          body,
          connections: CONNECTIONS,
          seconds,
          accept,
          onLatency: (ms) => latencies.push(ms),
        });
        return latencies;
      });
      out.push(row(kind, 'search query (GraphQL)', 'off', off), row(kind, 'search query (GraphQL)', 'on', on));
    } finally {
      await Promise.all([counting.close(), silent.close()]);
    }
    const [{ counted }] = await rows<{ counted: string }>(db, sql`select coalesce(sum(count), 0)::text as counted from funnel_daily`);
    console.log(`${kind}: ${counted} counts written by the counting server`);

    // a year of counters for REPORT_APPS apps: every day, every step from every source
    await db.execute(sql`
      insert into funnel_daily (app_id, day, source, step, count)
      select a.id, d::date, s, st, 1 + (abs(hashtext(a.id || s || st || d::text)) % 500)
      from (select id from apps order by id limit ${REPORT_APPS}) a,
        generate_series(current_date - 365, current_date, interval '1 day') d,
        unnest(array['HOME','SEARCH','CATEGORY','DIRECT']) s,
        unnest(array['IMPRESSION','LISTING_VIEW','INSTALL_CLICK','CONSENT_SHOWN','INSTALL_COMPLETED']) st
      on conflict (app_id, day, step, source) do update set count = funnel_daily.count + excluded.count`);
    const [{ total }] = await rows<{ total: number }>(db, sql`select count(*)::int as total from funnel_daily`);
    const viewer = { organization: { id: listing!.orgId } } as Viewer;
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const times: number[] = [];
    for (let i = 0; i < REPORT_RUNS; i++) {
      const started = performance.now();
      await listingFunnelReport(db, viewer, { appId: String(listing!.appId), from, to });
      times.push(performance.now() - started);
    }
    const f = figures(times, times.reduce((a, b) => a + b, 0) / 1000);
    out.push(row(kind, `report: 366 days, one app of ${REPORT_APPS} (${total} rows), one at a time`, 'on', f));
    return out;
  });
}

const header = ['database', 'scenario', 'funnel counting', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms'];
const results = await onBothDatabases(async (kind) => (DATABASES.includes(kind) ? benchDatabase(kind) : []));
printTable(`${CONNECTIONS} connections, ${SECONDS} s per run, ${LISTINGS} listings`, header, results);
saveResults('funnel', header, results, { connections: CONNECTIONS, seconds: SECONDS, listings: LISTINGS, reportApps: REPORT_APPS });
process.exit(0);
