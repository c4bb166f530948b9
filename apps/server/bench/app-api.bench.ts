/**
 * App API benchmark: an installed app reading a vendor's data through POST /api/graphql with its access
 * token (the real server over HTTP, autocannon, 20 connections): the `vendor` query (token lookup alone),
 * `experiences(first: 20)` and `bookings(first: 20)` with each booking's experience and customer. The data is
 * the demo seed (1,000 vendors with experiences and bookings) plus BENCH_BOOKINGS more bookings for the
 * benchmarked vendor, so its lists are paged and counted over a realistic number of rows. On PGlite, and on
 * PostgreSQL at BENCH_DATABASE_URL or TEST_DATABASE_URL.
 *
 *   npx tsx bench/app-api.bench.ts
 *   BENCH_SECONDS=10 BENCH_BOOKINGS=20000 npx tsx bench/app-api.bench.ts
 */
import { eq, sql } from 'drizzle-orm';
import { APP_SCOPES } from '@appstore/shared';
import { buildApp } from '../src/app.ts';
import { apps, installations, organizations, vendors } from '../src/db/schema/index.ts';
import { issueAccessToken } from '../src/modules/oauth/tokens.ts';
import { createLocalStorage } from '../src/modules/files/storage.ts';
import { seedExperiencesAndBookings } from '../src/seed/experiences.ts';
import { seededRandom } from '../src/seed/random.ts';
import { seedVendors } from '../src/seed/vendors.ts';
import { onBothDatabases, withBenchDatabase } from './bench-database.ts';
import { postLoad, printTable, type Figures } from './http-load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const EXTRA_BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 5000);
const CONNECTIONS = 20;

const SCENARIOS: [name: string, query: string][] = [
  ['vendor (token only)', '{ vendor { id name domain country } }'],
  [
    'experiences(first: 20)',
    '{ experiences(first: 20) { totalCount edges { cursor node { id name description price currency activated availableSeats } } pageInfo { endCursor hasNextPage } } }',
  ],
  [
    'bookings(first: 20)',
    `{ bookings(first: 20) { totalCount edges { cursor node { id confirmationCode status date participants totalPrice paidAmount balanceDue currency
      experience { id name } customer { firstName lastName email } } } pageInfo { endCursor hasNextPage } } }`,
  ],
];

function load(url: string, token: string, query: string): Promise<Figures> {
  return postLoad({
    url,
    headers: { 'content-type': 'application/json', 'x-bokun-app-access-token': token },
    body: JSON.stringify({ query }),
    connections: CONNECTIONS,
    seconds: SECONDS,
    accept: (json) => !json.errors && Boolean(json.data),
  });
}

async function benchDatabase(kind: 'pglite' | 'postgres') {
  return withBenchDatabase(kind, async ({ database, config, dataDir }) => {
    const db = database.db;
    const rows: string[][] = [];
    const started = performance.now();
    const seeded = await seedVendors(db, seededRandom(20261121), 'not-a-hash');
    const seed = await seedExperiencesAndBookings(db, seeded);
    const [vendor] = await db.select().from(vendors).where(eq(vendors.domain, 'demo-tours'));
    await db.execute(sql`
      insert into bookings (vendor_id, experience_id, confirmation_code, date, participants, customer_first_name, customer_last_name,
        customer_email, total_price, currency)
      select ${vendor!.id}, e.ids[1 + g % array_length(e.ids, 1)], 'BEN-' || lpad(g::text, 6, '0'), current_date + (g % 120),
        1 + g % 4, 'Guest', 'Number ' || g, 'guest' || g || '@example.com', 50 * (1 + g % 4), 'USD'
      from generate_series(1, ${EXTRA_BOOKINGS}) g,
        (select array_agg(id order by id) as ids from experiences where vendor_id = ${vendor!.id}) e`);
    const [org] = await db
      .insert(organizations)
      .values({ businessName: 'Bench Partner', termsApiAgreed: true, termsPartnerAgreed: true })
      .returning();
    const [app] = await db
      .insert(apps)
      .values({
        organizationId: org!.id,
        name: 'Bench App',
        status: 'PUBLISHED',
        apiContactEmail: 'api@bench.example',
        apiKey: 'bench-key',
        secretKeyEncrypted: 'x',
      })
      .returning();
    const [installation] = await db
      .insert(installations)
      .values({ appId: app!.id, vendorId: vendor!.id, scopes: [...APP_SCOPES] })
      .returning();
    const token = await issueAccessToken(db, { installationId: installation!.id, scopes: APP_SCOPES });
    // the steady state of a live database, where autovacuum has seen the bulk inserts: without statistics the
    // planner takes the vendor's 5,000 bookings for a handful and sorts them instead of reading the index
    await database.rawQuery('vacuum analyze');
    console.log(
      `${kind}: seeded ${seed.experiences} experiences and ${seed.bookings} bookings for 1,000 vendors, plus ${EXTRA_BOOKINGS} bookings for Demo Tours, ` +
        `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const storage = createLocalStorage({ dataDir, publicUrl: config.publicUrl, secretKey: config.secretKey });
    const server = await buildApp({ config, database, storage, logger: false });
    const url = `${await server.listen({ port: 0, host: '127.0.0.1' })}/api/graphql`;
    try {
      for (const [name, query] of SCENARIOS) {
        const f = await load(url, token, query);
        rows.push([kind, name, f.rps.toFixed(0), f.p50.toFixed(1), f.p95.toFixed(1)]);
      }
    } finally {
      await server.close();
    }
    return rows;
  });
}

const header = ['database', 'query', 'req/s', 'p50 ms', 'p95 ms'];
const results = await onBothDatabases(benchDatabase);
printTable(`${CONNECTIONS} connections, ${SECONDS} s per run, App API with an access token (all scopes)`, header, results);
process.exit(0);
