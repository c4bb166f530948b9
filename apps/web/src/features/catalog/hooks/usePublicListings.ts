import { useState } from 'react';
import { LIMITS } from '@appstore/shared/limits/limits';
import type { StoreSearch } from '@appstore/shared/catalog/store-search';
import { useStoreDataSource } from '../../../shared/store-data/StoreDataProvider';
import { useStoreQuery } from '../../../shared/store-data/useStoreQuery';
import { runStoreQuery, type StoreResult } from '../../../shared/store-data/store-query';
import { showErrors } from '../../../shared/errors/error-snackbar-store';
import { PublicAppListingsQuery } from '../operations';
import type { PublicAppListingsQuery as ListingsData } from '../../../gql/graphql';

/** A card of the listings: its fields, and its install bucket (search results show it). */
export type PublicListingNode = ListingsData['publicAppListings']['edges'][number]['node'];

export interface PublicListingsResult {
  listings: PublicListingNode[];
  totalCount: number;
  loading: boolean;
  loadingMore: boolean;
  hasNextPage: boolean;
  error: boolean;
  loadMore: () => void;
}

/**
 * The first page of a search's listings: what the page renders, and what the server loads before it renders. The
 * search comes from parseStoreSearch, which trims the term to what the server reads and drops malformed filters.
 */
export function publicListingsVariables(search: StoreSearch) {
  const filter = {
    searchTerm: search.q,
    // only the filters in use, so the home page and a plain search keep the variables (and cache keys) they had
    ...(search.category ? { category: search.category } : {}),
    ...(search.pricing ? { pricing: search.pricing } : {}),
    ...(search.country ? { country: search.country } : {}),
  };
  return { filter, sorting: search.sorting, first: LIMITS.storePageSize };
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

/** One page of 50 public listings (spec §9) for a search (no term and no filter = all, newest first), with 'Load more'. */
export function usePublicListings(search: StoreSearch): PublicListingsResult {
  const variables = publicListingsVariables(search);
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
