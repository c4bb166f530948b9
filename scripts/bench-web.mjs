#!/usr/bin/env node
/**
 * `npm run bench:web`: the public App Store's pages as a mid-range phone on a slow mobile link sees them.
 *
 * Builds what is stale (as `npm start` does), starts the built product on a free loopback port with the embedded
 * database and the demo data, and loads each page in Debian's Chromium (CHROMIUM_PATH) with a mobile profile:
 * 412x915 at 2.625x, touch, a mobile user agent, 150 ms latency, 1.6 Mbps down / 750 Kbps up, CPU slowed 4x.
 * Each run opens a fresh browser context (empty cache) per page, loads it cold, then loads it again in the same
 * context (warm). A page is settled once it has painted, shows its content (a selector that appears when its data
 * has rendered), no request has been in flight for 500 ms and no long task has run for 500 ms; 1 s later it reads:
 *   FCP; LCP (the last 'largest-contentful-paint' entry); CLS (the sum of every layout shift without recent
 *   input, not the session-window maximum); TBT (long tasks between FCP and the settle point, each clipped to
 *   that span, sum of duration - 50 ms); bytes on the wire per kind (CDP Network.loadingFinished
 *   encodedDataLength, so compressed responses count as sent, cache hits as 0) and "usable" = HTML+JS+CSS+data.
 * Measuring starts once the demo images' variants exist (the server makes them in the background after it starts).
 * Every figure is the median over the runs. A tiny static page with one heading, served by this script and loaded
 * with the same profile in the same runs, is the baseline: each LCP is also shown as a multiple of its LCP, which
 * is what the throttled link alone costs (the machine is shared and noisy).
 * The run is kept in bench/results/web/<date>-<commit>.json.
 *
 * Loopback only: Chromium resolves no other host. Every wait is bounded.
 *   BENCH_WEB_RUNS=5            runs per page
 *   BENCH_WEB_PAGES=home,search,app   which pages (default all)
 *   BENCH_WEB_DATA_DIR=DIR      reuse (and keep) a data dir; default a fresh temporary one, seeded on start
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { saveResults } from './bench-results.mjs';
import { buildServerIfStale } from './build-server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { exited, freePort } from './processes.mjs';
import { buildWebIfStale } from './start.mjs';
import { BYTE_KINDS, bytesBeforeUsable, emptyBytes, resourceKind, totalBytes } from './web-bytes.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const RUNS = positiveInt(process.env.BENCH_WEB_RUNS ?? '5', 'BENCH_WEB_RUNS');
const SEARCH_TERM = 'channel';
/** A demo listing with two screenshots, key-benefit images and no promo video (which would be a YouTube frame). */
const APP_NAME = 'OTA Connect';

const PROFILE = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  network: { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 },
  cpuSlowdown: 4,
};

/** Network and main thread quiet this long (as Playwright's networkidle), then SETTLE_MS more before reading. */
const QUIET_MS = 500;
const SETTLE_MS = 1000;
const LOAD_TIMEOUT_MS = 90_000;
const SERVER_READY_TIMEOUT_MS = 360_000;

function positiveInt(value, name) {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 50) throw new Error(`${name} must be an integer from 1 to 50, not ${value}`);
  return n;
}

/** The built product (`npm start`'s script) on `port` with its own data dir; resolves once /readyz answers 200. */
async function startProduct(port, dataDir) {
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    APP_ENV: 'development',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL; // the embedded database, whatever the caller's shell has
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (d) => (output = (output + d).slice(-8000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = async () => {
    child.kill('SIGTERM');
    if (!(await exited(child, 15_000))) {
      child.kill('SIGKILL');
      await exited(child, 5_000);
    }
  };
  const until = Date.now() + SERVER_READY_TIMEOUT_MS;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it was ready:\n${output}`);
    const ok = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { origin, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the server was not ready within ${SERVER_READY_TIMEOUT_MS / 1000} s:\n${output}`);
}

/** The baseline: one heading, nothing else, from a server of its own on loopback. */
async function startBaselineServer() {
  const body = Buffer.from(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<title>Baseline</title></head><body><h1>Apps for tour and activity operators</h1></body></html>',
  );
  const server = createHttpServer((req, res) => {
    if (req.url !== '/') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length, 'cache-control': 'no-cache' });
    res.end(body);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, stop: () => new Promise((done) => server.close(done)) };
}

/** The id of the demo listing the app page shows, from the public catalogue API. */
async function findListingId(origin, name) {
  const response = await fetch(`${origin}/appstore/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({
      query: 'query ($term: String) { publicAppListings(filter: { searchTerm: $term }, first: 10) { edges { node { id name } } } }',
      variables: { term: name },
    }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = await response.json();
  const node = body.data?.publicAppListings?.edges?.map((e) => e.node).find((n) => n.name === name);
  if (!node) throw new Error(`no demo listing named ${name}: ${JSON.stringify(body).slice(0, 500)}`);
  return node.id;
}

/** A store API query from the script (the CSRF header the API asks of every request). */
async function storeQuery(origin, query, variables) {
  const response = await fetch(`${origin}/appstore/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = await response.json();
  if (!body.data) throw new Error(`store query failed: ${JSON.stringify(body).slice(0, 500)}`);
  return body.data;
}

/**
 * The server makes the demo images' variants in the background after it starts (a few minutes of one core):
 * measuring before they exist would time that work and the originals. Waits until every public listing's images
 * have theirs; answers the seconds waited.
 */
async function waitForImageVariants(origin) {
  const started = Date.now();
  const { publicAppListings } = await storeQuery(origin, '{ publicAppListings(first: 100) { edges { node { id } } } }');
  let pending = publicAppListings.edges.map((e) => e.node.id);
  const images = `variants { width }`;
  const query = `query ($id: ID!) { publicAppListing(id: $id) { icon { ${images} } screenShots { image { ${images} } } keyBenefits { image { ${images} } } } }`;
  while (pending.length > 0) {
    if (Date.now() - started > SERVER_READY_TIMEOUT_MS)
      throw new Error(`image variants still missing after ${SERVER_READY_TIMEOUT_MS / 1000} s for listings ${pending.join(', ')}`);
    const still = [];
    for (const id of pending) {
      const { publicAppListing: l } = await storeQuery(origin, query, { id });
      const all = [l.icon, ...l.screenShots.map((s) => s.image), ...l.keyBenefits.map((k) => k.image)].filter(Boolean);
      if (all.some((image) => image.variants.length === 0)) still.push(id);
    }
    pending = still;
    if (pending.length > 0) await new Promise((r) => setTimeout(r, 3000));
  }
  return (Date.now() - started) / 1000;
}

/**
 * Registered before any script of the page: the observers a settled page is read from. Long tasks have no
 * buffered entries, so that observer must exist from the start.
 */
function observeVitals() {
  const state = { lcp: null, cls: 0, longTasks: [], lastLongTaskEnd: 0 };
  globalThis.__benchVitals = state;
  const observe = (type, onEntry, buffered = true) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered });
    } catch {
      // an entry type this browser lacks stays empty
    }
  };
  observe('largest-contentful-paint', (e) => {
    const el = e.element;
    const what = el
      ? el.tagName.toLowerCase() + (e.url ? ` ${e.url.split('/').pop().slice(0, 40)}` : ` "${(el.textContent ?? '').trim().slice(0, 30)}"`)
      : e.url || '?';
    state.lcp = { time: e.startTime, size: e.size, element: what };
  });
  observe('layout-shift', (e) => {
    if (!e.hadRecentInput) state.cls += e.value;
  });
  observe(
    'longtask',
    (e) => {
      state.longTasks.push({ start: e.startTime, duration: e.duration });
      state.lastLongTaskEnd = Math.max(state.lastLongTaskEnd, e.startTime + e.duration);
    },
    false,
  );
}

/** Read in the page once it has settled. */
function readVitals() {
  const state = globalThis.__benchVitals;
  const settle = performance.now();
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
  let tbt = 0;
  if (fcp !== null) {
    for (const task of state.longTasks) {
      const start = Math.max(task.start, fcp);
      const end = Math.min(task.start + task.duration, settle);
      if (end - start > 50) tbt += end - start - 50;
    }
  }
  return { fcp, lcp: state.lcp?.time ?? null, lcpElement: state.lcp?.element ?? null, cls: state.cls, tbt };
}

/** Bytes received per kind over a CDP session, from one reset to the next, and the requests still in flight. */
function networkCounter(cdp) {
  const resources = new Map();
  const inFlight = new Set();
  let lastActivity = Date.now();
  let bytes = emptyBytes();
  let requests = 0;
  const done = (requestId) => {
    inFlight.delete(requestId);
    resources.delete(requestId);
    lastActivity = Date.now();
  };
  cdp.on('Network.requestWillBeSent', (e) => {
    resources.set(e.requestId, { type: e.type, url: e.request.url });
    inFlight.add(e.requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (e) => {
    const resource = resources.get(e.requestId) ?? {};
    resources.set(e.requestId, { ...resource, type: e.type ?? resource.type, mimeType: e.response.mimeType });
  });
  cdp.on('Network.loadingFinished', (e) => {
    bytes[resourceKind(resources.get(e.requestId) ?? {})] += e.encodedDataLength;
    requests += 1;
    done(e.requestId);
  });
  cdp.on('Network.loadingFailed', (e) => done(e.requestId));
  return {
    /** Before a navigation, which cancels whatever the previous page still had in flight (not always reported). */
    reset() {
      bytes = emptyBytes();
      requests = 0;
      inFlight.clear();
    },
    read: () => ({ bytes: { ...bytes }, requests }),
    /** Milliseconds since the last request started or ended, 0 while one is in flight. */
    idleMs: () => (inFlight.size > 0 ? 0 : Date.now() - lastActivity),
    inFlight: () => [...inFlight].map((id) => resources.get(id)?.url ?? id),
  };
}

async function mobileContext(browser, userAgent) {
  const { viewport, deviceScaleFactor, isMobile, hasTouch } = PROFILE;
  const context = await browser.newContext({ viewport, deviceScaleFactor, isMobile, hasTouch, userAgent });
  await context.addInitScript(observeVitals);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PROFILE.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  return { context, page, network: networkCounter(cdp) };
}

/** `promise`, or an error once `deadline` (epoch ms) has passed: a page's script can keep evaluate() waiting. */
function beforeDeadline(promise, deadline, url) {
  let timer;
  const late = new Promise((_, fail) => {
    timer = setTimeout(
      () => fail(new Error(`${url} did not settle within ${LOAD_TIMEOUT_MS / 1000} s`)),
      Math.max(0, deadline - Date.now()),
    );
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Waits until the page has painted, shows its content (the `ready` selector: its data has arrived), no request
 * has been in flight for QUIET_MS and its main thread has run no long task for QUIET_MS. Network and long-task
 * quiet alone come too early: once the entry script has arrived the phone's CPU runs it for seconds, in slices
 * too short to count as long tasks, with nothing on the wire until the screen asks for its data.
 */
async function settled(page, network, ready, deadline, url) {
  let last = null;
  while (Date.now() < deadline) {
    if (network.idleMs() >= QUIET_MS) {
      const probe = (selector) => ({
        painted: performance.getEntriesByName('first-contentful-paint').length > 0,
        ready: globalThis.document.querySelector(selector) !== null,
        quietFor: performance.now() - globalThis.__benchVitals.lastLongTaskEnd,
      });
      last = await beforeDeadline(page.evaluate(probe, ready), deadline, url);
      if (last.painted && last.ready && last.quietFor >= QUIET_MS && network.idleMs() >= QUIET_MS) return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const pending = network.inFlight();
  throw new Error(
    `${url} did not settle within ${LOAD_TIMEOUT_MS / 1000} s: ` +
      (pending.length ? `requests in flight: ${pending.join(', ')}` : `network quiet; last probe ${JSON.stringify(last)}`),
  );
}

/** One navigation to `url`, measured SETTLE_MS after the page has settled. */
async function visit({ page, network }, url, ready) {
  const deadline = Date.now() + LOAD_TIMEOUT_MS;
  network.reset();
  const response = await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
  if (!response || response.status() !== 200) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
  await settled(page, network, ready, deadline, url);
  await page.waitForTimeout(SETTLE_MS);
  const vitals = await beforeDeadline(page.evaluate(readVitals), deadline + SETTLE_MS, url);
  if (vitals.fcp === null || vitals.lcp === null) throw new Error(`${url}: no FCP or LCP entry after the page settled`);
  return { ...vitals, ...network.read() };
}

function median(values) {
  const sorted = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function mostCommon(values) {
  const counts = new Map();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

function summarize(samples) {
  const pick = (f) => median(samples.map(f));
  const bytes = Object.fromEntries(BYTE_KINDS.map((kind) => [kind, pick((s) => s.bytes[kind])]));
  return {
    fcp: pick((s) => s.fcp),
    lcp: pick((s) => s.lcp),
    cls: pick((s) => s.cls),
    tbt: pick((s) => s.tbt),
    bytes,
    usable: pick((s) => bytesBeforeUsable(s.bytes)),
    total: pick((s) => totalBytes(s.bytes)),
    requests: pick((s) => s.requests),
    lcpElement: mostCommon(samples.map((s) => s.lcpElement)),
  };
}

function printTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

const PAGES = [
  // `ready`: on screen once the page's data has arrived and rendered
  { name: 'home', path: () => '/', ready: '[data-testid="listing-card"]' },
  { name: 'search', path: () => `/apps?q=${encodeURIComponent(SEARCH_TERM)}`, ready: '[data-testid="result-count"]' },
  { name: 'app', path: (listingId) => `/app-details/${encodeURIComponent(listingId)}`, ready: '[data-testid="listing-title"]' },
];

/** The pages BENCH_WEB_PAGES names (comma-separated), or all of them. */
function selectedPages() {
  const wanted = process.env.BENCH_WEB_PAGES?.split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const unknown = wanted?.filter((w) => !PAGES.some((p) => p.name === w)) ?? [];
  if (unknown.length)
    throw new Error(`BENCH_WEB_PAGES: unknown page ${unknown.join(', ')} (known: ${PAGES.map((p) => p.name).join(', ')})`);
  return wanted?.length ? PAGES.filter((p) => wanted.includes(p.name)) : PAGES;
}

/** Chromium that reaches nothing but loopback, and the mobile user agent of its version. */
async function launchBrowser() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      // nothing but loopback: a page's third-party reference fails instead of leaving the machine
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
    ],
  });
  const major = browser.version().split('.')[0];
  const userAgent = `Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Mobile Safari/537.36`;
  return { browser, userAgent };
}

/** RUNS rounds of the baseline and each page, cold then warm, each round in fresh mobile contexts. */
async function measureRuns({ browser, userAgent, product, baseline, selected, listingId }) {
  const samples = { baseline: [] };
  for (const p of selected) samples[p.name] = { cold: [], warm: [] };
  const started = performance.now();
  // runs outermost, so that a burst of load from other processes falls on every page alike
  const retries = [];
  /** `measure` in a fresh mobile context; a load that does not settle (a burst of load elsewhere) is tried once more. */
  const inFreshContext = async (label, measure) => {
    for (let attempt = 1; ; attempt++) {
      const tab = await mobileContext(browser, userAgent);
      try {
        return await measure(tab);
      } catch (err) {
        if (attempt >= 2) throw err;
        console.warn(`${label}: ${err.message}; trying once more`);
        retries.push({ label, error: err.message });
      } finally {
        await tab.context.close();
      }
    }
  };
  for (let run = 1; run <= RUNS; run++) {
    samples.baseline.push(await inFreshContext(`run ${run} baseline`, (tab) => visit(tab, baseline.url, 'h1')));
    for (const p of selected) {
      const url = product.origin + p.path(listingId);
      const { cold, warm } = await inFreshContext(`run ${run} ${p.name}`, async (tab) => ({
        cold: await visit(tab, url, p.ready),
        warm: await visit(tab, url, p.ready),
      }));
      samples[p.name].cold.push(cold);
      samples[p.name].warm.push(warm);
      console.log(
        `run ${run}/${RUNS} ${p.name}: LCP cold ${cold.lcp.toFixed(0)} ms, warm ${warm.lcp.toFixed(0)} ms; baseline ${samples.baseline.at(-1).lcp.toFixed(0)} ms`,
      );
    }
  }
  console.log(`measured in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return { samples, retries };
}

/** Prints the medians as a table and saves them with the samples and how they were taken. */
function reportResults({ browser, userAgent, selected, listingId, samples, retries, variantsWaitS }) {
  const base = summarize(samples.baseline);
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const header = [
    'page',
    'visit',
    'FCP ms',
    'LCP ms',
    'LCP x base',
    'CLS',
    'TBT ms',
    ...BYTE_KINDS.map((k) => `${k} KB`),
    'usable KB',
    'total KB',
    'requests',
  ];
  const row = (page, visitName, s) => [
    page,
    visitName,
    s.fcp.toFixed(0),
    s.lcp.toFixed(0),
    (s.lcp / base.lcp).toFixed(2),
    s.cls.toFixed(3),
    s.tbt.toFixed(0),
    ...BYTE_KINDS.map((k) => kb(s.bytes[k])),
    kb(s.usable),
    kb(s.total),
    String(s.requests),
  ];
  const rows = [row('baseline (static h1)', 'cold', base)];
  const lcpElements = { baseline: base.lcpElement };
  const urls = {};
  for (const p of selected) {
    const path = p.path(listingId);
    urls[p.name] = path;
    for (const visitName of ['cold', 'warm']) {
      const s = summarize(samples[p.name][visitName]);
      rows.push(row(`${p.name} ${path}`, visitName, s));
      lcpElements[`${p.name} ${visitName}`] = s.lcpElement;
    }
  }
  printTable(header, rows);
  console.log(
    `\nmedians of ${RUNS} runs; usable = html + js + css + data (bytes before the page is usable, images aside); CLS summed; requests include cache hits (0 bytes)`,
  );
  console.log('LCP element (most frequent):');
  for (const [k, v] of Object.entries(lcpElements)) console.log(`  ${k}: ${v}`);

  saveResults('web', header, rows, {
    runs: RUNS,
    profile: {
      ...PROFILE,
      userAgent,
      chromium: browser.version(),
      settle: `first contentful paint, the page's content on screen (urls' ready selectors), no request in flight and no long task for ${QUIET_MS} ms, then ${SETTLE_MS} ms more`,
      cls: 'sum of layout shifts without recent input',
      tbt: 'long tasks clipped to [FCP, settle], sum of (duration - 50 ms)',
      bytes: 'CDP Network.loadingFinished encodedDataLength per resource kind',
    },
    urls,
    variantsWaitS,
    ready: Object.fromEntries(selected.map((p) => [p.name, p.ready])),
    lcpElements,
    retries,
    samples,
  });
}

async function main() {
  const selected = selectedPages();
  buildWebIfStale();
  await buildServerIfStale();

  const keepDataDir = Boolean(process.env.BENCH_WEB_DATA_DIR);
  const dataDir = keepDataDir ? resolve(process.env.BENCH_WEB_DATA_DIR) : mkdtempSync(join(tmpdir(), 'bench-web-'));
  const cleanup = [];
  if (!keepDataDir) cleanup.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  try {
    console.log(`starting the product on loopback (data dir ${dataDir}; the first start seeds the demo data)...`);
    const product = await startProduct(await freePort(), dataDir);
    cleanup.push(product.stop);
    const baseline = await startBaselineServer();
    cleanup.push(baseline.stop);
    const listingId = await findListingId(product.origin, APP_NAME);
    console.log("waiting for the demo images' variants...");
    const variantsWaitS = await waitForImageVariants(product.origin);
    console.log(`the demo images' variants were ready ${variantsWaitS.toFixed(0)} s after the server was`);

    const { browser, userAgent } = await launchBrowser();
    cleanup.push(() => browser.close());
    const { samples, retries } = await measureRuns({ browser, userAgent, product, baseline, selected, listingId });
    reportResults({ browser, userAgent, selected, listingId, samples, retries, variantsWaitS });
  } finally {
    for (const step of cleanup.reverse()) {
      try {
        await step();
      } catch (err) {
        console.error(`cleanup: ${err.message}`);
      }
    }
  }
}

await main();
