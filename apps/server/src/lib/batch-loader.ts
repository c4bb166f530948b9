/**
 * Collects the keys asked for in one tick and loads them with one query, so a list of N items costs
 * one round trip per nested field instead of N. One instance lives per request.
 */
export function batchLoader<K, V>(load: (keys: K[]) => Promise<Map<K, V>>, fallback: V) {
  let pending: { keys: K[]; promise: Promise<Map<K, V>> } | null = null;
  const cache = new Map<K, Promise<V>>();
  return (key: K): Promise<V> => {
    const cached = cache.get(key);
    if (cached) return cached;
    if (!pending) {
      const batch: { keys: K[]; promise: Promise<Map<K, V>> } = { keys: [], promise: null as never };
      batch.promise = Promise.resolve().then(() => {
        pending = null;
        return load(batch.keys);
      });
      pending = batch;
    }
    pending.keys.push(key);
    const result = pending.promise.then((map) => map.get(key) ?? fallback);
    cache.set(key, result);
    return result;
  };
}

/** Items by key, in their order: what a batch loader of a one-to-many part answers with. */
export function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
}
