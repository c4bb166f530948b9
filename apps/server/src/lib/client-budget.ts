/**
 * A token bucket per client, in this process's memory: each client may take `burst` at once, and gets `perMinute`
 * back each minute. Clients choose their addresses, so the clients remembered are bounded too: past `maxClients`
 * the one seen longest ago is forgotten (it starts again full, as a new client would).
 */
export interface ClientBudgetOptions {
  burst: number;
  perMinute: number;
  maxClients: number;
  now?: () => number;
}

export class ClientBudget {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly now: () => number;

  constructor(private readonly opts: ClientBudgetOptions) {
    this.now = opts.now ?? (() => performance.now());
  }

  /** Takes one from the client's bucket; false (and nothing taken) when it is empty. */
  take(client: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(client);
    const refilled = bucket
      ? Math.min(this.opts.burst, bucket.tokens + ((now - bucket.at) * this.opts.perMinute) / 60_000)
      : this.opts.burst;
    // re-inserted: a Map iterates in insertion order, so the first key is the client seen longest ago
    this.buckets.delete(client);
    const allowed = refilled >= 1;
    this.buckets.set(client, { tokens: allowed ? refilled - 1 : refilled, at: now });
    if (this.buckets.size > this.opts.maxClients) this.buckets.delete(this.buckets.keys().next().value!);
    return allowed;
  }

  get size(): number {
    return this.buckets.size;
  }
}
