#!/usr/bin/env node
/**
 * Size budget of the public App Store's routes (`npm run size`).
 *
 * For each store route (scripts/bundle-routes.mjs: `/`, `/apps`, `/app-details/:listingId`, 404) the JavaScript
 * needed before the page is interactive: the entry chunk and every chunk it reaches through static imports,
 * plus the route's lazy view chunk and its static imports when the view is a chunk of its own. Prints their
 * brotli (quality 11) and gzip (level 9) sizes and any CSS they bring, then every lazy chunk. Exits 1 when a
 * route's brotli JS is over the budget, or when a route's first load carries code kept for the partner area
 * (portal, reports and recharts, the query explorer, GraphiQL and monaco, react-hook-form): module lists from
 * dist/.vite/modules.json, which the web build writes (apps/web/build/chunk-modules.ts).
 *
 *   node scripts/check-bundle-size.mjs [--budget-kb 120] [--dist apps/web/dist]
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { STORE_ROUTES, entryKey, forbiddenIn, routeFirstLoad, staticClosure } from './bundle-routes.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function option(name, fallback) {
  const index = process.argv.indexOf(name);
  return index > -1 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const budgetKb = Number(option('--budget-kb', '120'));
const dist = resolve(root, option('--dist', 'apps/web/dist'));
const manifestPath = join(dist, '.vite', 'manifest.json');
const modulesPath = join(dist, '.vite', 'modules.json');

function stop(message) {
  console.error(message);
  process.exit(2);
}

if (!Number.isFinite(budgetKb) || budgetKb <= 0) stop(`--budget-kb must be a positive number of KB, not ${option('--budget-kb')}`);
for (const path of [manifestPath, modulesPath]) {
  if (!existsSync(path)) stop(`No ${path}. Build the web app first: npm run build -w apps/web`);
}

/** @type {Record<string, {file: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[], name?: string, src?: string}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
/** @type {Record<string, string[]>} chunk file → module ids */
const modules = JSON.parse(readFileSync(modulesPath, 'utf8'));

const sizes = new Map();
/** Brotli (quality 11) and gzip (level 9) bytes of one built file. */
function size(file) {
  if (!sizes.has(file)) {
    const raw = readFileSync(join(dist, file));
    const brotli = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }).length;
    sizes.set(file, { brotli, gzip: gzipSync(raw, { level: 9 }).length });
  }
  return sizes.get(file);
}
const sum = (files) =>
  files.reduce((total, file) => ({ brotli: total.brotli + size(file).brotli, gzip: total.gzip + size(file).gzip }), { brotli: 0, gzip: 0 });
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

let routes;
try {
  routes = STORE_ROUTES.map((route) => routeFirstLoad(manifest, modules, route));
} catch (err) {
  stop(`${err.message}. Update STORE_ROUTES in scripts/bundle-routes.mjs to match apps/web/src/app/router.tsx.`);
}
const unlisted = [...new Set(routes.flatMap((r) => r.js))].filter((file) => !modules[file]);
if (unlisted.length) stop(`${modulesPath} does not list ${unlisted.join(', ')}: rebuild the web app (npm run build -w apps/web)`);

console.log(`Store routes: JS needed before the page is interactive (entry + the route's view chunk, with their static imports)`);
console.log(`budget ${budgetKb} KB brotli per route\n`);
const header = ['route', 'JS brotli', 'JS gzip', 'CSS brotli', 'CSS gzip', 'chunks'];
const table = routes.map((r) => {
  const js = sum(r.js);
  const css = sum(r.css);
  const over = js.brotli > budgetKb * 1024;
  return {
    over,
    cells: [
      r.route,
      kb(js.brotli),
      kb(js.gzip),
      r.css.length ? kb(css.brotli) : '-',
      r.css.length ? kb(css.gzip) : '-',
      String(r.js.length),
    ],
  };
});
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row.cells[i].length)));
const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(line(header));
for (const row of table) console.log(`${line(row.cells)}${row.over ? '  <-- OVER BUDGET' : ''}`);

const chunkLine = (file, label = '') => {
  const { brotli, gzip } = size(file);
  return `  ${file.padEnd(48)} ${kb(brotli).padStart(9)} br ${kb(gzip).padStart(9)} gz${label ? `  ${label}` : ''}`;
};
const entry = entryKey(manifest);
const entryJs = routes[0].js.filter((file) => !routes[0].added.includes(file));
console.log(`\nentry (${entry}) and its static imports, in every route:`);
for (const file of entryJs) console.log(chunkLine(file));
for (const r of routes) {
  if (r.viewChunk === null) console.log(`${r.route}: ${r.view} is in the entry`);
  else {
    console.log(`${r.route}: adds`);
    for (const file of r.added) console.log(chunkLine(file));
  }
  for (const file of r.css) console.log(chunkLine(file, 'CSS'));
}

// Lazy chunks: everything reachable only through dynamic imports, with what each adds on top of the entry.
const initial = staticClosure(manifest, entry);
const lazy = new Set();
const visit = (key) => {
  for (const dynamicKey of manifest[key]?.dynamicImports ?? []) {
    for (const reached of staticClosure(manifest, dynamicKey)) {
      if (initial.has(reached) || lazy.has(reached)) continue;
      lazy.add(reached);
      visit(reached);
    }
  }
};
for (const key of initial) visit(key);
if (lazy.size > 0) {
  console.log('\nlazy chunks:');
  const rows = [...lazy]
    .map((key) => manifest[key])
    .filter((chunk) => chunk.file.endsWith('.js'))
    .map((chunk) => ({ name: chunk.src ?? chunk.name ?? chunk.file, file: chunk.file, ...size(chunk.file) }))
    .sort((a, b) => b.brotli - a.brotli);
  for (const row of rows) console.log(chunkLine(row.file, row.name));
}

let failed = false;
for (const r of routes) {
  const hits = forbiddenIn(manifest, modules, r.keys);
  if (hits.length === 0) continue;
  failed = true;
  console.error(`\n${r.route} loads code kept for the partner area in its first load:`);
  const byWhat = new Map();
  for (const hit of hits) byWhat.set(hit.what, [...(byWhat.get(hit.what) ?? []), hit]);
  for (const [what, list] of byWhat) {
    console.error(`  ${what}: ${list.length} module(s), e.g.`);
    for (const hit of list.slice(0, 3)) console.error(`    ${hit.found}  (in ${hit.file})`);
  }
}
const over = routes.filter((_, i) => table[i].over);
if (over.length > 0) {
  failed = true;
  console.error(`\n${over.map((r) => r.route).join(', ')}: over the ${budgetKb} KB brotli budget. Lazy-load more of the first load.`);
}
if (failed) process.exit(1);
