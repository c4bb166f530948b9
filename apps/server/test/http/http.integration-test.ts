import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';
import { createListedApp, createOrganization } from '../fixtures.ts';

const INDEX_HTML = `<!doctype html><html><head><meta charset="utf-8"><title>App Store</title><!--app-head--></head>
<body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>`;

describe('HTTP surface', () => {
  let t: TestApp;
  let listingId: number;
  let draftListingId: number;

  beforeAll(async () => {
    const webDist = join(process.env.TMPDIR ?? '/tmp', `web-dist-${process.pid}-${Date.now()}`);
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    writeFileSync(join(webDist, 'assets', 'index-abc.js'), 'console.log(1)');
    t = await createTestApp({ webDist });
    const org = await createOrganization(t.db, 'Northwind <Labs>');
    const { listing, icon } = await createListedApp(t.db, {
      organizationId: org.id,
      name: 'Review <Booster>',
      tagLine: 'Collect "more" reviews & ratings',
    });
    listingId = listing.id;
    await t.storage.put(icon.s3Key, Buffer.from('\x89PNG\r\n\x1a\nrest'), 'image/png');
    draftListingId = (await createListedApp(t.db, { organizationId: org.id, name: 'Draft', status: 'DRAFT' })).listing.id;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = { accept: 'text/html' }) => t.app.inject({ method: 'GET', url, headers });

  it('answers health and readiness checks', async () => {
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
  });

  it('writes the listing meta crawlers read into the HTML of /app-details/:id, escaped', async () => {
    const res = await get(`/app-details/${listingId}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Review &lt;Booster&gt; | App Store</title>');
    expect(html).not.toContain('<title>App Store</title>');
    expect(html).toContain('<meta name="description" content="Collect &quot;more&quot; reviews &amp; ratings">');
    expect(html).toContain('<meta property="og:title" content="Review &lt;Booster&gt; | App Store">');
    expect(html).toContain(`<meta property="og:url" content="http://store.test/app-details/${listingId}">`);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/store\.test\/files\/test\/icon-\d+\.png">/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta name="twitter:title" content="Review &lt;Booster&gt; | App Store">');
    expect(html).not.toContain('<Booster>');
  });

  it('answers a missing or unpublished listing page with HTTP 404 (the app still renders its error page)', async () => {
    for (const id of ['999999', String(draftListingId), 'nope']) {
      const res = await get(`/app-details/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves client routes with 200 and unknown paths with 404', async () => {
    for (const path of ['/', '/apps?q=review', '/developer', '/developer/login', '/extranet/apps']) {
      expect((await get(path)).statusCode, path).toBe(200);
    }
    const unknown = await get('/no/such/page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root">');
    expect((await get('/no/such/file.json', { accept: 'application/json' })).statusCode).toBe(404);
  });

  it('serves hashed assets as immutable and the page itself uncached', async () => {
    const asset = await get('/assets/index-abc.js', {});
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
  });

  it('sends security headers on pages and on the API', async () => {
    for (const res of [
      await get('/'),
      await t.app.inject({
        method: 'POST',
        url: '/appstore/graphql',
        headers: { 'content-type': 'application/json' },
        payload: '{"query":"{__typename}"}',
      }),
    ]) {
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('serves the vendor and consent pages under the strict policy of the server pages: no script, no inline style, not framed', async () => {
    // the vendor sign-in page, and the consent flow's error page for a request without a client
    for (const path of ['/vendor/login', '/appstore/oauth/authorize']) {
      const res = await get(path);
      expect(res.headers['content-type'], path).toContain('text/html');
      const csp = String(res.headers['content-security-policy']);
      expect(csp, path).toContain("default-src 'none'");
      expect(csp, path).toContain("style-src 'self'");
      expect(csp, path).not.toContain('unsafe-inline');
      expect(csp, path).not.toContain('script-src');
      expect(csp, path).toContain("frame-ancestors 'none'");
    }
  });

  it('serves the server-rendered pages one stylesheet, named by its content and cached for good, and no inline style', async () => {
    const login = await get('/vendor/login');
    expect(login.statusCode).toBe(200);
    const href = /<link rel="stylesheet" href="([^"]+)">/.exec(login.body)?.[1];
    expect(href).toMatch(/^\/appstore\/styles\/pages\.[0-9a-f]{12}\.css$/);
    expect(login.body).not.toMatch(/<style|style="/);
    const css = await get(href!, {});
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.body).toContain('#0f766e');
    expect((await get('/appstore/styles/pages.000000000000.css', {})).statusCode).toBe(404);
  });

  it('serves stored files with their type and nosniff, and nothing outside the store', async () => {
    const icon = await t.db.query.files.findFirst();
    const res = await get(`/files/${icon!.s3Key}`, {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    for (const path of ['/files/../secret.key', '/files/%2e%2e/secret.key', '/files/test/missing.png', '/files/']) {
      expect((await get(path, {})).statusCode, path).toBe(404);
    }
  });
});

describe('GraphQL endpoint protections', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses requests a browser could send cross-site without a preflight (CSRF)', async () => {
    const viaGet = await t.app.inject({ method: 'GET', url: '/appstore/graphql?query=%7B__typename%7D' });
    expect(viaGet.statusCode).toBe(403);
    expect(viaGet.json().errors[0].extensions.classification).toBe('ForbiddenError');
    const plainText = await t.app.inject({
      method: 'POST',
      url: '/appstore/graphql',
      headers: { 'content-type': 'text/plain' },
      payload: '{"query":"{__typename}"}',
    });
    expect(plainText.statusCode).toBe(403);
    expect((await t.gql('{ __typename }')).data).toEqual({ __typename: 'Query' });
  });

  it('refuses too deep, too costly and alias-heavy documents with a ValidationError', async () => {
    const deep = `{ publicAppListings { edges { node { organization { id } pricePlans { pricePlan { id } } } } pageInfo { endCursor } } }`;
    expect((await t.gql(deep)).errors).toBeUndefined();
    let chain = 'name';
    for (let i = 0; i < 12; i++) chain = `ofType { ${chain} }`;
    const tooDeep = await t.gql(`{ __type(name: "Query") { ${chain} } }`);
    expect(tooDeep.errors?.[0]?.extensions.classification).toBe('ValidationError');
    expect(tooDeep.errors?.[0]?.message).toMatch(/depth/i);
    expect(tooDeep.errors?.[0]?.message).not.toMatch(/Syntax Error/);

    const detail = `edges { node { name icon { sourceUrl } pricePlans { name pricePlan { id name type monthlyAmount yearlyAmount } }
      organization { id businessName } screenShots { type image { sourceUrl width height } } keyBenefits { title image { sourceUrl } } } }`;
    expect((await t.gql(`{ publicAppListings(first: 100) { ${detail} } }`)).errors).toBeUndefined();
    const wide = Array.from({ length: 5 }, (_, i) => `a${i}: publicAppListings(first: 100) { ${detail} }`);
    const costly = await t.gql(`{ ${wide.join(' ')} }`);
    expect(costly.errors?.[0]?.message).toMatch(/cost/i);
    // the same page size given by a variable costs the same, and nothing runs
    const byVariable = await t.gql(`query($n: Int) { ${wide.join(' ').replaceAll('first: 100', 'first: $n')} }`, { n: 100 });
    expect(byVariable.data).toBeUndefined();
    expect(byVariable.errors?.map((e) => [e.extensions.classification, /cost/i.test(e.message)])).toEqual([['ValidationError', true]]);
    expect((await t.gql(`query($n: Int) { ${wide.join(' ').replaceAll('first: 100', 'first: $n')} }`, { n: 2 })).errors).toBeUndefined();
    // a document that passed with small pages is remembered with its page sizes only: larger ones are weighed again
    const again = await t.gql(`query($n: Int) { ${wide.join(' ').replaceAll('first: 100', 'first: $n')} }`, { n: 100 });
    expect(again.data).toBeUndefined();
    expect(again.errors?.map((e) => /cost/i.test(e.message))).toEqual([true]);

    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: publicAppListings(first: 1) { totalCount }`).join(' ');
    const aliased = await t.gql(`{ ${aliases} }`);
    expect(aliased.errors?.[0]?.extensions.classification).toBe('ValidationError');
    expect(aliased.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('weighs a fragment like the fields it spreads: the web app may share fragments, and they hide no depth or cost', async () => {
    const detail = `name icon { sourceUrl } pricePlans { name pricePlan { id name type monthlyAmount yearlyAmount } }
      organization { id businessName } screenShots { type image { sourceUrl width height } } keyBenefits { title image { sourceUrl } }`;
    const fragment = `fragment Detail on PublicAppListing { ${detail} }`;
    // a full page passes written out and through a fragment (counted at the fragment's own depth, it did not)
    expect((await t.gql(`{ publicAppListings(first: 100) { edges { node { ${detail} } } } }`)).errors).toBeUndefined();
    expect((await t.gql(`{ publicAppListings(first: 100) { edges { node { ...Detail } } } } ${fragment}`)).errors).toBeUndefined();
    // five full pages are too costly either way
    const wide = (body: string) =>
      Array.from({ length: 5 }, (_, i) => `a${i}: publicAppListings(first: 100) { edges { node { ${body} } } }`).join(' ');
    expect((await t.gql(`{ ${wide(detail)} }`)).errors?.[0]?.message).toMatch(/cost/i);
    expect((await t.gql(`{ ${wide('...Detail')} } ${fragment}`)).errors?.[0]?.message).toMatch(/cost/i);
    // and depth counts through fragments: a chain split across fragments is as deep as written out
    let chain = 'name';
    for (let i = 0; i < 12; i++) chain = `ofType { ${chain} }`;
    const split = `{ __type(name: "Query") { ...A } } fragment A on __Type { ofType { ofType { ofType { ...B } } } }
      fragment B on __Type { ${chain} }`;
    const tooDeep = await t.gql(split);
    expect(tooDeep.errors?.[0]?.extensions.classification).toBe('ValidationError');
    expect(tooDeep.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('classifies malformed queries and unknown fields as ValidationError without suggestions', async () => {
    const syntax = await t.gql('{ publicAppListings(');
    expect(syntax.errors?.[0]?.extensions.classification).toBe('ValidationError');
    const unknown = await t.gql('{ publicAppListing { nam } }');
    expect(unknown.errors?.[0]?.extensions.classification).toBe('ValidationError');
    expect(JSON.stringify(unknown.errors)).not.toMatch(/Did you mean/);
  });

  it('hides internal failures: no stack trace, no SQL, just an InternalError', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.gql('{ publicAppListings { totalCount } }');
    expect(res.errors?.[0]).toMatchObject({ message: 'Unexpected error.', extensions: { classification: 'InternalError' } });
    expect(JSON.stringify(res)).not.toMatch(/select|app_listings|stack|at .*\.ts/i);
    const ready = await broken.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    // a route that is not GraphQL: Fastify's own answer would carry the failed query's SQL as its message
    const verify = await broken.app.inject({ method: 'GET', url: `/appstore/verify-email?token=${'a'.repeat(43)}` });
    expect(verify.statusCode).toBe(500);
    expect(verify.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Unexpected error.',
      requestId: verify.headers['x-request-id'],
    });
    expect(verify.body).not.toMatch(/select|email_verification|stack|at .*\.ts/i);
    await broken.app.close();
  });
});

// PGlite runs in-process and has no connections to lose: this suite exists only in the PostgreSQL run
if (process.env.TEST_DB === 'postgres')
  describe('database connection loss', () => {
    it('keeps serving when PostgreSQL drops idle connections', async () => {
      const t = await createTestApp();
      try {
        await Promise.all(Array.from({ length: 4 }, () => t.gql('{ publicAppListings { totalCount } }')));
        const killed = await t.database.rawQuery<{ n: number }>(
          `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
        );
        expect(Number(killed[0]!.n)).toBeGreaterThan(0);
        await new Promise((r) => setTimeout(r, 200));
        expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
        expect((await t.gql('{ publicAppListings { totalCount } }')).errors).toBeUndefined();
      } finally {
        await t.close();
      }
    });
  });
