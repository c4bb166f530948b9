import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { apps, funnelDaily, rateLimits } from '../../src/db/schema/index.ts';
import { purgeExpiredCounters } from '../../src/modules/accounts/throttle.ts';
import { sha256Hex } from '../../src/lib/crypto.ts';
import { FUNNEL_PAGES_PER_DAY } from '../../src/modules/funnel/funnel-counter.ts';
import { issueVisitToken, VISIT_HEADER, VISIT_TOKEN_MS } from '../../src/modules/funnel/visit-token.ts';
import { encryptSecret } from '../../src/lib/crypto.ts';
import type { FunnelCounter } from '../../src/modules/funnel/funnel-counter.ts';
import type { Services } from '../../src/services.ts';
import { createListedApp, createTeam } from '../fixtures.ts';
import { createTestApp, databaseUrlOf, type TestApp } from '../harness.ts';
import { exchange, installRedirect, vendorLogin } from '../oauth-support.ts';
import { hashPassword } from '../../src/modules/accounts/passwords.ts';
import { vendorUsers, vendors } from '../../src/db/schema/index.ts';

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

  /** A page the visitor's browser opens, from the visitor's address (`from`). */
  const page = (url: string, headers: Record<string, string> = {}, from = '127.0.0.1') =>
    t.app.inject({
      method: 'GET',
      url,
      remoteAddress: from,
      headers: { accept: 'text/html', host: HOST, 'user-agent': BROWSER, ...headers },
    });
  /** A store query of the browser, echoing the visit token of a page the server sent. */
  const ask = async (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}, from = '127.0.0.1') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/appstore/graphql',
      remoteAddress: from,
      headers: {
        'content-type': 'application/json',
        'x-csrf-protection': '1',
        host: HOST,
        'user-agent': BROWSER,
        [VISIT_HEADER]: issueVisitToken(t.config.secretKey),
        ...headers,
      },
      payload: JSON.stringify({ query, variables }),
    });
    return { headers: res.headers, ...res.json() };
  };
  const settled = async (appId: number) => {
    await funnel.flush();
    return countsOf(t.db, appId);
  };
  // a test's visits start a fresh day for every visitor
  const reset = async () => {
    await t.db.delete(funnelDaily);
    // the visitors' daily caps (every counter is stored as a digest, so the funnel's cannot be told apart)
    await t.db.delete(rateLimits);
  };

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
    // four visitors. Rendered on the server: its own listing query (and the reviews) must not count a second time
    const rendered = await page(`/app-details/${pier.listing.id}?from=search`, {}, '198.51.100.1');
    expect(rendered.statusCode).toBe(200);
    // from the page cache, reached from the home page
    await page(`/app-details/${pier.listing.id}`, { referer: `http://${HOST}/` }, '198.51.100.2');
    // a link from another site
    await page(`/app-details/${pier.listing.id}`, { referer: 'https://elsewhere.example/?from=home' }, '198.51.100.3');
    // a navigation in the browser: the listing's query (its Referer is the listing's URL, with the card's from=),
    // then the reviews, which are no view
    const inBrowser = { referer: `http://${HOST}/app-details/${pier.listing.id}?from=category` };
    await ask(LISTING, { id: String(pier.listing.id) }, inBrowser, '198.51.100.4');
    await ask(REVIEWS, { id: String(pier.listing.id) }, inBrowser, '198.51.100.4');
    expect(await settled(pier.app.id)).toEqual({
      'LISTING_VIEW SEARCH': 1,
      'LISTING_VIEW HOME': 1,
      'LISTING_VIEW DIRECT': 1,
      'LISTING_VIEW CATEGORY': 1,
    });
  });

  it("counts nothing for bots, HEAD requests, prefetches, another site's images and frames, and unknown listings", async () => {
    await reset();
    await page('/', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await page(`/app-details/${pier.listing.id}`, { 'user-agent': 'facebookexternalhit/1.1' });
    await page('/apps?q=pier', { 'user-agent': '' });
    await ask(CARDS, { filter: {} }, { 'user-agent': 'curl/8.5.0' });
    await ask(LISTING, { id: String(pier.listing.id) }, { 'user-agent': 'Slackbot-LinkExpanding 1.0' });
    await t.app.inject({ method: 'HEAD', url: '/', headers: { host: HOST, 'user-agent': BROWSER } });
    await page('/app-details/999999');
    // a prefetch of a link the visitor may never follow, and the page as another site's image or frame
    await page(`/app-details/${pier.listing.id}`, { 'sec-purpose': 'prefetch' });
    await page(`/app-details/${pier.listing.id}`, { purpose: 'prefetch' });
    await page(`/app-details/${pier.listing.id}`, { 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors' });
    await page('/', { 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate' });
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
    // the same visitor clicking again the same day counts no more; another visitor does
    await page(`/vendor/install/${pier.app.id}?from=home`, { cookie });
    await page(`/vendor/install/${pier.app.id}?from=home`, { cookie }, '198.51.100.9');
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
    await page('/', { 'x-forwarded-for': '203.0.113.9' }, '203.0.113.10');
    await funnel.flush();
    const columns = await t.database.rawQuery<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'funnel_daily' order by column_name`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(['app_id', 'count', 'day', 'source', 'step']);
    const [row] = await t.db.select({ text: sql<string>`string_agg(${funnelDaily}::text, ' ')` }).from(funnelDaily);
    expect(row!.text).not.toMatch(/127\.0\.0\.1|203\.0\.113\.(9|10)|HeadlessChrome/);
  });

  it("keeps a visitor's daily caps under a keyed hash of the address and the day, deleted once the day is over", async () => {
    await reset();
    await page(`/app-details/${pier.listing.id}`, {}, '203.0.113.10');
    await funnel.flush();
    const caps = await t.db.select().from(rateLimits);
    // one counter for the one view, stored as the digest of a key that itself names the visitor by a keyed hash
    expect(caps.map((c) => c.key)).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
    expect(caps[0]!.key).not.toBe(sha256Hex(`funnel:203.0.113.10:LISTING_VIEW:${pier.app.id}`));
    // the counters end at the end of the visitor's UTC day (or a few minutes after a visit just before it)
    const midnight = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`).getTime() + 86_400_000;
    expect(caps[0]!.resetAt.getTime()).toBeGreaterThanOrEqual(midnight);
    expect(caps[0]!.resetAt.getTime()).toBeLessThanOrEqual(Math.max(midnight, Date.now() + 600_000));
    await t.db.update(rateLimits).set({ resetAt: new Date(Date.now() - 1000) });
    await purgeExpiredCounters(t.db);
    expect(await t.db.select().from(rateLimits)).toEqual([]);
  });

  it('counts a listing view once per visitor and day, however often it is asked for and however it is asked', async () => {
    await reset();
    const listing = `/app-details/${pier.listing.id}`;
    // 20 page loads and 20 queries from one address: one view
    for (let i = 0; i < 20; i++) {
      await page(i % 2 ? listing : `${listing}?from=search`, {}, '192.0.2.50');
      await ask(LISTING, { id: String(pier.listing.id) }, { referer: `http://${HOST}${listing}?from=home` }, '192.0.2.50');
    }
    // another address of the same IPv6 /64 is the same visitor; another /64 is another
    await page(listing, {}, '2001:db8:5:6::1');
    await page(listing, {}, '2001:db8:5:6::2');
    await page(listing, {}, '2001:db8:5:7::1');
    const counted = await settled(pier.app.id);
    expect(counted['LISTING_VIEW SEARCH']).toBe(1);
    expect(counted['LISTING_VIEW DIRECT']).toBe(2);
    expect(Object.entries(counted).filter(([key]) => key.startsWith('LISTING_VIEW'))).toHaveLength(2);
  });

  it(`counts a visitor's cards on its first ${FUNNEL_PAGES_PER_DAY} pages a day only`, async () => {
    await reset();
    for (let i = 0; i < FUNNEL_PAGES_PER_DAY + 5; i++) await page(i % 2 ? '/' : '/?utm_source=mail', {}, '192.0.2.60');
    for (let i = 0; i < 3; i++) await ask(CARDS, { filter: {} }, { referer: `http://${HOST}/` }, '192.0.2.60');
    await page('/', {}, '192.0.2.61');
    expect(await settled(pier.app.id)).toEqual({ 'IMPRESSION HOME': FUNNEL_PAGES_PER_DAY + 1 });
  });

  it('counts a query of the browser only with the visit token of a page the server sent, and renews one that ages', async () => {
    await reset();
    const listing = { id: String(pier.listing.id) };
    const home = await page('/', { 'user-agent': 'Googlebot/2.1' });
    const config = JSON.parse(/<meta name="app-config" content="([^"]*)"/.exec(home.body)![1]!.replaceAll('&quot;', '"')) as {
      visit: string;
    };
    expect(config.visit).toMatch(/^\d+\.[\w-]{22}$/);
    // no token, a made-up one, one of another server, one that ran out: a script that loaded no page counts nothing
    const past = Date.now() - VISIT_TOKEN_MS - 61_000;
    for (const [i, token] of [
      '',
      '9999999999.AAAAAAAAAAAAAAAAAAAAAA',
      issueVisitToken('another-secret-key-of-32-characters!'),
      issueVisitToken(t.config.secretKey, past),
    ].entries()) {
      await ask(LISTING, listing, { [VISIT_HEADER]: token }, `192.0.2.7${i}`);
    }
    await ask(CARDS, { filter: {} }, { [VISIT_HEADER]: '' }, '192.0.2.79');
    expect(await settled(pier.app.id)).toEqual({});
    // the page's own token counts, and is not renewed while it is fresh
    const fresh = await ask(LISTING, listing, { [VISIT_HEADER]: config.visit }, '192.0.2.80');
    expect(fresh.headers[VISIT_HEADER]).toBeUndefined();
    expect(await settled(pier.app.id)).toEqual({ 'LISTING_VIEW DIRECT': 1 });
    // past half its life an answer brings a new one, good for the hour
    const ageing = await ask(
      LISTING,
      listing,
      { [VISIT_HEADER]: issueVisitToken(t.config.secretKey, Date.now() - VISIT_TOKEN_MS * 0.6) },
      '192.0.2.81',
    );
    const renewed = String(ageing.headers[VISIT_HEADER]);
    expect(Number(renewed.split('.')[0]) * 1000).toBeGreaterThan(Date.now() + VISIT_TOKEN_MS * 0.9);
    await ask(LISTING, listing, { [VISIT_HEADER]: renewed }, '192.0.2.82');
    expect(await settled(pier.app.id)).toEqual({ 'LISTING_VIEW DIRECT': 3 });
  });

  it("adds up the counts of two server processes on one database, and holds each visitor's caps across them", async () => {
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
      const askOther = (query = CARDS, variables: Record<string, unknown> = { filter: { searchTerm: 'pier' } }, from = '127.0.0.1') =>
        other.inject({
          method: 'POST',
          url: '/appstore/graphql',
          remoteAddress: from,
          headers: {
            'content-type': 'application/json',
            'x-csrf-protection': '1',
            'user-agent': BROWSER,
            host: HOST,
            referer: `http://${HOST}/`,
            [VISIT_HEADER]: issueVisitToken(t.config.secretKey),
          },
          payload: JSON.stringify({ query, variables }),
        });
      // one busy visitor asks both processes for the home page's cards and the listing, many times at once
      const busy = '192.0.2.90';
      const home = { referer: `http://${HOST}/` };
      await Promise.all([
        ...Array.from({ length: 5 }, () => ask(CARDS, { filter: { searchTerm: 'pier' } })),
        ...Array.from({ length: 7 }, () => askOther()),
        ...Array.from({ length: 20 }, () => ask(CARDS, { filter: {} }, home, busy)),
        ...Array.from({ length: 20 }, () => askOther(CARDS, { filter: {} }, busy)),
        ...Array.from({ length: 5 }, () => ask(LISTING, { id: String(pier.listing.id) }, home, busy)),
        ...Array.from({ length: 5 }, () => askOther(LISTING, { id: String(pier.listing.id) }, busy)),
      ]);
      await Promise.all([funnel.flush(), otherFunnel.flush()]);
      // and once more each, so both add to a row that exists
      await Promise.all([ask(CARDS, { filter: { searchTerm: 'pier' } }), askOther()]);
    } finally {
      // closing the app writes what it still holds
      await other.close();
      if (second !== t.database) await second.close();
    }
    expect(await settled(pier.app.id)).toEqual({
      'IMPRESSION SEARCH': 14,
      'IMPRESSION HOME': FUNNEL_PAGES_PER_DAY,
      'LISTING_VIEW DIRECT': 1,
    });
  });
});
