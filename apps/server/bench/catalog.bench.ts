/**
 * Catalogue benchmark: 10,000 published listings; the store's home query and a search query through
 * GraphQL (the real server over HTTP, autocannon, 20 connections), as served (with the catalogue response
 * cache) and with the cache off, side by side with the same SQL run directly through the database driver
 * at the same concurrency; on PGlite and on PostgreSQL.
 *
 *   npm run bench                       PGlite, plus PostgreSQL at BENCH_DATABASE_URL or TEST_DATABASE_URL
 *   BENCH_SECONDS=10 BENCH_LISTINGS=10000 npm run bench
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PgDialect } from 'drizzle-orm/pg-core';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createLocalStorage } from '../src/modules/files/storage.ts';
import { expandTerm, listingCountSql, listingPageSql, parseSearchTerm } from '../src/modules/catalog/catalog.queries.ts';
import { defaultSorting } from '@appstore/shared';
import { generatePublishedListings } from './generate-listings.ts';
import { BENCH_PG_URL, createScratchDatabase, onBothDatabases } from './bench-database.ts';
import { percentile, postLoad, printTable, type Figures } from './http-load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 10_000);
const CONNECTIONS = 20;
const SEARCH_TERM = 'quikbooks export';
const PG_URL = BENCH_PG_URL;

// the documents the web app sends (home: first 50, empty term; search: first 50 with the term)
const LIST_QUERY = `query PublicAppListings($filter: PublicAppListingFilter, $first: Int, $after: String) {
  publicAppListings(filter: $filter, first: $first, after: $after) {
    totalCount
    edges { cursor node { id appId name tagLine chargeType freeTrialDays oneTimeChargeAmount icon { sourceUrl }
      pricePlans { planId name pricePlan { type monthlyAmount yearlyAmount bookingFeePercentage } } } }
    pageInfo { endCursor hasNextPage }
  }
}`;

function graphqlLoad(url: string, searchTerm: string): Promise<Figures> {
  return postLoad({
    url,
    headers: { 'content-type': 'application/json', 'x-csrf-protection': '1' },
    body: JSON.stringify({ query: LIST_QUERY, variables: { filter: { searchTerm }, first: 50 } }),
    connections: CONNECTIONS,
    seconds: SECONDS,
    accept: (json) => !json.errors && Boolean((json.data as { publicAppListings?: { edges: unknown[] } })?.publicAppListings?.edges.length),
  });
}

/** The same statements GraphQL runs for the list (page + count), straight through the driver. */
async function rawLoad(database: Database, searchTerm: string): Promise<Figures> {
  const dialect = new PgDialect();
  const parsed = parseSearchTerm(searchTerm);
  const term = parsed && (await expandTerm(database.db, parsed));
  const page = dialect.sqlToQuery(listingPageSql({ term, sorting: defaultSorting(term?.text), after: null, limit: 51 }));
  const count = dialect.sqlToQuery(listingCountSql(term));
  const latencies: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const start = performance.now();
      await Promise.all([database.rawQuery(page.sql, page.params), database.rawQuery(count.sql, count.params)]);
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / SECONDS, p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}

async function benchDatabase(kind: 'pglite' | 'postgres') {
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
  try {
    for (const [scenario, term] of [
      ['home', ''],
      [`search "${SEARCH_TERM}"`, SEARCH_TERM],
    ] as const) {
      const raw = await rawLoad(database, term);
      for (const [path, url] of [
        ['GraphQL, cached', cachedUrl],
        ['GraphQL, no cache', uncachedUrl],
      ] as const) {
        const gql = await graphqlLoad(url, term);
        rows.push([kind, scenario, path, gql.rps.toFixed(0), gql.p50.toFixed(1), gql.p95.toFixed(1), (gql.rps / raw.rps).toFixed(2)]);
      }
      rows.push([kind, scenario, 'raw SQL', raw.rps.toFixed(0), raw.p50.toFixed(1), raw.p95.toFixed(1), '']);
    }
  } finally {
    await cached.close();
    await uncached.close();
    await database.close();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

const header = ['database', 'scenario', 'path', 'req/s', 'p50 ms', 'p95 ms', 'GraphQL/raw'];
const results = await onBothDatabases(benchDatabase);
printTable(`${CONNECTIONS} connections, ${SECONDS} s per run, ${LISTINGS} listings`, header, results);
process.exit(0);
