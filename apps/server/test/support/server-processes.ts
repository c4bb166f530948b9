import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { exited, freePort } from '../../../../scripts/processes.mjs';

/**
 * Real server processes for the multi-process suite: the compiled bundle that `npm start` runs (built first
 * if its sources are newer, as the compiled-server test does), each on a free loopback port.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const serverEntry = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

/** Builds apps/server/dist unless it is newer than every source (CI has just built it). */
export async function buildServerIfStale(): Promise<void> {
  await promisify(execFile)(process.execPath, ['scripts/build-server.mjs', '--if-stale'], { cwd: root, timeout: 180_000 });
}

export interface ServerProcess {
  name: string;
  /** `http://127.0.0.1:<port>` */
  url: string;
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when a signal ended it). */
  exit: Promise<number | null>;
  /** POSTs to its store API as the web app does (the CSRF header, a session cookie if given). */
  gql<T = any>(query: string, variables?: Record<string, unknown>, cookie?: string): Promise<GqlAnswer<T>>;
  /** SIGTERM, then SIGKILL if it has not exited within 15 s. */
  stop(): Promise<void>;
}

export interface GqlAnswer<T> {
  status: number;
  headers: Headers;
  data: T;
  errors?: { message: string; extensions: { classification: string } }[];
}

/** Starts one server process; `ready` waits for it. */
export async function startServer(name: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d));
  child.stderr!.on('data', (d: Buffer) => (output += d));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  return {
    name,
    url,
    child,
    output: () => output,
    exit,
    async gql(query, variables, cookie) {
      const res = await fetch(`${url}/appstore/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-protection': '1', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(20_000),
      });
      return { status: res.status, headers: res.headers, ...(await res.json()) };
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      if (!(await exited(child, 15_000))) child.kill('SIGKILL');
      await exit;
    },
  };
}

/** Waits until the server answers /readyz (its database too), or fails with what it printed. */
export async function ready(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.child.exitCode !== null) throw new Error(`${server.name} exited with ${server.child.exitCode}:\n${server.output()}`);
    const up = await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(1_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${server.name}: no answer from /readyz within ${timeoutMs} ms:\n${server.output()}`);
}

/** Polls `check` until it answers a truthy value, or fails after `timeoutMs` naming `what`. */
export async function until<T>(check: () => Promise<T>, timeoutMs: number, what: string, everyMs = 100): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`${what}: not reached within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** `name=value` of the session cookie a login answer sets. */
export function sessionCookie(headers: Headers): string {
  const cookie = headers.getSetCookie().find((c) => c.startsWith('appstore_session='));
  if (!cookie) throw new Error('no session cookie in the answer');
  return cookie.split(';')[0]!;
}

/**
 * Which of `pids` owns the local TCP port of each open IPv4 connection (Linux /proc): tells a receiver which
 * process a request came from, by the request's remote port, while the connection is still open. Empty where
 * /proc is not there.
 */
export function tcpPortOwners(pids: number[]): Map<number, number> {
  const inodeOwner = new Map<string, number>();
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (match) inodeOwner.set(match[1]!, pid);
      } catch {
        // the descriptor closed meanwhile
      }
    }
  }
  const owners = new Map<number, number>();
  let table = '';
  try {
    table = readFileSync('/proc/net/tcp', 'utf8');
  } catch {
    return owners;
  }
  for (const line of table.split('\n').slice(1)) {
    const cols = line.trim().split(/\s+/);
    const [, local] = cols;
    const inode = cols[9];
    if (!local || !inode) continue;
    const owner = inodeOwner.get(inode);
    if (owner !== undefined) owners.set(parseInt(local.split(':')[1]!, 16), owner);
  }
  return owners;
}
