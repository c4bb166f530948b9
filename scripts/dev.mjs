#!/usr/bin/env node
// `npm run dev`: the server from its TypeScript sources, restarted on every change (tsx watch), and the web app
// from the Vite dev server with hot module replacement, which forwards the server's paths to it
// (apps/web/vite.config.ts). Open http://localhost:5173. Both write here, each line prefixed with its name; Ctrl-C
// (or SIGTERM) stops both, the server gracefully, and exits once both are gone.
//
// The server runs as `npm start` runs it: on the embedded database in ./data of the repository (DATA_DIR), with
// the demo data seeded into an empty one, so the two commands share one database (one at a time).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const serverDir = join(root, 'apps/server');
const webDir = join(root, 'apps/web');
const WEB_PORT = 5173; // apps/web/vite.config.ts: server.port (strictPort: another free port would not match PUBLIC_URL)
const STOP_TIMEOUT_MS = 10_000;

const env = {
  ...process.env,
  // the server's own working directory is apps/server; ./data of the repository is what `npm start` uses
  DATA_DIR: resolve(root, process.env.DATA_DIR ?? './data'),
  // links in mail, file URLs and redirects lead to the dev server, which forwards the server's paths
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${WEB_PORT}`,
  // the server runs examples/partner-app beside it, as `npm start` does (README, "The demo partner app")
  DEMO_PARTNER_APP: process.env.DEMO_PARTNER_APP || 'on',
};
// both write through pipes here, not to a terminal: keep their colours unless colour is turned off
if (!env.NO_COLOR && env.FORCE_COLOR === undefined && process.stdout.isTTY) env.FORCE_COLOR = '1';

/** The command-line script a workspace's dependency installs (its package.json `bin`). */
function binOf(workspace, pkg) {
  const manifestPath = createRequire(join(workspace, 'package.json')).resolve(`${pkg}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return join(dirname(manifestPath), typeof bin === 'string' ? bin : bin[pkg]);
}
const tsxCli = binOf(serverDir, 'tsx');
const viteCli = binOf(webDir, 'vite');

const useColor = Boolean(env.FORCE_COLOR) && env.FORCE_COLOR !== '0';
const label = (name, color) => (useColor ? `\x1b[${color}m[${name}]\x1b[0m ` : `[${name}] `);

const children = [
  start('server', '36', serverDir, [tsxCli, 'watch', '--clear-screen=false', 'src/main.ts']),
  start('web', '35', webDir, [viteCli]),
];

let stopping = false;
let exitCode = 0;

function start(name, color, cwd, args) {
  // its own process group: the terminal's Ctrl-C reaches only this script, which then stops each child once
  // (tsx force-kills the server when it is told twice)
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const prefix = label(name, color);
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let rest = '';
    from.setEncoding('utf8');
    from.on('data', (text) => {
      const lines = (rest + text).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) to.write(prefix + line + '\n');
    });
    from.on('end', () => rest && to.write(prefix + rest + '\n'));
  }
  child.on('exit', (code, signal) => {
    child.exited = true;
    if (!stopping) {
      console.error(`${prefix}stopped (${signal ?? `exit code ${code}`}); stopping the other one`);
      exitCode = code || 1;
      stop();
    } else if (children.every((c) => c.exited)) {
      process.exit(exitCode);
    }
  });
  return child;
}

function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (!child.exited) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of children) {
      if (child.exited) continue;
      console.error(`${label('dev', '33')}pid ${child.pid} did not stop in ${STOP_TIMEOUT_MS / 1000} s: killing it`);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }
  }, STOP_TIMEOUT_MS).unref();
  if (children.every((c) => c.exited)) process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
// `kill <pid of npm run dev>`: npm passes the signal to the shell that runs this script, which dies without passing
// it on; this script then belongs to init, which it notices here
const parent = process.ppid;
setInterval(() => process.ppid !== parent && stop(), 1000).unref();
