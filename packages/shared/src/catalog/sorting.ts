/** Orders the public catalogue offers; RELEVANCE is the default when a search term is given, NEWEST otherwise. */
export const LISTING_SORTINGS = ['NEWEST', 'RELEVANCE', 'NAME', 'POPULAR'] as const;
export type ListingSorting = (typeof LISTING_SORTINGS)[number];

export function defaultSorting(searchTerm: string | null | undefined): ListingSorting {
  return searchTerm && searchTerm.trim() ? 'RELEVANCE' : 'NEWEST';
}
