#!/usr/bin/env node
// Cold start of `npm start`: time from spawning `node scripts/start.mjs` (what `npm start` runs, without npm's own
// start-up) to the first 200 from GET /healthz, on a data dir seeded by an untimed first run. Loopback only; every
// wait is bounded. Usage: node scripts/cold-start.mjs [--runs 5] [--data-dir DIR (kept)] [--script a.mjs --script b.mjs]
// Several --script values are timed in turns (a, b, a, b, ...) so that load from other processes on a shared
// machine falls on each alike. On Linux it also gives the CPU time the server process had used by then, which
// other processes' load barely moves.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { exited, freePort } from './processes.mjs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, 'data-dir': { type: 'string' }, script: { type: 'string', multiple: true } },
});
const runs = Number(values.runs);
const scripts = (values.script ?? ['scripts/start.mjs']).map((s) => resolve(s));
const dataDir = values['data-dir'] ? resolve(values['data-dir']) : mkdtempSync(join(tmpdir(), 'cold-start-'));

/** CPU milliseconds (user + system) a process has used so far, from /proc; null where there is none. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime (fields 14 and 15 of stat) in clock ticks of 10 ms
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Milliseconds from spawn to the first 200 of /healthz; the server is stopped (and waited for) before returning. */
async function startOnce(script, timeoutMs) {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', APP_ENV: 'development' };
  let output = '';
  const started = performance.now();
  const child = spawn(process.execPath, [script], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  try {
    while (performance.now() - started < timeoutMs) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before answering:\n${output}`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) return { ms: performance.now() - started, cpu: cpuMs(child.pid) };
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no 200 from /healthz within ${timeoutMs} ms:\n${output}`);
  } finally {
    child.kill('SIGTERM');
    if (!(await exited(child, 15_000))) {
      child.kill('SIGKILL');
      await exited(child, 5_000);
    }
  }
}

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
  return `${median.toFixed(0)} ms (min ${sorted[0].toFixed(0)}, max ${sorted.at(-1).toFixed(0)})`;
}

try {
  console.log(`data dir ${dataDir}; untimed first run (seeds it when empty)...`);
  // also builds whatever each start script builds when stale, so that no timed run pays for a build
  for (const script of scripts) await startOnce(script, 300_000);
  const results = scripts.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (const [s, script] of scripts.entries()) {
      const result = await startOnce(script, 60_000);
      results[s].push(result);
      console.log(`run ${i + 1} ${relative(root, script)}: ${result.ms.toFixed(0)} ms (cpu ${result.cpu ?? '?'} ms)`);
    }
  }
  for (const [s, script] of scripts.entries()) {
    const wall = summary(results[s].map((r) => r.ms));
    const cpu = results[s].every((r) => r.cpu !== null) ? `; cpu ${summary(results[s].map((r) => r.cpu))}` : '';
    console.log(`${relative(root, script)}: median of ${runs}: ${wall}${cpu}`);
  }
} finally {
  if (!values['data-dir']) rmSync(dataDir, { recursive: true, force: true });
}
