/**
 * Catalogue benchmark: 10,000 published listings; the store's home query, a search for one term, searches
 * for 240 varied terms drawn from the listings' texts (bench/varied-terms.ts: words, two-word phrases,
 * misspellings, terms with no hits; each request takes the next term), and 60 combinations of the store's filters
 * (a category alone, with pricing, country, both, or a term; the listings spread over 12 categories), through GraphQL (the real server over
 * HTTP, autocannon, 20 connections) with the catalogue response cache and without it, side by side with a
 * raw-SQL baseline in the same run: the very statements the server sends for each request, in as many round
 * trips, through the driver (on PostgreSQL a pg Pool as large as the server's, POSTGRES_POOL_SIZE, with named
 * prepared statements, as the server's preparedRows uses), at the same concurrency over the same terms: 20
 * requests at once, as many statements at once as the server can run. On PGlite and on PostgreSQL.
 *
 * Ratios to the baseline: `req/s vs raw` is GraphQL's throughput over raw SQL's, `p95 vs raw` is raw SQL's p95
 * latency over GraphQL's (both 1.00 when GraphQL costs nothing over its SQL). The CPU time per request of this
 * process and of the database's backends (bench/cpu-meter.ts) stays comparable when a busy machine makes
 * latency and throughput swing: `cpu vs raw` is raw SQL's CPU per request (both together) over GraphQL's. On this
 * 2-core machine, shared with other work, the load generator, the server and PostgreSQL's backends contend for the
 * same cores, and the single-threaded server suffers most from a busy moment. Results go to
 * bench/results/catalog-search/.
 *
 *   npm run bench:catalog                 PGlite, plus PostgreSQL at BENCH_DATABASE_URL or TEST_DATABASE_URL
 *   BENCH_SECONDS=10 BENCH_LISTINGS=10000 BENCH_SCENARIOS=varied BENCH_DATABASES=postgres npm run bench:catalog
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { defaultSorting, LIMITS, type PricingFilter } from '@appstore/shared';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, POSTGRES_POOL_SIZE, type Database } from '../src/db/client.ts';
import { createLocalStorage } from '../src/modules/files/storage.ts';
import { parseSearchTerm } from '@appstore/shared/catalog/search-term';
import { expandTerm, listingPageSql, type ExpandedTerm } from '../src/modules/catalog/catalog.queries.ts';
import { BENCH_CATEGORY_SLUGS, generatePublishedListings } from './generate-listings.ts';
import { BENCH_PG_URL, createScratchDatabase, onBothDatabases } from './bench-database.ts';
import { figures, postLoad, printTable, type Figures } from './http-load.ts';
import { describeTerms, variedSearchTerms, type BenchTerm } from './varied-terms.ts';
import { cpuMeter, type CpuSpent } from './cpu-meter.ts';
import { saveResults } from './results.ts';
import { LIST_QUERY } from './store-documents.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 10_000);
/** home, term, varied, category (comma-separated): which scenarios run, all by default */
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? 'home,term,varied,category').split(',');
/** pglite, postgres (comma-separated) */
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const CONNECTIONS = 20;
const SEARCH_TERM = 'quikbooks export';
const PAGE = LIMITS.storePageSize;
/** a bound on the baseline's requests besides its time */
const MAX_RAW_REQUESTS = 2_000_000;
const PG_URL = BENCH_PG_URL;

const HEADERS = { 'content-type': 'application/json', 'x-csrf-protection': '1' };
/** A first page's filter as the store sends it: a term, and for the category scenario a category, pricing and country. */
interface ListFilter {
  searchTerm: string;
  category?: string;
  pricing?: PricingFilter;
  country?: string;
}
const listBody = (filter: ListFilter) => JSON.stringify({ query: LIST_QUERY, variables: { filter, first: PAGE } });
const termFilter = (searchTerm: string): ListFilter => ({ searchTerm });

/**
 * The category scenario's filters, each request taking the next: every category alone, with a pricing choice,
 * with a country, with both, and with a term, as visitors combine them on /apps.
 */
function categoryFilters(): ListFilter[] {
  const pricing = ['FREE', 'FREE_PLAN', 'FREE_TRIAL', 'PAID'] as const;
  return BENCH_CATEGORY_SLUGS.flatMap((category, i) => [
    { searchTerm: '', category },
    { searchTerm: '', category, pricing: pricing[i % 4] },
    { searchTerm: '', category, country: i % 2 ? 'US' : 'IS' },
    { searchTerm: '', category, pricing: pricing[(i + 1) % 4], country: 'GB' },
    { searchTerm: 'booking', category },
  ]);
}

interface ListAnswer {
  errors?: unknown;
  data?: { publicAppListings?: { totalCount: number; edges: unknown[] } };
}

function graphqlLoad(url: string, filters: ListFilter[], requireCards: boolean): Promise<Figures> {
  return postLoad({
    url,
    headers: HEADERS,
    body: filters.map(listBody),
    connections: CONNECTIONS,
    seconds: SECONDS,
    accept: (json) => {
      const list = (json as ListAnswer).data?.publicAppListings;
      return !json.errors && Array.isArray(list?.edges) && (!requireCards || list.edges.length > 0);
    },
  });
}

/**
 * One pass over the terms through GraphQL, one request at a time: each answers without errors and counts
 * the listings the term was drawn to match. It also fills the server's term expansions, which the baseline
 * computes once per term before it starts too.
 */
async function checkTerms(url: string, terms: BenchTerm[]) {
  for (const t of terms) {
    const response = await fetch(url, { method: 'POST', headers: HEADERS, body: listBody(termFilter(t.term)) });
    const json = (await response.json()) as ListAnswer;
    const total = json.data?.publicAppListings?.totalCount;
    if (response.status !== 200 || json.errors || total !== t.hits) {
      throw new Error(`"${t.term}" answered ${response.status} ${JSON.stringify(json).slice(0, 200)}, expected ${t.hits} hits`);
    }
  }
}

interface Statement {
  name: string;
  text: string;
  values: unknown[];
}

/**
 * What the server sends for one first-page list request (catalog.service.ts searchPublicListings), as a driver
 * statement: the page's statement carries the total too (a count apart only follows a page past the end, which a
 * first page never is).
 */
interface ListStatements {
  page: Statement;
}

const dialect = new PgDialect();
function statement(query: SQL): Statement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  // named as the server's preparedRows names it
  return { name: `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`, text, values: params };
}

function listStatements(term: ExpandedTerm | null, f: ListFilter): ListStatements {
  const filter = { categorySlug: f.category ?? null, pricing: f.pricing ?? null, country: f.country ?? null };
  return { page: statement(listingPageSql({ term, sorting: defaultSorting(term?.text), after: null, limit: PAGE + 1, filter })) };
}

/** Each filter's statements, the term expanded once as the server's term cache does. */
async function listStatementsOf(database: Database, filters: ListFilter[]): Promise<ListStatements[]> {
  const lists: ListStatements[] = [];
  for (const f of filters) {
    const parsed = parseSearchTerm(f.searchTerm);
    lists.push(listStatements(parsed && (await expandTerm(database.db, parsed)), f));
  }
  return lists;
}

/**
 * The baseline: each worker takes the next term's statements and runs them as the server would, CONNECTIONS
 * workers at once, for SECONDS (or MAX_RAW_REQUESTS). On PostgreSQL over its own pool of POSTGRES_POOL_SIZE
 * connections (opened before the run) with named prepared statements; PGlite has one connection, which both
 * paths share alike.
 */
async function rawLoad(
  database: Database,
  databaseUrl: string | undefined,
  lists: ListStatements[],
  measure: <T>(run: () => Promise<T>) => Promise<{ result: T; cpu: CpuSpent }>,
): Promise<Measured> {
  // as many connections as the server's pool: with more, the baseline would run more statements at once than the
  // server can, and on a machine shared with other work, more busy backends also take a larger share of the CPU
  const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: POSTGRES_POOL_SIZE }) : null;
  const run = async (s: Statement): Promise<unknown[]> =>
    pool ? (await pool.query({ name: s.name, text: s.text, values: s.values })).rows : database.rawQuery(s.text, s.values);
  try {
    if (pool) await Promise.all(Array.from({ length: POSTGRES_POOL_SIZE }, () => pool.query('select 1')));
    const { result, cpu } = await measure(async () => {
      const latencies: number[] = [];
      let next = 0;
      const started = performance.now();
      const until = started + SECONDS * 1000;
      const worker = async () => {
        while (performance.now() < until && latencies.length < MAX_RAW_REQUESTS) {
          const list = lists[next++ % lists.length]!;
          const start = performance.now();
          await run(list.page);
          latencies.push(performance.now() - start);
        }
      };
      await Promise.all(Array.from({ length: CONNECTIONS }, worker));
      return figures(latencies, (performance.now() - started) / 1000);
    });
    return { ...result, cpu };
  } finally {
    await pool?.end();
  }
}

type Measured = Figures & { cpu: CpuSpent };

interface Notes {
  terms?: string;
}

async function benchDatabase(kind: 'pglite' | 'postgres', notes: Notes) {
  const dataDir = mkdtempSync(join(tmpdir(), 'appstore-bench-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const scratch = await createScratchDatabase(PG_URL);
    databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
  }
  const config = loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://127.0.0.1' });
  const database = await openDatabase({ databaseUrl, dataDir });
  const started = performance.now();
  await generatePublishedListings(database.db, LISTINGS);
  console.log(`${kind}: generated ${LISTINGS} published listings in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const storage = createLocalStorage({ dataDir, publicUrl: config.publicUrl, secretKey: config.secretKey });
  const cached = await buildApp({ config, database, storage, logger: false });
  const uncached = await buildApp({ config, database, storage, logger: false, catalogCache: false });
  const cachedUrl = `${await cached.listen({ port: 0, host: '127.0.0.1' })}/appstore/graphql`;
  const uncachedUrl = `${await uncached.listen({ port: 0, host: '127.0.0.1' })}/appstore/graphql`;
  const rows: string[][] = [];
  const perRequest = (ms: number | null, f: Measured) => (ms === null ? '-' : (ms / f.requests).toFixed(2));
  // CPU per request of both sides together (PGlite's is this process's): what the path costs the machine, which a
  // busy machine skews far less than latency
  const cpuPerRequest = (f: Measured) => (f.cpu.node + (f.cpu.postgres ?? 0)) / f.requests;
  const row = (scenario: string, path: string, f: Measured, raw?: Measured) =>
    rows.push([
      kind,
      scenario,
      path,
      f.rps.toFixed(0),
      f.p50.toFixed(1),
      f.p95.toFixed(1),
      f.p99.toFixed(1),
      raw ? (f.rps / raw.rps).toFixed(2) : '',
      raw ? (raw.p95 / f.p95).toFixed(2) : '',
      perRequest(f.cpu.node, f),
      perRequest(f.cpu.postgres, f),
      raw ? (cpuPerRequest(raw) / cpuPerRequest(f)).toFixed(2) : '',
    ]);
  const meter = await cpuMeter(databaseUrl);
  const measured = async (load: () => Promise<Figures>): Promise<Measured> => {
    const { result, cpu } = await meter.measure(load);
    return { ...result, cpu };
  };
  try {
    const scenarios: [scenario: string, filters: ListFilter[], paths: [string, string][]][] = [];
    if (SCENARIOS.includes('home'))
      scenarios.push([
        'home',
        [termFilter('')],
        [
          ['GraphQL, cached', cachedUrl],
          ['GraphQL, no cache', uncachedUrl],
        ],
      ]);
    if (SCENARIOS.includes('term')) {
      scenarios.push([
        `search "${SEARCH_TERM}"`,
        [termFilter(SEARCH_TERM)],
        [
          ['GraphQL, cached', cachedUrl],
          ['GraphQL, no cache', uncachedUrl],
        ],
      ]);
    }
    if (SCENARIOS.includes('varied')) {
      const drawn = performance.now();
      const terms = await variedSearchTerms(database);
      notes.terms = describeTerms(terms, LISTINGS);
      await checkTerms(uncachedUrl, terms);
      console.log(`${kind}: ${notes.terms}; drawn and checked in ${((performance.now() - drawn) / 1000).toFixed(1)} s`);
      scenarios.push([`search, ${terms.length} varied terms`, terms.map((t) => termFilter(t.term)), [['GraphQL, no cache', uncachedUrl]]]);
    }
    if (SCENARIOS.includes('category')) {
      const filters = categoryFilters();
      scenarios.push([`category filters, ${filters.length} combinations`, filters, [['GraphQL, no cache', uncachedUrl]]]);
    }
    for (const [scenario, filters, paths] of scenarios) {
      const raw = await rawLoad(database, databaseUrl, await listStatementsOf(database, filters), meter.measure);
      for (const [path, url] of paths) row(scenario, path, await measured(() => graphqlLoad(url, filters, filters.length === 1)), raw);
      row(scenario, 'raw SQL (prepared)', raw);
    }
  } finally {
    await meter.close();
    await cached.close();
    await uncached.close();
    await database.close();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

const header = [
  'database',
  'scenario',
  'path',
  'req/s',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'req/s vs raw',
  'p95 vs raw',
  'node cpu ms/req',
  'pg cpu ms/req',
  'cpu vs raw',
];
const notes: Notes = {};
const results = await onBothDatabases(async (kind) => (DATABASES.includes(kind) ? benchDatabase(kind, notes) : []));
const caption = `${CONNECTIONS} connections, ${SECONDS} s per run, ${LISTINGS} listings`;
printTable(caption, header, results);
if (notes.terms) console.log(`\nvaried terms: ${notes.terms}`);
console.log('req/s vs raw: GraphQL req/s / raw SQL req/s; p95 vs raw: raw SQL p95 / GraphQL p95');
console.log("cpu vs raw: raw SQL's CPU per request (this process and the PostgreSQL backends) / GraphQL's");
console.log('cpu ms/req: CPU time per request of this process (server, load generator, driver) and of the PostgreSQL backends');
saveResults('catalog-search', header, results, {
  connections: CONNECTIONS,
  databaseConnections: POSTGRES_POOL_SIZE,
  seconds: SECONDS,
  listings: LISTINGS,
  ...notes,
});
process.exit(0);
