import { useEffect, useSyncExternalStore } from 'react';
import { showErrors } from '../errors/error-snackbar-store';
import { useStoreDataSource } from './StoreDataProvider';
import { runStoreQuery, storeQueryKey, type StoreDocument, type StoreError, type StoreResult } from './store-query';

export interface StoreQueryOptions {
  /** Classifications the screen shows itself (e.g. NotFoundError on the listing page): kept out of the global snackbar. */
  silentErrors?: readonly string[];
}

export interface StoreQueryState<TData> {
  key: string;
  data: TData | undefined;
  errors: StoreError[] | undefined;
  loading: boolean;
}

/** A network failure has no classification: worth another try when the screen mounts again. */
const retriable = (result: StoreResult | undefined) => Boolean(result?.errors?.every((e) => e.classification === undefined));

/**
 * One store query, cache-first: a result that came with the page (or an earlier visit) renders at once,
 * on the server and in the browser alike, and is not fetched again.
 */
export function useStoreQuery<TData, TVariables extends object>(
  document: StoreDocument<TData, TVariables>,
  variables: TVariables,
  options: StoreQueryOptions = {},
): StoreQueryState<TData> {
  const { cache, transport } = useStoreDataSource();
  const key = storeQueryKey(document, variables);
  const result = useSyncExternalStore(
    (listener) => cache.subscribe(key, listener),
    () => cache.get(key),
    () => cache.get(key),
  ) as StoreResult<TData> | undefined;

  useEffect(() => {
    const load = () => {
      const current = cache.get(key);
      if (current && !retriable(current)) return;
      if (current) cache.forget(key);
      void cache.load(key, async () => {
        const fetched = await runStoreQuery(transport, document, variables);
        const shown = fetched.errors?.filter((e) => !e.classification || !options.silentErrors?.includes(e.classification));
        if (shown?.length)
          showErrors(
            shown.map((e) => e.message),
            shown.find((e) => e.requestId)?.requestId,
          );
        return fetched;
      });
    };
    load();
    // a query that got no answer is asked again when the browser is back online
    window.addEventListener('online', load);
    return () => window.removeEventListener('online', load);
    // the key stands for the document and variables
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cache, key, transport]);

  return { key, data: result?.data, errors: result?.errors, loading: !result };
}
