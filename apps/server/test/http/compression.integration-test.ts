import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, constants, createBrotliDecompress, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installations, vendors } from '../../src/db/schema/index.ts';
import { COMPRESSION_THRESHOLD } from '../../src/http/compression.ts';
import { issueAccessToken } from '../../src/modules/oauth/tokens.ts';
import { insertExperiences } from '../app-api-fixtures.ts';
import { createListedApp, createOrganization } from '../fixtures.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { prepareOAuthApp, signedInVendorUser } from '../oauth-support.ts';

const INDEX_HTML = `<!doctype html><html><head><meta charset="utf-8"><title>App Store</title><!--app-head--></head>
<body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>`;

/** About 40 KB of script that compresses as real bundles do (repeated identifiers, varying numbers). */
const ENTRY_JS = Array.from(
  { length: 800 },
  (_, i) => `export const listing${i} = { id: ${i * 7919}, name: "App ${i}", ok: ${i % 3 === 0} };`,
).join('\n');
/** A large page streamed in two parts: the shell at once, the rest when the test says so. */
const SHELL = `<!doctype html><html><head><title>Streamed</title></head><body><header>${'<nav>store</nav>'.repeat(100)}</header>`;
const REST = `<main>${'<article>listing card</article>'.repeat(200)}</main></body></html>`;

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  raw: Buffer;
}

describe('response compression', () => {
  let t: TestApp;
  let base: string;
  let webDist: string;
  let vendorCookie: string;
  let oauthQuery: Record<string, string>;
  let appApiToken: string;
  let listingId: number;
  let releaseStream: () => void = () => {};

  beforeAll(async () => {
    webDist = join(process.env.TMPDIR ?? '/tmp', `web-dist-compression-${process.pid}-${Date.now()}`);
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    // as the web build leaves them (apps/web/build/compressed-assets.ts): copies beside the asset
    writeFileSync(join(webDist, 'assets', 'index-abc.js'), ENTRY_JS);
    writeFileSync(
      join(webDist, 'assets', 'index-abc.js.br'),
      brotliCompressSync(ENTRY_JS, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(join(webDist, 'assets', 'index-abc.js.gz'), gzipSync(ENTRY_JS, { level: 9 }));
    // images get no copy: they do not shrink
    writeFileSync(
      join(webDist, 'assets', 'hero-abc.png'),
      Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(4000, 7)]),
    );

    t = await createTestApp({
      webDist,
      extend: (app) => {
        // what a server-rendered page looks like to the compression hook: a Node stream or a web stream, written in parts
        app.get('/test/streamed-page', async (_req, reply) => {
          const body = new PassThrough();
          body.write(SHELL);
          new Promise<void>((resolve) => (releaseStream = resolve)).then(() => body.end(REST));
          return reply.type('text/html; charset=utf-8').send(body);
        });
        app.get('/test/streamed-web-page', async (_req, reply) => {
          const encoder = new TextEncoder();
          const body = new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(encoder.encode(SHELL));
              new Promise<void>((resolve) => (releaseStream = resolve)).then(() => {
                controller.enqueue(encoder.encode(REST));
                controller.close();
              });
            },
          });
          return reply.type('text/html; charset=utf-8').send(body);
        });
        app.get('/test/events', async (_req, reply) =>
          reply.type('text/event-stream').send(Readable.from(['data: {"event":"tick"}\n\n'.repeat(200)])),
        );
      },
    });

    const org = await createOrganization(t.db, 'Compression Labs');
    for (let i = 0; i < 12; i++) {
      const { listing } = await createListedApp(t.db, {
        organizationId: org.id,
        name: `Listing ${i}`,
        tagLine: `Tag line of listing ${i}`,
      });
      listingId = listing.id;
    }
    const { app } = await createListedApp(t.db, { organizationId: org.id, name: 'Pier Sync' });
    const redirectUri = 'https://partner.example/oauth/callback';
    await prepareOAuthApp(t, app.id, redirectUri, 'partner-secret');
    const [vendor] = await t.db.insert(vendors).values({ name: 'Harbour Tours', domain: 'harbour-tours', country: 'NO' }).returning();
    vendorCookie = await signedInVendorUser(t, vendor!.id, 'ops@harbour.test');
    oauthQuery = { client_id: app.apiKey, redirect_uri: redirectUri, scope: 'BOOKINGS_READ,PRODUCTS_READ', state: 'guess-me' };
    const [installation] = await t.db
      .insert(installations)
      .values({ appId: app.id, vendorId: vendor!.id, scopes: ['PRODUCTS_READ'] })
      .returning();
    appApiToken = await issueAccessToken(t.db, { installationId: installation!.id, scopes: ['PRODUCTS_READ'] });
    await insertExperiences(t.db, vendor!.id, 30);

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    releaseStream();
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  /** A real HTTP request whose body comes back as the bytes on the wire (no client decoding). */
  function send(
    path: string,
    opts: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
  ): Promise<RawResponse> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(`${base}${path}`, { method: opts.method ?? 'GET', headers: opts.headers ?? {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, raw: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(opts.body);
    });
  }

  const decoded = (res: RawResponse): string => {
    const encoding = res.headers['content-encoding'];
    if (encoding === 'br') return brotliDecompressSync(res.raw).toString('utf8');
    if (encoding === 'gzip') return gunzipSync(res.raw).toString('utf8');
    expect(encoding).toBeUndefined();
    return res.raw.toString('utf8');
  };

  const storeGraphql = (query: string, headers: Record<string, string>) =>
    send('/appstore/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-protection': '1', ...headers },
      body: JSON.stringify({ query }),
    });
  const appApi = (query: string, headers: Record<string, string>) =>
    send('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-bokun-app-access-token': appApiToken, ...headers },
      body: JSON.stringify({ query }),
    });

  const LISTINGS = '{ publicAppListings(first: 20) { totalCount edges { cursor node { id name tagLine description } } } }';

  describe('hashed assets: the build-time copies', () => {
    it('sends the brotli copy to a client that accepts br, as an immutable asset that varies by encoding', async () => {
      const res = await send('/assets/index-abc.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoded(res)).toBe(ENTRY_JS);
      // the quality-11 file from the build, not a copy compressed again on the way out
      expect(res.raw.equals(brotliCompressSync(ENTRY_JS, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))).toBe(true);
      expect(Number(res.headers['content-length'])).toBe(res.raw.length);
    });

    it('sends the gzip copy to a client that accepts only gzip', async () => {
      const res = await send('/assets/index-abc.js', { headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toContain('immutable');
      expect(decoded(res)).toBe(ENTRY_JS);
      expect(res.raw.equals(gzipSync(ENTRY_JS, { level: 9 }))).toBe(true);
    });

    it('sends the plain file to a client that sends no Accept-Encoding or accepts neither', async () => {
      const cases: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }];
      for (const headers of cases) {
        const res = await send('/assets/index-abc.js', { headers });
        expect(res.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
        expect(res.headers['vary']).toMatch(/accept-encoding/i);
        expect(res.raw.toString('utf8')).toBe(ENTRY_JS);
        expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(ENTRY_JS));
      }
    });

    it('sends images as they are, and serves neither the page template nor the copies under URLs of their own', async () => {
      const png = await send('/assets/hero-abc.png', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(png.status).toBe(200);
      expect(png.headers['content-encoding']).toBeUndefined();
      expect(png.raw.length).toBe(4008);

      const template = await send('/index.html', { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
      expect(template.status).toBe(404);
      expect(decoded(template)).not.toContain('<!--app-head-->');
      for (const copy of ['/assets/index-abc.js.br', '/assets/index-abc.js.gz']) {
        expect((await send(copy)).status, copy).toBe(404);
      }
    });
  });

  describe('dynamic responses: compressed on the fly above the threshold', () => {
    it('compresses a GraphQL listings response with brotli or gzip into the same JSON, and leaves it plain without Accept-Encoding', async () => {
      const plain = await storeGraphql(LISTINGS, {});
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.raw.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
      const json = JSON.parse(plain.raw.toString('utf8'));
      expect(json.data.publicAppListings.edges.length).toBe(13);

      const br = await storeGraphql(LISTINGS, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['vary']).toMatch(/accept-encoding/i);
      expect(br.raw.length).toBeLessThan(plain.raw.length / 3);
      expect(JSON.parse(decoded(br))).toEqual(json);

      const gzip = await storeGraphql(LISTINGS, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(decoded(gzip))).toEqual(json);
    });

    it('leaves small answers plain: a short GraphQL result, a health check', async () => {
      const small = await storeGraphql('{ me { id } }', { 'accept-encoding': 'br, gzip' });
      expect(small.status).toBe(200);
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(small.raw.toString('utf8'))).toEqual({ data: { me: null } });
      expect(Number(small.headers['content-length'])).toBe(small.raw.length);

      const health = await send('/healthz', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(health.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(health.raw.toString('utf8'))).toEqual({ status: 'ok' });
    });

    it('compresses the App API: a page of experiences, and leaves its small 401 plain', async () => {
      const query = '{ experiences(first: 30) { totalCount edges { node { id name description price } } } }';
      const plain = await appApi(query, {});
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const json = JSON.parse(plain.raw.toString('utf8'));
      expect(json.data.experiences.totalCount).toBe(30);

      const br = await appApi(query, { 'accept-encoding': 'br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.raw.length).toBeLessThan(plain.raw.length);
      expect(JSON.parse(decoded(br))).toEqual(json);

      const refused = await appApi(query, { 'accept-encoding': 'br', 'x-bokun-app-access-token': 'not-a-token' });
      expect(refused.status).toBe(401);
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(refused.raw.toString('utf8')).errors[0].extensions.classification).toBe('UnauthorizedError');
    });

    it('compresses the server-written HTML pages (a listing page, the single-page app routes) and the vendor sign-in page', async () => {
      for (const path of ['/', '/apps?q=sync', `/app-details/${listingId}`, '/no/such/page', '/vendor/login']) {
        const plain = await send(path, { headers: { accept: 'text/html' } });
        const br = await send(path, { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
        expect(plain.headers['content-encoding'], path).toBeUndefined();
        expect(plain.raw.length, path).toBeGreaterThan(COMPRESSION_THRESHOLD);
        expect(br.status, path).toBe(plain.status);
        expect(br.headers['content-encoding'], path).toBe('br');
        expect(br.headers['vary'], path).toMatch(/accept-encoding/i);
        expect(br.raw.length, path).toBeLessThan(plain.raw.length);
        expect(decoded(br)).toBe(plain.raw.toString('utf8'));
      }
    });

    it('compresses a streamed page part by part, so the browser gets the first part before the page ends', async () => {
      for (const path of ['/test/streamed-page', '/test/streamed-web-page']) {
        const text = await new Promise<string>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`${path}: the first part never arrived on its own`)), 5000);
          const req = httpRequest(`${base}${path}`, { headers: { 'accept-encoding': 'br' } }, (res) => {
            expect(res.headers['content-encoding']).toBe('br');
            expect(res.headers['vary']).toMatch(/accept-encoding/i);
            let seen = '';
            const decoder = res.pipe(createBrotliDecompress());
            decoder.on('data', (chunk: Buffer) => {
              seen += chunk.toString('utf8');
              // the rest is only written once the shell got through, compressed
              if (seen === SHELL) {
                clearTimeout(timer);
                releaseStream();
              }
            });
            decoder.on('end', () => resolve(seen));
            decoder.on('error', reject);
          });
          req.on('error', reject);
          req.end();
        });
        expect(text).toBe(SHELL + REST);
      }
    });

    it('never compresses server-sent events', async () => {
      const res = await send('/test/events', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.raw.toString('utf8')).toBe('data: {"event":"tick"}\n\n'.repeat(200));
    });
  });

  it('never inflates a compressed request body: the body limits count the bytes as they arrive', async () => {
    const res = await send('/appstore/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-protection': '1', 'content-encoding': 'gzip' },
      body: gzipSync(JSON.stringify({ query: '{ me { id } }' })),
    });
    expect(res.status).toBe(400);
    expect(decoded(res)).not.toContain('"me"');
  });

  describe('secrets beside input another site chooses (BREACH)', () => {
    it('sends the OAuth consent page, which holds the vendor CSRF token beside the app-chosen state, uncompressed', async () => {
      const page = await send(`/appstore/oauth/authorize?${new URLSearchParams(oauthQuery)}`, {
        headers: { cookie: vendorCookie, 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(page.status).toBe(200);
      const html = page.raw.toString('utf8');
      expect(html).toMatch(/name="csrf" value="[^"]+"/);
      expect(html).toContain('value="guess-me"');
      // big enough that it would be compressed without the route's opt-out
      expect(page.raw.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
      expect(page.headers['content-encoding']).toBeUndefined();
    });

    it('sends the vendor’s app list, which holds the CSRF token, uncompressed', async () => {
      const page = await send('/vendor/apps', { headers: { cookie: vendorCookie, 'accept-encoding': 'br' } });
      expect(page.status).toBe(200);
      expect(page.raw.toString('utf8')).toMatch(/name="csrf" value="[^"]+"/);
      expect(page.raw.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
      expect(page.headers['content-encoding']).toBeUndefined();
    });
  });
});
