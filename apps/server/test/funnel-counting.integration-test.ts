import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { apps, funnelDaily } from '../src/db/schema/index.ts';
import { encryptSecret } from '../src/lib/crypto.ts';
import type { FunnelCounter } from '../src/modules/funnel/funnel-counter.ts';
import type { Services } from '../src/services.ts';
import { createListedApp, createTeam } from './fixtures.ts';
import { createTestApp, databaseUrlOf, type TestApp } from './harness.ts';
import { exchange, installRedirect, vendorLogin } from './oauth-support.ts';
import { hashPassword } from '../src/modules/accounts/passwords.ts';
import { vendorUsers, vendors } from '../src/db/schema/index.ts';

const INDEX_HTML = `<!doctype html><html><head><meta charset="utf-8"><title>App Store</title><!--app-head--></head>
<body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>`;

/**
 * A stand-in for apps/web/dist-ssr/entry-server.js that asks what the store's pages ask (store-pages.ts in the
 * web app): the cards of home and search with their appId, a listing with its appId, and its reviews without.
 */
const ENTRY_SERVER = `
const CARDS = 'query PublicAppListings($filter: PublicAppListingFilter) { publicAppListings(filter: $filter, first: 50) { edges { node { id appId name } } } }';
const LISTING = 'query PublicAppListing($id: ID!) { publicAppListing(id: $id) { id appId name } }';
const REVIEWS = 'query PublicAppReviews($id: ID!) { publicAppListing(id: $id) { id name } }';
export async function renderStorePage(url, { transport, beforeRender }) {
  const { pathname, searchParams } = new URL(url, 'http://store.invalid');
  const details = /^\\/app-details\\/([^/]+)$/.exec(pathname);
  const queries = details
    ? [{ operationName: 'PublicAppListing', query: LISTING, variables: { id: details[1] } }, { operationName: 'PublicAppReviews', query: REVIEWS, variables: { id: details[1] } }]
    : [{ operationName: 'PublicAppListings', query: CARDS, variables: { filter: { searchTerm: searchParams.get('q') ?? undefined, category: searchParams.get('category') ?? undefined } } }];
  const results = await Promise.all(queries.map((q) => transport(q)));
  if (results.some((r) => r.errors)) throw new Error('A store page query failed');
  await beforeRender?.();
  return {
    status: 200, meta: {}, view: null, preloadImages: [],
    dataElement: '<script type="application/json" id="store-data">{}</script>',
    pipe(destination) { destination.end('<main>' + JSON.stringify(results[0].data) + '</main>'); return destination; },
  };
}
`;

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
const HOST = 'store.test';

const CARDS = `query PublicAppListings($filter: PublicAppListingFilter) { publicAppListings(filter: $filter, first: 50) { edges { node { id appId name } } } }`;
const LISTING = `query PublicAppListing($id: ID!) { publicAppListing(id: $id) { id appId name } }`;
const REVIEWS = `query PublicAppReviews($id: ID!) { publicAppListing(id: $id) { id name } }`;

type Counts = Record<string, number>;

/** The app's counters as `STEP SOURCE` → count (days together). */
async function countsOf(db: TestApp['db'], appId: number): Promise<Counts> {
  const rows = await db.select().from(funnelDaily).where(eq(funnelDaily.appId, appId));
  const counts: Counts = {};
  for (const r of rows) counts[`${r.step} ${r.source}`] = (counts[`${r.step} ${r.source}`] ?? 0) + Number(r.count);
  return counts;
}

describe('the listing funnel counts store pages, store queries and the install flow', () => {
  let t: TestApp;
  let funnel: FunnelCounter;
  let pier: Awaited<ReturnType<typeof createListedApp>>;
  let reef: Awaited<ReturnType<typeof createListedApp>>;

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', host: HOST, 'user-agent': BROWSER, ...headers } });
  const ask = (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.gql(query, variables, { host: HOST, 'user-agent': BROWSER, ...headers });
  const settled = async (appId: number) => {
    await funnel.flush();
    return countsOf(t.db, appId);
  };
  const reset = () => t.db.delete(funnelDaily);

  beforeAll(async () => {
    const webDist = join(process.env.TMPDIR ?? '/tmp', `funnel-${process.pid}-${Date.now()}`, 'dist');
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    mkdirSync(join(webDist, '..', 'dist-ssr'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    writeFileSync(join(webDist, '..', 'dist-ssr', 'entry-server.js'), ENTRY_SERVER);
    t = await createTestApp({ webDist, extend: (_app, services: Services) => void (funnel = services.funnel) });
    const acme = await createTeam(t.db, 'Acme');
    pier = await createListedApp(t.db, { organizationId: acme.org.id, name: 'Pier Sync', searchTerms: ['pier'] });
    reef = await createListedApp(t.db, { organizationId: acme.org.id, name: 'Reef Tickets' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts the cards of the home page once per serving, also when it comes from the page cache', async () => {
    await reset();
    const first = await page('/');
    const second = await page('/?utm_source=mail');
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.headers['server-timing']).toContain('cache');
    expect(await settled(pier.app.id)).toEqual({ 'IMPRESSION HOME': 2 });
    expect(await settled(reef.app.id)).toEqual({ 'IMPRESSION HOME': 2 });
  });

  it("counts a search page's cards as search, and the plain list as direct", async () => {
    await reset();
    await page('/apps?q=pier');
    await page('/apps?q=pier');
    await page('/apps');
    expect(await settled(pier.app.id)).toEqual({ 'IMPRESSION SEARCH': 2, 'IMPRESSION DIRECT': 1 });
    expect(await settled(reef.app.id)).toEqual({ 'IMPRESSION DIRECT': 1 });
  });

  it("counts the browser's queries by what they asked, a cached answer too, and the page it asked from", async () => {
    await reset();
    await ask(CARDS, { filter: { searchTerm: 'pier' } });
    const again = await ask(CARDS, { filter: { searchTerm: 'pier' } });
    expect(again.headers['x-catalog-cache']).toBe('hit');
    await ask(CARDS, { filter: {} }, { referer: `http://${HOST}/` });
    await ask(CARDS, { filter: {} }, { referer: 'https://elsewhere.example/' });
    await ask(CARDS, { filter: { category: 'no-such-category' } });
    expect(await settled(pier.app.id)).toEqual({ 'IMPRESSION SEARCH': 2, 'IMPRESSION HOME': 1, 'IMPRESSION DIRECT': 1 });
  });

  it('counts a listing page once, whether rendered on the server or asked for by the browser, with its source', async () => {
    await reset();
    // rendered on the server: its own listing query (and the reviews) must not count a second time
    const rendered = await page(`/app-details/${pier.listing.id}?from=search`);
    expect(rendered.statusCode).toBe(200);
    // from the page cache, reached from the home page
    await page(`/app-details/${pier.listing.id}`, { referer: `http://${HOST}/` });
    // a link from another site
    await page(`/app-details/${pier.listing.id}`, { referer: 'https://elsewhere.example/?from=home' });
    // a navigation in the browser: the listing's query (its Referer is the listing's URL, with the card's from=),
    // then the reviews, which are no view
    await ask(LISTING, { id: String(pier.listing.id) }, { referer: `http://${HOST}/app-details/${pier.listing.id}?from=category` });
    await ask(REVIEWS, { id: String(pier.listing.id) }, { referer: `http://${HOST}/app-details/${pier.listing.id}?from=category` });
    expect(await settled(pier.app.id)).toEqual({
      'LISTING_VIEW SEARCH': 1,
      'LISTING_VIEW HOME': 1,
      'LISTING_VIEW DIRECT': 1,
      'LISTING_VIEW CATEGORY': 1,
    });
  });

  it('counts nothing for bots, HEAD requests and unknown listings', async () => {
    await reset();
    await page('/', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await page(`/app-details/${pier.listing.id}`, { 'user-agent': 'facebookexternalhit/1.1' });
    await page('/apps?q=pier', { 'user-agent': '' });
    await ask(CARDS, { filter: {} }, { 'user-agent': 'curl/8.5.0' });
    await ask(LISTING, { id: String(pier.listing.id) }, { 'user-agent': 'Slackbot-LinkExpanding 1.0' });
    await t.app.inject({ method: 'HEAD', url: '/', headers: { host: HOST, 'user-agent': BROWSER } });
    await page('/app-details/999999');
    expect(await settled(pier.app.id)).toEqual({});
    expect(await settled(reef.app.id)).toEqual({});
  });

  it('counts the Install click with its source, the consent page and the completed install', async () => {
    await reset();
    const secret = 'funnel-secret';
    const redirect = 'https://partner.example.com/callback';
    await t.db
      .update(apps)
      .set({
        appUrl: 'https://partner.example.com/launch',
        redirectUrlWhitelist: redirect,
        secretKeyEncrypted: encryptSecret(secret, t.config.secretKey),
      })
      .where(eq(apps.id, pier.app.id));
    const [vendor] = await t.db.insert(vendors).values({ name: 'Fjord Tours', domain: 'fjord-funnel', country: 'NO' }).returning();
    await t.db.insert(vendorUsers).values({
      vendorId: vendor!.id,
      email: 'v@fjord.test',
      passwordHash: await hashPassword('vendor-pass-1'),
      firstName: 'V',
      lastName: 'F',
    });
    const cookie = await vendorLogin(t, 'v@fjord.test', 'vendor-pass-1');

    const listingPage = `http://${HOST}/app-details/${pier.listing.id}?from=search`;
    const click = await page(`/vendor/install/${pier.app.id}`, { cookie, referer: listingPage });
    expect(click.statusCode).toBe(302);
    await page(`/vendor/install/${pier.app.id}?from=home`, { cookie });
    const to = await installRedirect(t, cookie, { client_id: pier.app.apiKey, redirect_uri: redirect, scope: 'BOOKINGS_READ', state: 's' });
    const token = await exchange(t, {
      client_id: pier.app.apiKey,
      client_secret: secret,
      code: to.searchParams.get('code')!,
      redirect_uri: redirect,
    });
    expect(token.status).toBe(200);
    expect(await settled(pier.app.id)).toEqual({
      'INSTALL_CLICK SEARCH': 1,
      'INSTALL_CLICK HOME': 1,
      'CONSENT_SHOWN DIRECT': 1,
      'INSTALL_COMPLETED DIRECT': 1,
    });
  });

  it('keeps only the app, the day, the source, the step and the count: no address, cookie or user', async () => {
    await page('/', { 'x-forwarded-for': '203.0.113.9' });
    await funnel.flush();
    const columns = await t.database.rawQuery<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'funnel_daily' order by column_name`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(['app_id', 'count', 'day', 'source', 'step']);
    const [row] = await t.db.select({ text: sql<string>`string_agg(${funnelDaily}::text, ' ')` }).from(funnelDaily);
    expect(row!.text).not.toMatch(/127\.0\.0\.1|203\.0\.113\.9|HeadlessChrome/);
  });

  it('adds up the counts of two server processes on one database', async () => {
    await reset();
    // a second app on the same database: its own pool on PostgreSQL, the one in-memory database on PGlite
    const second: Database =
      process.env.TEST_DB === 'postgres'
        ? await openDatabase({ databaseUrl: await databaseUrlOf(t.database), dataDir: t.dataDir, migrate: false })
        : t.database;
    let otherFunnel!: FunnelCounter;
    const other: FastifyInstance = await buildApp({
      config: t.config,
      database: second,
      storage: t.storage,
      logger: false,
      webDist: join(t.dataDir, 'no-web'),
      extend: (_app, services) => void (otherFunnel = services.funnel),
    });
    try {
      const askOther = () =>
        other.inject({
          method: 'POST',
          url: '/appstore/graphql',
          headers: { 'content-type': 'application/json', 'x-csrf-protection': '1', 'user-agent': BROWSER },
          payload: JSON.stringify({ query: CARDS, variables: { filter: { searchTerm: 'pier' } } }),
        });
      await Promise.all([
        ...Array.from({ length: 5 }, () => ask(CARDS, { filter: { searchTerm: 'pier' } })),
        ...Array.from({ length: 7 }, askOther),
      ]);
      await Promise.all([funnel.flush(), otherFunnel.flush()]);
      // and once more each, so both add to a row that exists
      await Promise.all([ask(CARDS, { filter: { searchTerm: 'pier' } }), askOther()]);
    } finally {
      // closing the app writes what it still holds
      await other.close();
      if (second !== t.database) await second.close();
    }
    expect(await settled(pier.app.id)).toEqual({ 'IMPRESSION SEARCH': 14 });
  });
});
