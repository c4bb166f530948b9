/**
 * Orders the public catalogue offers; RELEVANCE is the default when a search term is given, NEWEST otherwise.
 * POPULAR is "most installed" (active installs). RATING: highest average rating first (apps without visible reviews
 * last), then by number of reviews.
 */
export const LISTING_SORTINGS = ['NEWEST', 'RELEVANCE', 'NAME', 'POPULAR', 'RATING'] as const;
export type ListingSorting = (typeof LISTING_SORTINGS)[number];

export function defaultSorting(searchTerm: string | null | undefined): ListingSorting {
  return searchTerm && searchTerm.trim() ? 'RELEVANCE' : 'NEWEST';
}
