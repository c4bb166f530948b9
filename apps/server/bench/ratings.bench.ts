import { sql } from 'drizzle-orm';
import { preparedRows, rows, type Db } from '../src/db/client.ts';
import { listingPageSql, type ListingSortKeys } from '../src/modules/catalog/catalog.queries.ts';
import { refreshAppRating } from '../src/modules/reviews/reviews.queries.ts';
import { onBothDatabases, withBenchDatabase } from './bench-database.ts';
import { generatePublishedListings } from './generate-listings.ts';
import { saveResults } from './results.ts';

/**
 * The catalogue's RATING order on 10,000 listings with 200,000 reviews: the first page and a page
 * after a cursor, the statement the server sends, as it sends it (a named prepared statement on PostgreSQL), run
 * REQUESTS times one after another; p50 / p95 in ms. The order walks the catalogue's stored key (catalog_sort_keys,
 * kept by triggers from app_ratings, which every review write rewrites), never aggregated or looked up per listed app
 * on a request; so does the POPULAR order, over 0 to 8 active installations per app (its count kept from
 * installations). The baseline, measured in the same run on the same data, is the default NEWEST order's same two
 * pages (an indexed column of the app itself): `p95 vs baseline` is the order's p95 over NEWEST's.
 * A review edit as the server writes it (the review, then its app's rating row, in one transaction) is timed too,
 * REQUESTS edits of different reviews; its baseline is the same edits with app_ratings_order_idx, the index the
 * RATING order used before catalog_sort_keys, put back (migration 0028 dropped it). Results go to
 * bench/results/ratings/.
 */
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 10_000);
const REVIEWS_PER_APP = Number(process.env.BENCH_REVIEWS_PER_APP ?? 20);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const PAGE = 50;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function bench(kind: 'pglite' | 'postgres'): Promise<string[][]> {
  return withBenchDatabase(kind, async ({ database }) => {
    const db = database.db;
    const started = performance.now();
    await generatePublishedListings(db, LISTINGS);
    // one vendor (with a user) per review slot; each writes one review of every app, ratings skewed to 4-5
    await db.execute(
      sql`insert into vendors (name, domain, country) select 'Bench Vendor ' || g, 'bench-vendor-' || g, 'IS' from generate_series(1, ${REVIEWS_PER_APP}) g`,
    );
    await db.execute(sql`insert into vendor_users (vendor_id, email, password_hash, first_name, last_name)
      select id, domain || '@bench.test', '!', 'Bench', name from vendors where domain like 'bench-vendor-%'`);
    await db.execute(sql`insert into reviews (app_id, vendor_id, vendor_user_id, rating, title, body, created_at, updated_at)
      select a.id, u.vendor_id, u.id, 1 + ((a.id * 7 + u.id * 13) % 5 + (a.id + u.id) % 3) % 5, 'Review', 'Bench review text.',
        now() - (u.id || ' hours')::interval, now() - (u.id || ' hours')::interval
      from apps a cross join vendor_users u where u.email like '%@bench.test'`);
    await db.execute(sql`insert into app_ratings (app_id, review_count, rating_sum, average, stars_1, stars_2, stars_3, stars_4, stars_5)
      select app_id, count(*)::int, sum(rating)::int, avg(rating)::real, count(*) filter (where rating = 1)::int,
        count(*) filter (where rating = 2)::int, count(*) filter (where rating = 3)::int, count(*) filter (where rating = 4)::int,
        count(*) filter (where rating = 5)::int
      from reviews group by app_id`);
    // 0 to 8 active installations per app (by the same vendors), for the POPULAR order
    await db.execute(sql`insert into installations (app_id, vendor_id)
      select a.id, v.id from apps a join vendors v on v.domain like 'bench-vendor-%'
        and substring(v.domain from 14)::int <= a.id % 9`);
    await db.execute(sql`analyze`);
    const [{ n, i }] = await rows<{ n: number; i: number }>(
      db,
      sql`select (select count(*)::int from reviews) as n, (select count(*)::int from installations) as i`,
    );
    console.log(
      `${kind}: ${LISTINGS} listings, ${n} reviews and ${i} installations in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const pages = async (sorting: 'RATING' | 'POPULAR' | 'NEWEST') => {
      const first = listingPageSql({ term: null, sorting, after: null, limit: PAGE + 1 });
      const page = await rows<{ c0: number; k1: number }>(db, first);
      const after: ListingSortKeys = [page[PAGE - 1]!.c0, page[PAGE - 1]!.k1];
      return { first, next: listingPageSql({ term: null, sorting, after, limit: PAGE + 1 }) };
    };
    const timed = async (statement: ReturnType<typeof listingPageSql>) => {
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const t0 = performance.now();
        // as the server sends it (findListingPage): on PostgreSQL a named prepared statement, planned per connection
        await preparedRows(db, statement);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      return { p50: percentile(times, 50), p95: percentile(times, 95) };
    };
    const rating = await pages('RATING');
    const popular = await pages('POPULAR');
    const newest = await pages('NEWEST');
    const results: string[][] = [];
    for (const [order, name, statement, baseline] of [
      ['RATING', 'first page', rating.first, newest.first],
      ['RATING', 'after a cursor', rating.next, newest.next],
      ['POPULAR', 'first page', popular.first, newest.first],
      ['POPULAR', 'after a cursor', popular.next, newest.next],
    ] as const) {
      // interleaved: a busy moment of the machine falls on both
      const base = await timed(baseline);
      const own = await timed(statement);
      results.push([
        kind,
        order,
        name,
        own.p50.toFixed(1),
        own.p95.toFixed(1),
        base.p50.toFixed(1),
        base.p95.toFixed(1),
        (own.p95 / base.p95).toFixed(2),
      ]);
    }
    results.push([kind, 'review edit', 'rating row rewritten', ...(await reviewEdits(db))]);
    return results;
  });
}

/** p50 / p95 of review edits without app_ratings_order_idx, the same with it (the baseline), and the p95 ratio. */
async function reviewEdits(db: Db): Promise<string[]> {
  const edited = await rows<{ id: number; app_id: number }>(db, sql`select id, app_id from reviews order by id limit ${REQUESTS}`);
  const times = { own: [] as number[], base: [] as number[] };
  // in halves, interleaved: a busy moment of the machine falls on both
  for (const [half, withIndex] of [
    [0, true],
    [0, false],
    [1, true],
    [1, false],
  ] as const) {
    if (withIndex) await db.execute(sql`create index app_ratings_order_idx on app_ratings (average desc, review_count desc, app_id)`);
    for (const r of edited.filter((_, i) => i % 2 === half)) {
      const t0 = performance.now();
      await db.transaction(async (tx) => {
        await tx.execute(sql`update reviews set rating = rating % 5 + 1, updated_at = now() where id = ${r.id}`);
        await refreshAppRating(tx as unknown as Db, r.app_id);
      });
      (withIndex ? times.base : times.own).push(performance.now() - t0);
    }
    if (withIndex) await db.execute(sql`drop index app_ratings_order_idx`);
  }
  const own = times.own.sort((a, b) => a - b);
  const base = times.base.sort((a, b) => a - b);
  return [
    percentile(own, 50).toFixed(1),
    percentile(own, 95).toFixed(1),
    percentile(base, 50).toFixed(1),
    percentile(base, 95).toFixed(1),
    (percentile(own, 95) / percentile(base, 95)).toFixed(2),
  ];
}

const table = await onBothDatabases(bench);
const header = ['database', 'order', 'page', 'p50 ms', 'p95 ms', 'baseline p50 ms', 'baseline p95 ms', 'p95 vs baseline'];
console.log(header.join(' | '));
for (const row of table) console.log(row.join(' | '));
saveResults('ratings', header, table, { listings: LISTINGS, reviewsPerApp: REVIEWS_PER_APP, installsPerApp: '0-8', requests: REQUESTS });
