import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appListings, apps } from '../../src/db/schema/index.ts';
import { createCatalogResponseCache } from '../../src/modules/catalog/catalog.cache.ts';
import { GRAPHQL_BODY_LIMIT } from '../../src/graphql/request-size.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { catalogRequest } from '../support/catalog.ts';
import { createListedApp, createOrganization, createTeam } from '../fixtures.ts';
import { loginCookie } from '../apps-session.ts';
import { LISTING_UPDATE, listingInput } from '../listing-input.ts';

const HOME = `query Home { publicAppListings(filter: { searchTerm: "" }, first: 50) { totalCount edges { node { id name } } } }`;

describe('catalogue response cache', () => {
  let t: TestApp;
  let orgId: number;

  beforeAll(async () => {
    t = await createTestApp();
    orgId = (await createOrganization(t.db, 'Cache Labs')).id;
    await createListedApp(t.db, { organizationId: orgId, name: 'First App' });
  });
  afterAll(() => t.close());

  const post = (query: string, variables: Record<string, unknown> = {}) => catalogRequest(t, query, variables);
  const names = (body: any) => body.data.publicAppListings.edges.map((e: any) => e.node.name);

  it('answers a repeated catalogue query from the cache with the same body', async () => {
    const first = await post(HOME);
    const second = await post(HOME);
    expect(first.cache).toBe('miss');
    expect(second.cache).toBe('hit');
    expect(second.body).toEqual(first.body);
  });

  it('shows a newly published app at once, then serves the new answer from the cache', async () => {
    await post(HOME);
    const { app } = await createListedApp(t.db, { organizationId: orgId, name: 'Second App', status: 'IN_REVIEW' });
    // an app in review is no store change: the cached answer stays (catalog-version.integration-test.ts)
    const inReview = await post(HOME);
    expect(inReview.cache).toBe('hit');
    expect(names(inReview.body)).toEqual(['First App']);
    await t.db.update(apps).set({ status: 'PUBLISHED', publishedAt: new Date() }).where(eq(apps.id, app.id));
    const after = await post(HOME);
    expect(after.cache).toBe('miss');
    expect(names(after.body)).toEqual(['Second App', 'First App']);
    expect((await post(HOME)).cache).toBe('hit');
  });

  it('reflects a renamed listing and an unpublished app immediately', async () => {
    await post(HOME);
    const [listing] = await t.db.select().from(appListings).where(eq(appListings.name, 'First App'));
    await t.db.update(appListings).set({ name: 'Renamed App' }).where(eq(appListings.id, listing!.id));
    expect(names((await post(HOME)).body)).toContain('Renamed App');
    await t.db.update(apps).set({ status: 'UNPUBLISHED' }).where(eq(apps.id, listing!.appId));
    expect(names((await post(HOME)).body)).toEqual(['Second App']);
  });

  it('keys entries by variables, and never caches errors or non-catalogue documents', async () => {
    const search = `query S($q: String) { publicAppListings(filter: { searchTerm: $q }) { totalCount } }`;
    await post(search, { q: 'second' });
    expect((await post(search, { q: 'second' })).cache).toBe('hit');
    expect((await post(search, { q: 'other' })).cache).toBe('miss');
    const missing = `{ publicAppListing(id: "999999") { id } }`;
    await post(missing);
    const again = await post(missing);
    expect(again.cache).toBe('miss');
    expect(again.body.errors![0]!.extensions.classification).toBe('NotFoundError');
    expect((await post(`{ __schema { queryType { name } } }`)).cache).toBeUndefined();
  });
});

describe('catalogue response cache bounds', () => {
  let t: TestApp;
  // small bounds, so that a test can fill them
  const cache = createCatalogResponseCache({ maxEntries: 50, maxBytes: 1_000_000 });
  let handled = 0;

  beforeAll(async () => {
    t = await createTestApp({
      catalogCache: cache,
      // counts the GraphQL requests whose body was accepted: only those reach Yoga, which parses them
      extend: (app) => {
        app.addHook('preHandler', async (req) => {
          if (req.url.startsWith('/appstore/graphql')) handled++;
        });
      },
    });
    await createListedApp(t.db, { organizationId: (await createOrganization(t.db, 'Bounded Labs')).id, name: 'Bounded App' });
  });
  afterAll(() => t.close());

  const send = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/appstore/graphql',
      headers: { 'content-type': 'application/json', 'x-csrf-protection': '1' },
      payload,
    });
  const post = async (query: string, variables: Record<string, unknown> = {}, operationName?: string) => {
    const res = await send(JSON.stringify({ query, variables, operationName }));
    return { status: res.statusCode, cache: res.headers['x-catalog-cache'], body: res.json() };
  };

  it('serves two spellings of one query (whitespace, comments, unused variables) from one entry', async () => {
    const plain = `query Search($q: String, $first: Int) { publicAppListings(filter: { searchTerm: $q }, first: $first) { totalCount edges { node { name } } } }`;
    const spelled = `# the store's search
      query   Search( $q : String ,$first:Int )  {
        publicAppListings( filter : { searchTerm : $q } , first : $first ) {
          totalCount   # how many
          edges { node { name } }
        }
      }`;
    const first = await post(plain, { q: 'bounded', first: 5 }, 'Search');
    expect(first.cache).toBe('miss');
    const second = await post(spelled, { first: 5, q: 'bounded', ignored: 'x'.repeat(1000) }, 'Search');
    expect(second.cache).toBe('hit');
    expect(second.body).toEqual(first.body);
    expect((await post(spelled, { q: 'other', first: 5 }, 'Search')).cache).toBe('miss');
  });

  it('keeps many distinct big queries within its byte bound, dropping the least recently used', async () => {
    const search = `query Big($q: String) { publicAppListings(filter: { searchTerm: $q }) { totalCount } }`;
    const big = (i: number) => `${i} ${'x'.repeat(90_000)}`;
    expect((await post(search, { q: big(0) })).cache).toBe('miss');
    for (let i = 1; i <= 30; i++) {
      expect((await post(search, { q: big(i) })).status).toBe(200);
      expect(cache.bytes(), `after ${i} queries`).toBeLessThanOrEqual(1_000_000);
    }
    expect(cache.entries()).toBeLessThan(30);
    expect((await post(search, { q: big(30) })).cache).toBe('hit');
    expect((await post(search, { q: big(0) })).cache).toBe('miss');
  });

  it('refuses a GraphQL body over the limit with 413 and a clear error, without parsing it', async () => {
    const before = handled;
    const query = `{ publicAppListings { totalCount } } # ${'x'.repeat(GRAPHQL_BODY_LIMIT)}`;
    const res = await send(JSON.stringify({ query }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      errors: [
        {
          message: 'The request is too large: a GraphQL request may be at most 100,000 bytes.',
          extensions: { classification: 'ValidationError' },
        },
      ],
    });
    expect(handled).toBe(before);
    expect((await post(`{ publicAppListings { totalCount } }`)).status).toBe(200);
    expect(handled).toBe(before + 1);
  });

  it('answers variables nested far deeper than any input with a ValidationError, caching nothing', async () => {
    const query = 'query($f: PublicAppListingFilter) { publicAppListings(filter: $f) { totalCount } }';
    const nested = `${'['.repeat(40_000)}${']'.repeat(40_000)}`;
    const res = await send(`{"query":${JSON.stringify(query)},"variables":{"f":${nested}}}`);
    expect(res.json().errors[0].extensions.classification).toBe('ValidationError');
    expect(res.headers['x-catalog-cache']).toBeUndefined();
  });

  it('accepts the largest listing save the web app sends', async () => {
    const { owner } = await createTeam(t.db, 'Big Saver');
    const cookie = await loginCookie(t, owner.email);
    const image = (i: number) => ({
      s3Key: `uploads/org-1/${'f'.repeat(36)}-${i}.png`,
      fileName: `${'n'.repeat(200)}.png`,
      fileType: 'png',
      width: 1600,
      height: 1200,
      size: 19_999_999,
      temp: true,
      sourceUrl: `blob:http://localhost:3000/${'b'.repeat(36)}`,
    });
    const input = listingInput(image(0).s3Key, {
      name: 'Ä'.repeat(30),
      tagLine: '€'.repeat(80),
      description: '😀'.repeat(2000),
      searchTerms: Array.from({ length: 5 }, () => 'ß'.repeat(40)),
      integrations: Array.from({ length: 6 }, () => 'ü'.repeat(60)),
      icon: image(0),
      keyBenefits: Array.from({ length: 3 }, (_, i) => ({ title: 'é'.repeat(30), description: 'é'.repeat(140), image: image(i + 1) })),
      screenShots: Array.from({ length: 20 }, (_, i) => ({ type: 'MOBILE', description: 'é'.repeat(64), image: image(i + 10) })),
      pricePlans: Array.from({ length: 10 }, (_, i) => ({ planId: String(i + 1), features: '€'.repeat(1000) })),
    });
    const payload = JSON.stringify({ query: LISTING_UPDATE, variables: { id: '1', l: input } });
    expect(Buffer.byteLength(payload)).toBeGreaterThan(50_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/appstore/graphql',
      headers: { 'content-type': 'application/json', 'x-csrf-protection': '1', ...cookie },
      payload,
    });
    // the listing does not exist: a GraphQL answer, not a refusal of the body
    expect(res.statusCode).toBe(200);
    expect(res.json().errors[0].extensions.classification).toBe('NotFoundError');
  });
});
