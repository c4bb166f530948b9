import { createContext, useContext, type ReactNode } from 'react';
import type { StoreCache } from './store-cache';
import type { StoreTransport } from './store-query';

export interface StoreDataSource {
  cache: StoreCache;
  transport: StoreTransport;
}

const StoreDataContext = createContext<StoreDataSource | null>(null);

/** The store's query results and how to fetch more: the page's embedded data in the browser, in-process on the server. */
export function StoreDataProvider({ source, children }: { source: StoreDataSource; children: ReactNode }) {
  return <StoreDataContext.Provider value={source}>{children}</StoreDataContext.Provider>;
}

export function useStoreDataSource(): StoreDataSource {
  const source = useContext(StoreDataContext);
  if (!source) throw new Error('useStoreQuery needs a StoreDataProvider');
  return source;
}
