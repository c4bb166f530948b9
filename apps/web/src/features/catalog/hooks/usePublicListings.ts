import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@appstore/shared/limits/limits';
import { defaultSorting } from '@appstore/shared/catalog/sorting';
import { PublicAppListingsQuery } from '../operations';
import type { ListingCardFieldsFragment } from '../../../gql/graphql';

export interface PublicListingsResult {
  listings: ListingCardFieldsFragment[];
  totalCount: number;
  loading: boolean;
  loadingMore: boolean;
  hasNextPage: boolean;
  error: boolean;
  loadMore: () => void;
}

/** One page of 50 public listings (spec §9) for a term ('' = all, newest first), with 'Load more'. */
export function usePublicListings(searchTerm: string): PublicListingsResult {
  const term = searchTerm.trim();
  const { data, networkStatus, error, fetchMore } = useQuery(PublicAppListingsQuery, {
    variables: {
      filter: { searchTerm: term },
      sorting: defaultSorting(term),
      first: LIMITS.storePageSize,
    },
    notifyOnNetworkStatusChange: true,
  });

  const connection = data?.publicAppListings;
  const endCursor = connection?.pageInfo.endCursor ?? null;
  const hasNextPage = Boolean(connection?.pageInfo.hasNextPage && endCursor);

  return {
    listings: connection?.edges.map((edge) => edge.node) ?? [],
    totalCount: connection?.totalCount ?? 0,
    loading: !connection && networkStatus !== NetworkStatus.error,
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    hasNextPage,
    error: Boolean(error) && !connection,
    loadMore: () => {
      if (hasNextPage) void fetchMore({ variables: { after: endCursor } });
    },
  };
}
