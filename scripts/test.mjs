#!/usr/bin/env node
// `npm test`: every suite. Unit and integration tests (PGlite always; PostgreSQL when TEST_DATABASE_URL is
// set), then the browser suite against the built product when a Chromium is found. Each says when it did not run.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from './start.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const totals = { passed: 0, failed: 0, skipped: 0 };
let failures = 0;
/** How long each suite took, printed at the end (`.ci/run` shows only the whole `npm test`). */
const durations = [];

function run(label, args, cwd = root) {
  const report = join(tmpdir(), `vitest-${label}-${process.pid}.json`);
  console.log(`\n=== ${label} ===`);
  const started = performance.now();
  const result = spawnSync('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    cwd,
    stdio: 'inherit',
    env: process.env,
  });
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
    rmSync(report, { force: true });
  }
  if (result.status !== 0) failures++;
  durations.push(`${label}: ${Math.round((performance.now() - started) / 1000)} s`);
}

if (!process.env.TEST_DATABASE_URL) {
  console.log('PostgreSQL integration tests: not run (set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run them).');
}
run('unit + integration', []);

if (existsSync(chromium)) {
  buildWebIfStale();
  run('end-to-end (Chromium)', ['--config', 'vitest.config.ts'], join(root, 'e2e'));
} else {
  console.log(`\nBrowser tests: not run (no Chromium at ${chromium}; install Debian's chromium or set CHROMIUM_PATH).`);
}

console.log(`\n${durations.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures ? 1 : 0);
