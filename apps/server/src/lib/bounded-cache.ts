export interface CacheBounds {
  maxEntries: number;
  /** The most the entries may weigh together, as `sizeOf` counts it. */
  maxBytes: number;
}

/** What a string costs in memory: JavaScript keeps two bytes per UTF-16 code unit. */
export const stringBytes = (text: string) => text.length * 2;

/**
 * A least-recently-used map bounded by its number of entries and by their total size, so that whoever
 * chooses the keys (e.g. unauthenticated requests) cannot make it grow without limit. An entry larger than
 * the whole byte bound is not kept.
 */
export class BoundedCache<V> {
  private readonly map = new Map<string, { value: V; size: number }>();
  private total = 0;

  constructor(
    private readonly bounds: CacheBounds,
    private readonly sizeOf: (key: string, value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.map.get(key);
    if (!entry) return undefined;
    // re-insert: a Map iterates in insertion order, so the first key is always the least recently used
    this.map.delete(key);
    this.map.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const size = this.sizeOf(key, value);
    if (size > this.bounds.maxBytes || this.bounds.maxEntries < 1) return;
    this.map.set(key, { value, size });
    this.total += size;
    while (this.map.size > this.bounds.maxEntries || this.total > this.bounds.maxBytes) {
      this.delete(this.map.keys().next().value!);
    }
  }

  delete(key: string): void {
    const entry = this.map.get(key);
    if (!entry) return;
    this.map.delete(key);
    this.total -= entry.size;
  }

  get size(): number {
    return this.map.size;
  }

  get bytes(): number {
    return this.total;
  }
}
