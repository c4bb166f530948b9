import type { GraphiQLProps } from 'graphiql';

/** The store GraphiQL keeps its tabs, query history and settings in. */
export type ExplorerStorage = NonNullable<GraphiQLProps['storage']>;

/** The part of the Web Storage API the explorer uses. */
export type WebStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/**
 * GraphiQL's storage under a namespace of our own, so that the two explorers keep their tabs apart (the public one
 * starts on its example query) and GraphiQL's clear() removes only its own keys.
 */
export function namespacedStorage(base: WebStorage, namespace: string): ExplorerStorage {
  const prefix = `${namespace}:`;
  const ownKeys = () => {
    const keys: string[] = [];
    for (let i = 0; i < base.length; i++) {
      const key = base.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    return keys;
  };
  return {
    getItem: (key) => base.getItem(prefix + key),
    setItem: (key, value) => base.setItem(prefix + key, value),
    removeItem: (key) => base.removeItem(prefix + key),
    clear: () => ownKeys().forEach((key) => base.removeItem(key)),
    get length() {
      return ownKeys().length;
    },
  };
}

/** A Web Storage kept in memory: where localStorage is not available (blocked cookies, private modes). */
export function memoryStorage(): WebStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

/** The explorer's storage: localStorage under `appstore-explorer:<name>`, or memory when it is unavailable. */
export function explorerStorage(name: string): ExplorerStorage {
  let base: WebStorage;
  try {
    base = window.localStorage;
    base.getItem('appstore-explorer'); // throws where storage is blocked
  } catch {
    base = memoryStorage();
  }
  return namespacedStorage(base, `appstore-explorer:${name}`);
}
