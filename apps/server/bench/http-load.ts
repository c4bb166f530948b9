import autocannon from 'autocannon';

export interface Figures {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Latency percentiles of the (unsorted) samples, in their unit, and the rate over `seconds`. */
export function figures(latencies: number[], seconds: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    rps: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

/**
 * One autocannon run of a POST: requests per second and latency percentiles. With several bodies, each
 * request (whichever connection sends it) takes the next body, round and round. A probe first makes sure the
 * first body answers what `accept` expects, and any non-200 during the run fails the benchmark.
 */
export async function postLoad(opts: {
  url: string;
  headers: Record<string, string>;
  body: string | string[];
  connections: number;
  seconds: number;
  accept: (json: { errors?: unknown; data?: unknown }) => boolean;
  /** Each answer's latency (ms), for a caller that pools several runs. */
  onLatency?: (ms: number) => void;
}): Promise<Figures> {
  const { url, headers, connections, seconds } = opts;
  const bodies = typeof opts.body === 'string' ? [opts.body] : opts.body;
  const probe = await fetch(url, { method: 'POST', headers, body: bodies[0] });
  const json = (await probe.json()) as { errors?: unknown; data?: unknown };
  if (probe.status !== 200 || !opts.accept(json)) throw new Error(`bad probe response: ${JSON.stringify(json).slice(0, 300)}`);
  const latencies: number[] = [];
  let non2xx = 0;
  let next = 0;
  // setupRequest runs before every request when it is given: one shared counter over all connections
  const requests: autocannon.Request[] | undefined =
    bodies.length > 1 ? [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) }] : undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, method: 'POST', connections, duration: seconds, headers, body: bodies[0], requests }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status !== 200) non2xx++;
      latencies.push(responseTime);
      opts.onLatency?.(responseTime);
    });
  });
  if (non2xx) throw new Error(`${non2xx} non-200 responses`);
  return { ...figures(latencies, seconds), requests: result.requests.total, rps: result.requests.total / seconds };
}

/** Prints a caption and a table with padded columns. */
export function printTable(caption: string, header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\n${caption}\n`);
  console.log(line(header));
  for (const r of rows) console.log(line(r));
}

/** A load's figures as a table row: connections, name, req/s, p50, p95, p99, and the baseline's req/s over its own. */
export const loadRow = (connections: number, name: string, f: Figures, baseline: Figures): string[] => [
  String(connections),
  name,
  f.rps.toFixed(0),
  f.p50.toFixed(1),
  f.p95.toFixed(1),
  f.p99.toFixed(1),
  (baseline.rps / f.rps).toFixed(2),
];
