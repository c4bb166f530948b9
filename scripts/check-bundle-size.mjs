#!/usr/bin/env node
/**
 * Size budget of the public App Store's first load.
 *
 * Reads the Vite manifest of the web build, finds the entry, and sums the gzipped size of the
 * entry's JavaScript plus every chunk it reaches through static imports (lazy `dynamicImports`
 * are not part of the first load). Prints the figure and each lazy chunk; exits 1 over budget.
 *
 *   node scripts/check-bundle-size.mjs [--budget-kb 200] [--dist apps/web/dist]
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function option(name, fallback) {
  const index = process.argv.indexOf(name);
  return index > -1 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const budgetKb = Number(option('--budget-kb', '200'));
const dist = resolve(root, option('--dist', 'apps/web/dist'));
const manifestPath = join(dist, '.vite', 'manifest.json');

if (!existsSync(manifestPath)) {
  console.error(`No Vite manifest at ${manifestPath}. Build the web app first: npm run build -w apps/web`);
  process.exit(2);
}

/** @type {Record<string, {file: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[], name?: string, src?: string}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Every chunk key reachable from `key` through static imports, `key` included. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length === 0) {
  console.error('The manifest has no entry chunk.');
  process.exit(2);
}

let failed = false;
for (const [entryKey] of entries) {
  const initial = staticClosure(entryKey);
  const jsFiles = [...initial].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const total = jsFiles.reduce((sum, file) => sum + gzipBytes(file), 0);
  const label = entries.length === 1 ? 'store entry JS' : `entry ${entryKey} JS`;
  const over = total > budgetKb * 1024;
  failed ||= over;

  console.log(`${label}: ${kb(total)} KB gzip (budget ${budgetKb} KB)${over ? '  <-- OVER BUDGET' : ''}`);
  for (const file of jsFiles) console.log(`  ${file.padEnd(48)} ${kb(gzipBytes(file)).padStart(7)} KB`);

  // Lazy chunks: everything reachable only through dynamic imports, with what each adds on top.
  const lazy = new Set();
  const visit = (key) => {
    for (const dynamicKey of manifest[key]?.dynamicImports ?? []) {
      for (const reached of staticClosure(dynamicKey)) {
        if (initial.has(reached) || lazy.has(reached)) continue;
        lazy.add(reached);
        visit(reached);
      }
    }
  };
  for (const key of initial) visit(key);

  if (lazy.size > 0) {
    console.log('lazy chunks (gzip):');
    const rows = [...lazy]
      .map((key) => manifest[key])
      .filter((chunk) => chunk.file.endsWith('.js'))
      .map((chunk) => ({ name: chunk.src ?? chunk.name ?? chunk.file, file: chunk.file, size: gzipBytes(chunk.file) }))
      .sort((a, b) => b.size - a.size);
    for (const row of rows) console.log(`  ${row.file.padEnd(48)} ${kb(row.size).padStart(7)} KB  ${row.name}`);
  }
}

if (failed) {
  console.error(`\nThe store's first load is over its ${budgetKb} KB gzip budget. Lazy-load more of it.`);
  process.exit(1);
}
