import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appListings } from '../../src/db/schema/index.ts';
import { GRAPHQL_PATH } from '../../src/apis/store/yoga.ts';
import { MAX_CONCURRENT_RENDERS, RENDER_SLOT_WAIT_MS, RENDERS_PER_CLIENT } from '../../src/http/store-page-cache.ts';
import { STORE_QUERY_DEADLINE_MS } from '../../src/http/store-pages.ts';
import { createListedApp, createOrganization } from '../fixtures.ts';
import { createTestApp, type TestApp } from '../harness.ts';

const INDEX_HTML = `<!doctype html><html><head><meta charset="utf-8"><title>App Store</title><!--app-head--></head>
<body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>`;

/**
 * A stand-in for apps/web/dist-ssr/entry-server.js with the same contract: it asks the store API for the
 * listing names through the transport, refuses to render when that fails, takes a render slot (beforeRender)
 * and renders them. It counts its renders; while `storePageHold` is set on globalThis, a render holding its
 * slot waits for it (so a test can keep render slots busy); `storePagePadding` makes the page that much longer.
 */
const ENTRY_SERVER = `
export async function renderStorePage(url, { transport, beforeRender }) {
  globalThis.storePageRenders = (globalThis.storePageRenders ?? 0) + 1;
  const result = await transport({ query: '{ publicAppListings(filter: { searchTerm: "" }, first: 50) { edges { node { name } } } }' });
  if (result.errors) throw new Error('A store page query failed');
  await beforeRender?.();
  if (globalThis.storePageHold) await globalThis.storePageHold;
  const names = result.data.publicAppListings.edges.map((e) => e.node.name).join(', ') + 'x'.repeat(globalThis.storePagePadding ?? 0);
  return {
    // the stand-in's missing listings: ids from 900000
    status: /^\\/app-details\\/9\\d{5,}/.test(url) ? 404 : 200,
    meta: {},
    view: null,
    preloadImages: [],
    dataElement: '<script type="application/json" id="store-data">{}</script>',
    pipe(destination) {
      const html = Buffer.from('<main data-url="' + encodeURIComponent(url) + '">Listings: ' + names + ' · é</main>');
      // as React writes: chunks of a few KB, each after the destination took the one before; the last chunk
      // starts inside the two bytes of the last é
      (async () => {
        const cut = html.length - 8;
        for (let at = 0; at < cut; at += 4096) {
          await new Promise((resolve) => destination.write(html.subarray(at, Math.min(at + 4096, cut)), resolve));
        }
        destination.write(html.subarray(cut));
        destination.end();
      })();
      return destination;
    },
  };
}
`;

const state = globalThis as {
  storePageRenders?: number;
  storePageHold?: Promise<void>;
  storeApiStall?: Promise<void>;
  storePagePadding?: number;
};

describe('server-rendered store pages are kept per catalogue version', () => {
  let t: TestApp;
  let webDist: string;
  let orgId: number;

  beforeAll(async () => {
    const root = join(process.env.TMPDIR ?? '/tmp', `store-page-cache-${process.pid}-${Date.now()}`);
    webDist = join(root, 'dist');
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    mkdirSync(join(root, 'dist-ssr'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), ENTRY_SERVER);
    t = await createTestApp({
      webDist,
      // a store API that stops answering (a database that hangs) while a test says so
      extend: (app) => {
        app.addHook('onRequest', async (req) => {
          if (state.storeApiStall && req.url === GRAPHQL_PATH) await state.storeApiStall;
        });
      },
    });
    orgId = (await createOrganization(t.db, 'Page Cache Labs')).id;
    await createListedApp(t.db, { organizationId: orgId, name: 'First App' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(join(webDist, '..'), { recursive: true, force: true });
  });

  let visitors = 0;
  /** A page, asked for by a visitor of its own unless one is named: each client has a budget of renders. */
  const get = async (url: string, from = `10.0.${(visitors >> 8) & 255}.${visitors++ & 255}`) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' }, remoteAddress: from });
    return { status: res.statusCode, body: res.body, timing: String(res.headers['server-timing'] ?? '') };
  };
  const renders = () => state.storePageRenders ?? 0;

  it('renders a page once and answers the same URL from memory with the same bytes', async () => {
    const before = renders();
    const first = await get('/?from=cache-test');
    const second = await get('/?from=cache-test');
    expect(renders() - before).toBe(1);
    expect(first.timing).toMatch(/^page;desc="render";dur=\d+(\.\d)?$/);
    expect(second.timing).toMatch(/^page;desc="cache";dur=/);
    expect(second.body).toBe(first.body);
    expect(second.status).toBe(200);
    // the whole page: head, the rendered app (a character split across chunks survives), data and tail
    expect(second.body).toContain('<title>App Store</title>');
    expect(second.body).toContain('Listings: First App · é</main>');
    expect(second.body).toContain('id="store-data"');
    expect(second.body).toMatch(/<\/html>\s*$/);
  });

  it('renders again after any catalogue change, so a new or renamed listing shows at once', async () => {
    await get('/apps?q=version');
    await createListedApp(t.db, { organizationId: orgId, name: 'Second App' });
    const afterPublish = await get('/apps?q=version');
    expect(afterPublish.timing).toMatch(/desc="render"/);
    expect(afterPublish.body).toContain('Second App');

    await t.db.update(appListings).set({ name: 'Renamed App' }).where(eq(appListings.name, 'First App'));
    const afterRename = await get('/apps?q=version');
    expect(afterRename.body).toContain('Renamed App');
    expect(afterRename.body).not.toContain('First App');
    expect((await get('/apps?q=version')).timing).toMatch(/desc="cache"/);
  });

  it('keeps pages apart by what they show, not by how their URL is spelt', async () => {
    await get('/apps?q=one');
    const other = await get('/apps?q=two');
    expect(other.timing).toMatch(/desc="render"/);
    expect(other.body).toContain('data-url="%2Fapps%3Fq%3Dtwo"');

    // tracking parameters, letter case, a trailing slash and spaces around the term are the same page
    const before = renders();
    for (const url of [
      '/?utm_source=mail',
      '/?fbclid=123',
      '/apps?q=%20one%20&gclid=9',
      '/APPS/?q=one',
      '/app-details/7',
      '/App-Details/7/',
    ]) {
      await get(url);
    }
    expect(renders() - before).toBe(2); // '/' and '/app-details/7' were new; '/apps?q=one' was kept above
    expect((await get('/?utm_source=other')).timing).toMatch(/desc="cache"/);
    // while the head is the visitor's own URL's
    expect((await get('/app-details/7')).body).toContain('<link rel="canonical" href="http://store.test/app-details/7">');
  });

  it('renders an unknown path every time without keeping it: scanners cannot fill the cache', async () => {
    const before = renders();
    const first = await get('/wp-login.php');
    const second = await get('/wp-login.php');
    expect(first.status).toBe(404);
    expect(second.status).toBe(404);
    expect(second.timing).toMatch(/desc="render"/);
    expect(renders() - before).toBe(2);
  });

  it('renders a missing listing every time without keeping it, and keeps only ids a listing can have', async () => {
    const before = renders();
    const first = await get('/app-details/900001');
    const second = await get('/app-details/900001');
    expect([first.status, second.status]).toEqual([404, 404]);
    expect(second.timing).toMatch(/desc="render"/);
    // spellings of an id that no listing has, or another spelling of one: rendered as asked, never kept
    for (const url of ['/app-details/abc', '/app-details/07', '/app-details/7.0', '/app-details/99999999999']) {
      await get(url);
      expect((await get(url)).timing, url).toMatch(/desc="render"/);
    }
    expect(renders() - before).toBe(10);
  });

  it('gives one client its budget of renders, then the shell the browser renders, while kept pages and other clients are served', async () => {
    const client = '203.0.113.7';
    for (let i = 0; i < RENDERS_PER_CLIENT.burst; i++) {
      expect((await get(`/apps?q=budget-${i}`, client)).timing).toMatch(/desc="render"/);
    }
    const past = await get('/apps?q=budget-past', client);
    expect(past.status).toBe(200);
    expect(past.timing).toMatch(/^page;desc="shell"/);
    expect(past.body).toContain('<div id="root"></div>');
    // a 404 page past the budget keeps its status
    const missing = await get('/no-such-page', client);
    expect([missing.status, missing.timing]).toEqual([404, expect.stringMatching(/^page;desc="shell"/)]);
    // a kept page costs nothing, so it is still served rendered
    expect((await get('/apps?q=budget-0', client)).timing).toMatch(/desc="cache"/);
    // another client, and the same page for it, are rendered
    expect((await get('/apps?q=budget-past', '203.0.113.8')).timing).toMatch(/desc="render"/);
    // an IPv6 client is its /64: another address of it shares its budget
    for (let i = 0; i < RENDERS_PER_CLIENT.burst; i++) await get(`/apps?q=six-${i}`, `2001:db8:1:2::${i.toString(16)}`);
    expect((await get('/apps?q=six-past', '2001:db8:1:2:ffff::1')).timing).toMatch(/desc="shell"/);
    expect((await get('/apps?q=six-past', '2001:db8:1:3::1')).timing).toMatch(/desc="render"/);
  });

  it('sends a page to everyone waiting for it even while its first visitor reads slowly', async () => {
    // a page far larger than the socket buffers, to a client that never reads it
    state.storePagePadding = 8 * 1024 * 1024;
    const server = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(server);
    const stalled = connect(Number(port), '127.0.0.1');
    try {
      stalled.pause();
      stalled.write('GET /apps?q=slow-reader HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\nAccept-Encoding: identity\r\n\r\n');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const started = Date.now();
      const second = await fetch(`${server}/apps?q=slow-reader`, { headers: { accept: 'text/html' } });
      const body = await second.text();
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(second.headers.get('server-timing')).toMatch(/desc="(shared|cache)"/);
      expect(body.length).toBeGreaterThan(8 * 1024 * 1024);
    } finally {
      stalled.destroy();
      state.storePagePadding = undefined;
    }
  });

  it('renders a page asked for by many at once only once, and sends them all the same page', async () => {
    let release!: () => void;
    state.storePageHold = new Promise<void>((resolve) => (release = resolve));
    const before = renders();
    try {
      const asked = Array.from({ length: 6 }, () => get('/apps?q=burst'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      const pages = await Promise.all(asked);
      expect(renders() - before).toBe(1);
      // the others waited for that render, or (on a machine busy enough) came after it and found it kept
      expect(pages.filter((page) => page.timing.includes('desc="render"'))).toHaveLength(1);
      expect(pages.every((page) => /desc="(render|shared|cache)"/.test(page.timing))).toBe(true);
      expect(new Set(pages.map((page) => page.body)).size).toBe(1);
    } finally {
      state.storePageHold = undefined;
      release();
    }
  });

  it('waits a moment for a render slot, then sends the browser-rendered shell instead of queueing, and renders again after', async () => {
    let release!: () => void;
    state.storePageHold = new Promise<void>((resolve) => (release = resolve));
    try {
      const busy = Array.from({ length: MAX_CONCURRENT_RENDERS }, (_, i) => get(`/apps?q=busy-${i}`));
      // let the held renders take their slots
      await new Promise((resolve) => setTimeout(resolve, 50));
      const waitedFrom = Date.now();
      const overflow = await get('/apps?q=overflow');
      expect(Date.now() - waitedFrom).toBeGreaterThanOrEqual(RENDER_SLOT_WAIT_MS - 50);
      expect(overflow.status).toBe(200);
      expect(overflow.timing).toMatch(/^page;desc="shell"/);
      expect(overflow.body).toContain('<div id="root"></div>');

      // a request that finds the slots taken gets the first one given back
      const waiting = get('/apps?q=next-in-line');
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      const served = await Promise.all([...busy, waiting]);
      expect(served.every((page) => page.timing.includes('desc="render"'))).toBe(true);
    } finally {
      state.storePageHold = undefined;
      release();
    }
    const afterwards = await get('/apps?q=overflow');
    expect(afterwards.timing).toMatch(/desc="render"/);
    expect(afterwards.body).toContain('Listings:');

    // every slot came back: as many renders at once as there are slots all render again
    let releaseAgain!: () => void;
    state.storePageHold = new Promise<void>((resolve) => (releaseAgain = resolve));
    try {
      const again = Array.from({ length: MAX_CONCURRENT_RENDERS }, (_, i) => get(`/apps?q=again-${i}`));
      await new Promise((resolve) => setTimeout(resolve, 50));
      releaseAgain();
      expect((await Promise.all(again)).map((page) => page.timing.match(/desc="(\w+)"/)?.[1])).toEqual(
        Array.from({ length: MAX_CONCURRENT_RENDERS }, () => 'render'),
      );
    } finally {
      state.storePageHold = undefined;
      releaseAgain();
    }
  });

  it('does not wait for data longer than a page is worth: past the deadline the page goes out as the shell', async () => {
    let answer!: () => void;
    state.storeApiStall = new Promise<void>((resolve) => (answer = resolve));
    try {
      const started = Date.now();
      const page = await get('/apps?q=stalled');
      expect(Date.now() - started).toBeGreaterThanOrEqual(STORE_QUERY_DEADLINE_MS - 50);
      expect(Date.now() - started).toBeLessThan(STORE_QUERY_DEADLINE_MS + 5_000);
      expect(page.status).toBe(200);
      expect(page.timing).toMatch(/^page;desc="shell"/);
    } finally {
      state.storeApiStall = undefined;
      answer();
    }
    // nothing was kept: the next request renders the page
    const next = await get('/apps?q=stalled');
    expect(next.timing).toMatch(/desc="render"/);
  });
});
