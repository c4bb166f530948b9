import { describe, expect, it } from 'vitest';
import { appendPayoutPage } from './payout-list-pages';

const page = (ids: string[], hasNextPage: boolean, total = 3) => ({
  totalCount: total,
  edges: ids.map((id) => ({ cursor: `c${id}`, node: { id } })),
  pageInfo: { endCursor: ids.length ? `c${ids.at(-1)}` : null, hasNextPage },
});

describe('appendPayoutPage', () => {
  it('adds the next page after the payouts on screen and takes its page info', () => {
    const merged = appendPayoutPage(page(['1', '2'], true), page(['3'], false));
    expect(merged.edges.map((e) => e.node.id)).toEqual(['1', '2', '3']);
    expect(merged.pageInfo).toEqual({ endCursor: 'c3', hasNextPage: false });
  });

  it('never shows a payout twice when a new request shifted the pages', () => {
    const merged = appendPayoutPage(page(['1', '2'], true), page(['2', '3'], false));
    expect(merged.edges.map((e) => e.node.id)).toEqual(['1', '2', '3']);
  });

  it('starts from the next page when nothing was shown', () => {
    expect(appendPayoutPage(null, page(['1'], false)).edges).toHaveLength(1);
  });
});
