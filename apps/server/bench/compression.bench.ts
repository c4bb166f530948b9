/**
 * Compression benchmark: what goes over the wire, and what on-the-fly compression costs.
 *
 * 1. Bytes sent for the store's first-load JavaScript (the entry and its static imports, from the web build's
 *    manifest: build the web app first) and for the catalogue's home query (first 50 of 10,000 listings), plain,
 *    brotli and gzip, as a browser receives them from the real server.
 * 2. Throughput of that home query (the response cache on, as served: the case where compression is the
 *    largest share of the work) with and without `Accept-Encoding`: autocannon, 20 connections, on PGlite; the
 *    runs alternate, twice each, and the ratio is to the plain runs of the same round. Also the CPU time per
 *    request (server and load generator, one process), which a machine busy with other work distorts less.
 * 3. The compression of that one answer alone: brotli at the on-the-fly and the build-time quality, gzip.
 *
 *   npm run bench:compression -w apps/server        BENCH_SECONDS=6 BENCH_LISTINGS=10000 BENCH_ROUNDS=2
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApp, defaultWebDist } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { COMPRESSION_THRESHOLD, ON_THE_FLY_BROTLI_QUALITY } from '../src/http/compression.ts';
import { createLocalStorage } from '../src/modules/files/storage.ts';
import { generatePublishedListings } from './generate-listings.ts';
import { percentile, printTable } from './http-load.ts';
import { saveResults } from './results.ts';
import { LIST_QUERY } from './store-documents.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 10_000);
const CONNECTIONS = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

const LIST_BODY = JSON.stringify({ query: LIST_QUERY, variables: { filter: { searchTerm: '' }, first: 50 } });
const GQL_HEADERS = { 'content-type': 'application/json', 'x-csrf-protection': '1' };

const ENCODINGS = [
  ['plain', {}],
  ['br', { 'accept-encoding': 'br' }],
  ['gzip', { 'accept-encoding': 'gzip' }],
] as const;

/** One request; answers the encoding and the number of body bytes on the wire. */
function wireBytes(url: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; encoding: string; bytes: number }>((resolve, reject) => {
    const req = request(url, { method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => resolve({ status: res.statusCode!, encoding: String(res.headers['content-encoding'] ?? 'none'), bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** The store entry's first-load JavaScript files, as scripts/check-bundle-size.mjs finds them. */
function entryScripts(webDist: string): string[] {
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[] }
  >;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

async function load(url: string, headers: Record<string, string>) {
  const latencies: number[] = [];
  const cpuBefore = process.cpuUsage();
  let non2xx = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, method: 'POST', connections: CONNECTIONS, duration: SECONDS, headers: { ...GQL_HEADERS, ...headers }, body: LIST_BODY },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status !== 200) non2xx++;
      latencies.push(responseTime);
    });
  });
  if (non2xx) throw new Error(`${non2xx} non-200 responses`);
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.total / SECONDS,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    // server and load generator share this process: CPU time per request, the part a busy machine does not distort
    cpuMicros: (cpu.user + cpu.system) / result.requests.total,
  };
}

/** Microseconds of one compression of `body`, the median of `times` runs. */
function compressMicros(compress: () => Buffer, times = 300): number {
  const runs: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    compress();
    runs.push((performance.now() - start) * 1000);
  }
  return percentile(
    runs.sort((a, b) => a - b),
    50,
  );
}

const webDist = process.env.WEB_DIST ?? defaultWebDist;
if (!existsSync(join(webDist, '.vite', 'manifest.json'))) {
  console.error(`No web build at ${webDist}: npm run build -w apps/web first`);
  process.exit(2);
}

const dataDir = mkdtempSync(join(tmpdir(), 'appstore-bench-'));
const config = loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://127.0.0.1' });
const database = await openDatabase({ dataDir });
const rows: string[][] = [];
try {
  await generatePublishedListings(database.db, LISTINGS);
  const storage = createLocalStorage({ dataDir, publicUrl: config.publicUrl, secretKey: config.secretKey });
  const app = await buildApp({ config, database, storage, logger: false, webDist });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const graphqlUrl = `${base}/appstore/graphql`;
  try {
    // 1. bytes on the wire
    const scripts = entryScripts(webDist);
    const sizes: Record<string, { entry: number; listings: number }> = {};
    for (const [name, headers] of ENCODINGS) {
      let entry = 0;
      for (const file of scripts) {
        const res = await wireBytes(`${base}/${file}`, { headers });
        if (res.status !== 200 || res.encoding !== (name === 'plain' ? 'none' : name))
          throw new Error(`${file}: ${res.status} ${res.encoding}`);
        entry += res.bytes;
      }
      const listings = await wireBytes(graphqlUrl, { method: 'POST', headers: { ...GQL_HEADERS, ...headers }, body: LIST_BODY });
      if (listings.status !== 200 || listings.encoding !== (name === 'plain' ? 'none' : name))
        throw new Error(`listings: ${listings.encoding}`);
      sizes[name] = { entry, listings: listings.bytes };
    }
    const kb = (n: number) => (n / 1024).toFixed(1);
    for (const [name] of ENCODINGS) {
      const s = sizes[name]!;
      rows.push([
        `bytes, ${name}`,
        `${kb(s.entry)} KB (${scripts.length} files)`,
        (s.entry / sizes.plain!.entry).toFixed(3),
        `${kb(s.listings)} KB`,
        (s.listings / sizes.plain!.listings).toFixed(3),
      ]);
    }

    // 2. throughput of the cached home query with and without compression
    const runs: Record<string, { rps: number[]; p50: number[]; p95: number[]; cpu: number[] }> = {};
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, headers] of ENCODINGS) {
        const figures = await load(graphqlUrl, headers);
        const run = (runs[name] ??= { rps: [], p50: [], p95: [], cpu: [] });
        run.cpu.push(figures.cpuMicros);
        run.rps.push(figures.rps);
        run.p50.push(figures.p50);
        run.p95.push(figures.p95);
      }
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    for (const [name] of ENCODINGS) {
      const run = runs[name]!;
      const ratios = run.rps.map((rps, i) => rps / runs.plain!.rps[i]!);
      rows.push([
        `home query load, ${name}`,
        `${mean(run.rps).toFixed(0)} req/s (${run.rps.map((r) => r.toFixed(0)).join(' / ')})`,
        mean(ratios).toFixed(3),
        `p50 ${mean(run.p50).toFixed(1)} ms, p95 ${mean(run.p95).toFixed(1)} ms`,
        '',
      ]);
    }
    for (const [name] of ENCODINGS) {
      const cpu = mean(runs[name]!.cpu);
      rows.push([`CPU per request, ${name}`, `${cpu.toFixed(0)} µs`, (cpu / mean(runs.plain!.cpu)).toFixed(3), '', '']);
    }

    // 3. the compression alone, on that same answer
    const answer = Buffer.from(await (await fetch(graphqlUrl, { method: 'POST', headers: GQL_HEADERS, body: LIST_BODY })).arrayBuffer());
    const brotliAt = (quality: number) => () => brotliCompressSync(answer, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
    for (const [name, compress] of [
      [`brotli ${ON_THE_FLY_BROTLI_QUALITY} (on the fly)`, brotliAt(ON_THE_FLY_BROTLI_QUALITY)],
      ['brotli 11 (build time)', brotliAt(11)],
      ['gzip 6 (on the fly)', () => gzipSync(answer, { level: 6 })],
    ] as const) {
      rows.push([
        `compress the home answer once, ${name}`,
        `${compressMicros(compress).toFixed(0)} µs`,
        '',
        `${kb(compress().length)} KB`,
        '',
      ]);
    }
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const header = ['measure', 'store entry JS / req/s', '× plain', 'home listings (50 of 10,000) / latency', '× plain'];
const caption = `PGlite, ${LISTINGS} listings; on the fly brotli quality ${ON_THE_FLY_BROTLI_QUALITY}, gzip 6, above ${COMPRESSION_THRESHOLD} bytes; ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} rounds`;
printTable(caption, header, rows);
saveResults('compression', header, rows, { caption });
process.exit(0);
