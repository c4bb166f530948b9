/** A page of a payout connection, as the partner's list and the staff list both have it. */
interface PayoutPage<N extends { id: string }> {
  totalCount: number;
  edges: readonly { cursor: string; node: N }[];
  pageInfo: { endCursor?: string | null; hasNextPage: boolean };
}

/**
 * 'Load more' under a payout list: the next page's edges after the ones on screen (no cache type policy
 * merges the pages, so fetchMore's updateQuery keeps the growing list under the first page's variables).
 * A request made meanwhile can shift a page: a payout is never shown twice.
 */
export function appendPayoutPage<N extends { id: string }, P extends PayoutPage<N>>(previous: P | null | undefined, next: P): P {
  if (!previous) return next;
  const shown = new Set(previous.edges.map((edge) => edge.node.id));
  return { ...next, edges: [...previous.edges, ...next.edges.filter((edge) => !shown.has(edge.node.id))] };
}
