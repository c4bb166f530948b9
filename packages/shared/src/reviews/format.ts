/** The store's words for ratings, without zod: the store's cards and app page import this alone. */

/** How a store visitor may order an app's reviews. */
export const REVIEW_SORTINGS = ['NEWEST', 'HELPFUL'] as const;
export type ReviewSorting = (typeof REVIEW_SORTINGS)[number];

/** "4.3" for an average, or null when there is nothing to average. */
export function formatRating(average: number | null | undefined): string | null {
  return average == null ? null : (Math.round(average * 10) / 10).toFixed(1);
}

/** "1 review", "12 reviews". */
export function reviewCountText(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'}`;
}
