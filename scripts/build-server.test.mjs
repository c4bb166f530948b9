// The compiled server (what `npm start` runs): built, then started with plain Node (no tsx) on a fresh data dir
// and a free loopback port, it must answer /healthz and the store's GraphQL.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerIfStale, serverDist, serverEntry } from './build-server.mjs';
import { freePort } from './processes.mjs';

describe('compiled server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'appstore-dist-'));
  let child;
  let baseUrl;
  let output = '';

  beforeAll(async () => {
    // the bundle as npm start would run it: built now unless it is newer than every source (CI has just built it)
    await buildServerIfStale();
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [serverEntry], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        APP_ENV: 'test',
        LOG_LEVEL: 'warn',
        SEED_DEMO_DATA: 'never',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const until = Date.now() + 90_000;
    while (Date.now() < until) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
      const up = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no answer from ${baseUrl}/healthz within 90 s:\n${output}`);
  }, 150_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('bundles the TypeScript it needs and leaves npm packages to node_modules', () => {
    const bundle = readFileSync(serverEntry, 'utf8');
    expect(bundle).not.toMatch(/from\s+["']@appstore\/shared/);
    expect(bundle).not.toMatch(/from\s+["']tsx/);
    expect(bundle).toMatch(/from\s+["']fastify["']/);
  });

  it('has beside the bundle every folder its code looks up next to itself', () => {
    // the web build (../../web/dist) is optional: without it the server serves the APIs only
    const lookups = [...readFileSync(serverEntry, 'utf8').matchAll(/new URL\(\s*["'](\.\/[^"']+)["']\s*,\s*import\.meta\.url\s*\)/g)].map(
      (m) => m[1],
    );
    expect(lookups).toEqual(expect.arrayContaining(['./migrations', './assets']));
    expect(lookups.filter((path) => !existsSync(join(serverDist, path)))).toEqual([]);
  });

  it('answers /healthz and the store GraphQL API', async () => {
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
    const res = await fetch(`${baseUrl}/appstore/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ publicAppListings(first: 1) { totalCount } }' }),
      signal: AbortSignal.timeout(10_000),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { publicAppListings: { totalCount: 0 } } });
  });
});
