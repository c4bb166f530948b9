#!/usr/bin/env node
// `npm start`: builds the web app and the server when missing or older than their sources, then runs the
// compiled server (apps/server/dist/main.js) with plain Node in this same process, so that signals reach it directly.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isStale } from './newest-mtime.mjs';
import { buildServerIfStale, serverEntry } from './build-server.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
// the web build's last output: the store's server-rendering bundle, written after apps/web/dist
const builtIndex = join(root, 'apps/web/dist-ssr/entry-server.js');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/public',
  'packages/shared/src',
];

export function webBuildIsStale() {
  return isStale(
    builtIndex,
    sources.map((s) => join(root, s)),
  );
}

export function buildWebIfStale() {
  if (!webBuildIsStale()) return;
  console.log('Building the web app (apps/web/dist)...');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildWebIfStale();
  await buildServerIfStale();
  // stack traces point into apps/server/src rather than the bundle
  process.setSourceMapsEnabled(true);
  // this process, and no other server on the same database, runs examples/partner-app beside the store (outside
  // production; DEMO_PARTNER_APP=off leaves it out)
  process.env.DEMO_PARTNER_APP ||= 'on';
  await import(pathToFileURL(serverEntry).href);
}
