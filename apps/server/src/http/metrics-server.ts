import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Metrics } from '../lib/metrics.ts';
import { hasMetricsToken, METRICS_PATH } from './metrics.ts';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * METRICS_PORT: /metrics on a listener of its own, bound to METRICS_HOST (loopback by default), for a Prometheus on
 * the same host or private network; the public port then need not serve it at all. When METRICS_TOKEN is set too,
 * it is asked for here as well.
 */
export async function startMetricsServer(opts: {
  metrics: Metrics;
  host: string;
  port: number;
  token?: string;
  onError: (err: unknown) => void;
}): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== METRICS_PATH) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
      return;
    }
    if (opts.token !== undefined && !hasMetricsToken(req.headers.authorization, opts.token)) {
      res.writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer' }).end('{"error":"Unauthorized"}');
      return;
    }
    opts.metrics.scrape().then(
      ({ contentType, body }) => res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body),
      (err: unknown) => {
        opts.onError(err);
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"Could not read the metrics"}');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
