import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appListings } from '../src/db/schema/index.ts';
import { GRAPHQL_PATH } from '../src/apis/store/yoga.ts';
import { MAX_CONCURRENT_RENDERS, RENDER_SLOT_WAIT_MS } from '../src/http/store-page-cache.ts';
import { STORE_QUERY_DEADLINE_MS } from '../src/http/store-pages.ts';
import { createListedApp, createOrganization } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

const INDEX_HTML = `<!doctype html><html><head><meta charset="utf-8"><title>App Store</title><!--app-head--></head>
<body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>`;

/**
 * A stand-in for apps/web/dist-ssr/entry-server.js with the same contract: it asks the store API for the
 * listing names through the transport and renders them. It counts its renders, and while `hold` is set on
 * globalThis, a render waits for it (so a test can keep render slots busy).
 */
const ENTRY_SERVER = `
export async function renderStorePage(url, { transport }) {
  globalThis.storePageRenders = (globalThis.storePageRenders ?? 0) + 1;
  if (globalThis.storePageHold) await globalThis.storePageHold;
  const result = await transport({ query: '{ publicAppListings(filter: { searchTerm: "" }, first: 50) { edges { node { name } } } }' });
  const names = result.data.publicAppListings.edges.map((e) => e.node.name).join(', ');
  return {
    status: 200,
    meta: {},
    view: null,
    preloadImages: [],
    dataElement: '<script type="application/json" id="store-data">{}</script>',
    pipe(destination) {
      const html = Buffer.from('<main data-url="' + encodeURIComponent(url) + '">Listings: ' + names + ' · é</main>');
      // two chunks, the second starting inside the two bytes of the last é
      destination.write(html.subarray(0, html.length - 8));
      destination.write(html.subarray(html.length - 8));
      destination.end();
      return destination;
    },
  };
}
`;

const state = globalThis as { storePageRenders?: number; storePageHold?: Promise<void>; storeApiStall?: Promise<void> };

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

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
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

  it('keeps URLs apart: another query string is another page', async () => {
    await get('/apps?q=one');
    const other = await get('/apps?q=two');
    expect(other.timing).toMatch(/desc="render"/);
    expect(other.body).toContain('data-url="%2Fapps%3Fq%3Dtwo"');
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
      expect(pages.filter((page) => page.timing.includes('desc="render"'))).toHaveLength(1);
      expect(pages.filter((page) => page.timing.includes('desc="shared"'))).toHaveLength(5);
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
