/**
 * Fixed-rate (open model) load: every request has a time it is due, set before the run starts from its kind's
 * rate, and is sent then whether or not earlier ones have answered. Its latency counts from that due time, so a
 * server that falls behind shows it in the figures instead of slowing the generator down (no coordinated
 * omission). The schedule is a finite list: the run is bounded in count and in time.
 */

/** One kind of request and how many per second it gets. */
export interface RequestKind {
  name: string;
  /** The targets of the soak's figures group kinds: 'store page', 'portal read', … */
  group: string;
  perSecond: number;
  /**
   * Sends request `n` of this kind to the server at `baseUrl` and reads its answer; throws an Error whose message
   * says what was wrong (status, GraphQL error, unexpected body). `signal` ends it at the request time-out.
   * Answers where the server says the answer came from (its cache, a render), when it says.
   */
  send: (n: number, baseUrl: string, signal: AbortSignal) => Promise<string | undefined>;
  /**
   * For kinds whose answers the server caches: how many different requests the kind draws from. Request −1 − i
   * (a negative n) is the i-th of them, which priming sends once each.
   */
  distinct?: number;
}

export interface Outcome {
  kind: number;
  /** ms after the run's start that the request was due */
  dueAt: number;
  /** from due time to the end of the answer, ms */
  latencyMs: number;
  /** how late the generator sent it, ms (its own lag, which counts into latencyMs too) */
  lagMs: number;
  error?: string;
  /** where the answer came from, as the server said (x-catalog-cache, Server-Timing) */
  source?: string;
}

export interface LoadOptions {
  kinds: RequestKind[];
  seconds: number;
  /** the server processes; request n of a kind goes to baseUrls[n % length], as a round-robin balancer would */
  baseUrls: string[];
  timeoutMs: number;
  /** above this many unanswered requests, a due request is not sent and counts as an error */
  maxInFlight: number;
}

interface Due {
  at: number;
  kind: number;
  n: number;
}

/** Every request of the run, in the order they are due: `perSecond × seconds` of each kind, spread evenly. */
export function schedule(kinds: RequestKind[], seconds: number): Due[] {
  const due: Due[] = [];
  kinds.forEach((kind, k) => {
    const count = Math.floor(kind.perSecond * seconds);
    const gap = 1000 / kind.perSecond;
    // kinds start at different offsets within their first gap, so that they do not all fall on the same instants
    const offset = (gap * k) / kinds.length;
    for (let n = 0; n < count; n++) due.push({ at: offset + n * gap, kind: k, n });
  });
  return due.sort((a, b) => a.at - b.at);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the schedule and answers every request's outcome once the last one has answered or timed out. */
export async function runOpenLoad(opts: LoadOptions): Promise<Outcome[]> {
  const plan = schedule(opts.kinds, opts.seconds);
  const outcomes: Outcome[] = [];
  const pending = new Map<Promise<void>, Due>();
  const start = performance.now();
  for (const due of plan) {
    const wait = due.at - (performance.now() - start);
    if (wait > 1) await sleep(wait);
    const sentAt = performance.now() - start;
    const lagMs = Math.max(0, sentAt - due.at);
    if (pending.size >= opts.maxInFlight) {
      outcomes.push({ kind: due.kind, dueAt: due.at, latencyMs: lagMs, lagMs, error: `not sent: ${opts.maxInFlight} requests unanswered` });
      continue;
    }
    const kind = opts.kinds[due.kind]!;
    const baseUrl = opts.baseUrls[due.n % opts.baseUrls.length]!;
    // a timer of our own rather than AbortSignal.timeout, whose unreferenced signal may be collected unfired
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new Error(`no answer within ${opts.timeoutMs} ms`)), opts.timeoutMs);
    const request = kind
      .send(due.n, baseUrl, abort.signal)
      .then(
        (source) => ({ source, error: undefined }),
        (err: Error) => ({
          source: undefined,
          error: abort.signal.aborted ? String((abort.signal.reason as Error).message) : err.message || String(err),
        }),
      )
      .then(({ source, error }) => {
        clearTimeout(timer);
        if (!pending.delete(request)) return; // already written off below
        const latencyMs = performance.now() - start - due.at;
        outcomes.push({ kind: due.kind, dueAt: due.at, latencyMs, lagMs, ...(error ? { error } : {}), ...(source ? { source } : {}) });
      });
    pending.set(request, due);
  }
  // every request is aborted at its time-out; one that still has not settled a while after is written off
  const settled = Promise.all(pending.keys());
  await Promise.race([settled, sleep(opts.timeoutMs + 5_000)]);
  for (const [request, due] of pending) {
    pending.delete(request);
    const latencyMs = performance.now() - start - due.at;
    outcomes.push({ kind: due.kind, dueAt: due.at, latencyMs, lagMs: 0, error: 'did not settle after its time-out' });
  }
  return outcomes;
}

/**
 * Sends each cached kind's distinct requests once to every server, a few at a time, so that the run starts with
 * the caches a long-running process has (they are bounded: once full they stop growing) and memory growth after
 * warm-up shows what is not a cache filling up. Answers how many failed.
 */
export async function primeCaches(kinds: RequestKind[], baseUrls: string[], timeoutMs: number, concurrency = 4): Promise<number> {
  const work = kinds.flatMap((kind) =>
    baseUrls.flatMap((url) => Array.from({ length: kind.distinct ?? 0 }, (_, i) => ({ kind, url, n: -1 - i }))),
  );
  let next = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < work.length; i = next++) {
        const { kind, url, n } = work[i]!;
        await kind.send(n, url, AbortSignal.timeout(timeoutMs)).catch(() => failed++);
      }
    }),
  );
  return failed;
}
