import { useState } from 'react';

export interface PageInfoLike {
  endCursor?: string | null;
  hasNextPage: boolean;
}

/**
 * 'Load more' under a paged list (spec §2: shown when there is a next page and an end cursor). A failed
 * fetch is already in the snackbar (spec §8); the button simply stays for another try.
 */
export function useLoadMore(pageInfo: PageInfoLike | undefined, fetchNext: (after: string) => Promise<unknown>) {
  const [loadingMore, setLoadingMore] = useState(false);
  const loadMore = async () => {
    const after = pageInfo?.endCursor;
    if (!after) return;
    setLoadingMore(true);
    try {
      await fetchNext(after);
    } catch {
      // shown by the snackbar
    } finally {
      setLoadingMore(false);
    }
  };
  return { loadMore, loadingMore, canLoadMore: Boolean(pageInfo?.hasNextPage && pageInfo.endCursor) };
}
