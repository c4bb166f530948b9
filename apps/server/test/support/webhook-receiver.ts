import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the receiver saw it. */
export interface Received {
  /** Arrival time (ms since the epoch). */
  at: number;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The sender's port of the connection (tells which process sent it, while the connection is open). */
  remotePort: number;
}

export interface Reply {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  /** Answer only after this long (a receiver that is too slow). */
  delayMs?: number;
}

export type ReceiverHandler = (request: Received, index: number) => Reply;

/**
 * A real HTTP receiver on a free local port, like a partner's endpoint. It records every request and answers
 * what the test's handler says (200 by default).
 */
export async function startReceiver(handler: ReceiverHandler = () => ({ status: 200, body: 'ok' })) {
  const requests: Received[] = [];
  let current = handler;
  const waiters: { count: number; resolve: () => void }[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const received: Received = {
        at: Date.now(),
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        remotePort: req.socket.remotePort ?? 0,
      };
      const index = requests.push(received) - 1;
      for (const w of [...waiters]) {
        if (requests.length >= w.count) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve();
        }
      }
      const reply = current(received, index);
      const answer = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status, { 'content-type': 'text/plain', ...reply.headers });
        res.end(reply.body ?? '');
      };
      if (reply.delayMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          answer();
        }, reply.delayMs);
        timers.add(timer);
      } else {
        answer();
      }
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path = '/hooks') => `http://127.0.0.1:${port}${path}`,
    requests,
    setHandler(next: ReceiverHandler) {
      current = next;
    },
    /** Resolves once `count` requests have arrived (or rejects after `timeoutMs`). */
    waitFor(count: number, timeoutMs = 20_000) {
      if (requests.length >= count) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`receiver got ${requests.length} of ${count} requests`)), timeoutMs);
        waiters.push({ count, resolve: () => (clearTimeout(timer), resolve()) });
      });
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

const header = (r: Received, name: string) => String(r.headers[name] ?? '');

/**
 * Verifies `x-bokun-hmac` as the partner apps do: the other x-bokun-* headers, sorted by name, as name=value
 * joined with & — written here from the contract, independently of the server's signing code.
 */
export function verifyBokunHmac(r: Received, secret: string): boolean {
  const message = Object.keys(r.headers)
    .filter((name) => name.startsWith('x-bokun-') && name !== 'x-bokun-hmac')
    .sort()
    .map((name) => `${name}=${header(r, name)}`)
    .join('&');
  const expected = createHmac('sha256', secret).update(message).digest('hex');
  return equal(expected, header(r, 'x-bokun-hmac'));
}

/** Verifies the Standard Webhooks signature: v1,base64(HMAC(secret, id.timestamp.body)), timestamp within 5 minutes. */
export function verifyStandardSignature(r: Received, secret: string, nowMs = Date.now()): boolean {
  const id = header(r, 'webhook-id');
  const timestamp = header(r, 'webhook-timestamp');
  if (!id || !/^\d+$/.test(timestamp) || Math.abs(nowMs / 1000 - Number(timestamp)) > 300) return false;
  const expected = createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${id}.${timestamp}.${r.body}`).digest('base64');
  // the header may carry several space-separated signatures (key rotation); one must match
  return header(r, 'webhook-signature')
    .split(' ')
    .some((sig) => sig.startsWith('v1,') && equal(expected, sig.slice(3)));
}

function equal(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
