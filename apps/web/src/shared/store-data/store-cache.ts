import type { StoreData, StoreResult } from './store-query';

type Listener = () => void;

/**
 * The results of the store's queries by key, for the page's lifetime (cache-first, like Apollo's default):
 * filled on the server while it renders, and in the browser from the page's embedded data, then by
 * fetches for pages navigated to later.
 */
export class StoreCache {
  private readonly results = new Map<string, StoreResult>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(initial: StoreData = {}) {
    for (const [key, result] of Object.entries(initial)) this.results.set(key, result);
  }

  get(key: string): StoreResult | undefined {
    return this.results.get(key);
  }

  set(key: string, result: StoreResult): void {
    this.results.set(key, result);
    this.listeners.get(key)?.forEach((listener) => listener());
  }

  /** Drops a result (a failed fetch worth retrying), so the next load fetches again. */
  forget(key: string): void {
    if (this.results.delete(key)) this.listeners.get(key)?.forEach((listener) => listener());
  }

  /** Loads a key once: concurrent callers share the request, and a result already here is kept. */
  load(key: string, fetchResult: () => Promise<StoreResult>): Promise<void> {
    if (this.results.has(key)) return Promise.resolve();
    let pending = this.pending.get(key);
    if (!pending) {
      pending = fetchResult().then((result) => {
        this.pending.delete(key);
        this.set(key, result);
      });
      this.pending.set(key, pending);
    }
    return pending;
  }

  subscribe(key: string, listener: Listener): () => void {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Every result, for the page's embedded data. */
  snapshot(): StoreData {
    return Object.fromEntries(this.results);
  }
}
