#!/usr/bin/env node
// Bundles the server into apps/server/dist/main.js so that production runs plain `node`, without tsx's loader.
// npm packages stay external (node_modules at run time) except the workspace's @appstore/shared, which ships
// TypeScript sources. The bundle's `new URL('./x', import.meta.url)` lookups resolve next to main.js, so the
// folders they name are copied there; a server test checks that every such lookup in the bundle is present.
import { cpSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './newest-mtime.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const server = join(root, 'apps/server');
export const serverDist = join(server, 'dist');
export const serverEntry = join(serverDist, 'main.js');

const sources = [join(server, 'src'), join(root, 'packages/shared/src'), fileURLToPath(import.meta.url)];

/** Folders the server reads at run time, relative to the module that reads them, as they sit beside the bundle. */
const runtimeFolders = [
  { from: 'src/db/migrations', to: 'migrations' }, // db/client.ts: migrationsFolder
  { from: 'src/seed/assets', to: 'assets' }, // seed/images.ts: demo images
];

const bundledPackage = /^@appstore\/shared(\/|$)/;

/** Leaves every bare import (npm packages, node: built-ins) to Node except the workspace's TypeScript packages. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (bundledPackage.test(args.path) ? undefined : { path: args.path, external: true }));
  },
};

export function serverBuildIsStale() {
  return isStale(serverEntry, sources);
}

/**
 * dist sits at the same depth as src, so app.ts's ../../web/dist still finds the web build. main.js is written
 * last: a build that fails leaves no main.js, so the next `npm start` sees it stale and builds again.
 */
export async function buildServer() {
  const outdir = serverDist;
  const { build } = await import('esbuild');
  rmSync(outdir, { recursive: true, force: true });
  for (const { from, to } of runtimeFolders) cpSync(join(server, from), join(outdir, to), { recursive: true });
  await build({
    // the server, and the SECRET_KEY rotation command (docs/OPERATIONS.md) run with the same settings
    entryPoints: [join(server, 'src/main.ts'), join(server, 'src/rotate-secret-key.ts')],
    outdir,
    entryNames: '[name]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
}

/**
 * Builds unless the bundle is newer than every source. Test files that start the built server may ask at the
 * same moment (the compiled-server test, the multi-process suite): one builds, the others wait for it and
 * find the bundle fresh, instead of one deleting dist under another's starting server.
 */
export async function buildServerIfStale() {
  if (!serverBuildIsStale()) return;
  await withBuildLock(async () => {
    if (!serverBuildIsStale()) return;
    console.log('Building the server (apps/server/dist)...');
    await buildServer();
  });
}

const buildLock = join(server, '.dist-build.lock');

async function withBuildLock(work) {
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      mkdirSync(buildLock);
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      // a lock left by a build that was killed is taken over once it is older than any build takes
      if (Date.now() - statSync(buildLock, { throwIfNoEntry: false })?.mtimeMs > 120_000)
        rmSync(buildLock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`another server build holds ${buildLock}; remove it if no build is running`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    await work();
  } finally {
    rmSync(buildLock, { recursive: true, force: true });
  }
}

// `--if-stale`: what `npm start` does; without it, always (`npm run build`)
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-stale')) await buildServerIfStale();
  else await buildServer();
}
