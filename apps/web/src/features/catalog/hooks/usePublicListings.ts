import { useState } from 'react';
import { LIMITS } from '@appstore/shared/limits/limits';
import { defaultSorting } from '@appstore/shared/catalog/sorting';
import { useStoreDataSource } from '../../../shared/store-data/StoreDataProvider';
import { useStoreQuery } from '../../../shared/store-data/useStoreQuery';
import { runStoreQuery, type StoreResult } from '../../../shared/store-data/store-query';
import { showErrors } from '../../../shared/errors/error-snackbar-store';
import { PublicAppListingsQuery } from '../operations';
import type { ListingCardFieldsFragment, PublicAppListingsQuery as ListingsData } from '../../../gql/graphql';

export interface PublicListingsResult {
  listings: ListingCardFieldsFragment[];
  totalCount: number;
  loading: boolean;
  loadingMore: boolean;
  hasNextPage: boolean;
  error: boolean;
  loadMore: () => void;
}

/** The first page of a term's listings: what the page renders, and what the server loads before it renders. */
export function publicListingsVariables(searchTerm: string) {
  // the server reads at most 200 characters of a term; a longer one would only bloat the page and its cache keys
  const term = searchTerm.trim().slice(0, 200);
  return { filter: { searchTerm: term }, sorting: defaultSorting(term), first: LIMITS.storePageSize };
}

/** A next page appended to the pages shown so far (relay-style: edges after the cursor). */
function appendPage(shown: ListingsData, next: ListingsData): ListingsData {
  const seen = new Set(shown.publicAppListings.edges.map((edge) => edge.node.id));
  return {
    ...next,
    publicAppListings: {
      ...next.publicAppListings,
      edges: [...shown.publicAppListings.edges, ...next.publicAppListings.edges.filter((edge) => !seen.has(edge.node.id))],
    },
  };
}

/** One page of 50 public listings (spec §9) for a term ('' = all, newest first), with 'Load more'. */
export function usePublicListings(searchTerm: string): PublicListingsResult {
  const variables = publicListingsVariables(searchTerm);
  const { cache, transport } = useStoreDataSource();
  const { key, data, errors, loading } = useStoreQuery(PublicAppListingsQuery, variables);
  const [loadingMore, setLoadingMore] = useState(false);

  const connection = data?.publicAppListings;
  const endCursor = connection?.pageInfo.endCursor ?? null;
  const hasNextPage = Boolean(connection?.pageInfo.hasNextPage && endCursor);

  const loadMore = () => {
    if (!hasNextPage || loadingMore || !data) return;
    setLoadingMore(true);
    void runStoreQuery(transport, PublicAppListingsQuery, { ...variables, after: endCursor })
      .then((next: StoreResult<ListingsData>) => {
        // Pages loaded later stay with the first one, so coming back to the page shows them all again.
        if (next.data) cache.set(key, { data: appendPage(data, next.data) });
        else showErrors(next.errors.map((e) => e.message));
      })
      .finally(() => setLoadingMore(false));
  };

  return {
    listings: connection?.edges.map((edge) => edge.node) ?? [],
    totalCount: connection?.totalCount ?? 0,
    loading,
    loadingMore,
    hasNextPage,
    error: Boolean(errors),
    loadMore,
  };
}
