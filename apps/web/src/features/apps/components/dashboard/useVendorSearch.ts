import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@appstore/shared/limits/limits';
import type { AppVendorSearchQuery as AppVendorSearchResult } from '../../../../gql/graphql';
import { useDebouncedValue } from '../../../../shared/hooks/useDebouncedValue';
import { AppVendorSearchQuery } from '../../operations';

export type VendorOption = AppVendorSearchResult['appVendorSearch']['edges'][number]['node'];

/** The search box waits this long after the last keystroke. */
export const VENDOR_SEARCH_DEBOUNCE_MS = 300;

export interface VendorSearchResult {
  vendors: VendorOption[];
  totalCount: number;
  loading: boolean;
  loadingMore: boolean;
  hasNextPage: boolean;
  loadMore: () => void;
}

/** Vendors a custom app can be linked to, 10 at a time (spec §9), for a debounced search term. */
export function useVendorSearch(term: string, skip: boolean): VendorSearchResult {
  const query = useDebouncedValue(term.trim(), VENDOR_SEARCH_DEBOUNCE_MS);
  const { data, networkStatus, fetchMore } = useQuery(AppVendorSearchQuery, {
    variables: { query, first: LIMITS.vendorSearchPageSize },
    skip,
    notifyOnNetworkStatusChange: true,
  });
  const connection = data?.appVendorSearch;
  const endCursor = connection?.pageInfo.endCursor ?? null;
  const hasNextPage = Boolean(connection?.pageInfo.hasNextPage && endCursor);

  return {
    vendors: connection?.edges.map((edge) => edge.node) ?? [],
    totalCount: connection?.totalCount ?? 0,
    loading: networkStatus === NetworkStatus.loading || networkStatus === NetworkStatus.setVariables,
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    hasNextPage,
    loadMore: () => {
      if (!hasNextPage) return;
      void fetchMore({
        variables: { after: endCursor },
        // The cache has no paging policy for this field: append the next page to the one shown.
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...fetchMoreResult,
          appVendorSearch: {
            ...fetchMoreResult.appVendorSearch,
            edges: [...(previous.appVendorSearch?.edges ?? []), ...fetchMoreResult.appVendorSearch.edges],
          },
        }),
      }).catch(() => undefined);
    },
  };
}
