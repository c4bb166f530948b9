import { describe, expect, it } from 'vitest';
import type { InstallationsQuery } from '../../gql/graphql';
import { appendInstallationsPage } from './installation-text';

function page(ids: string[], endCursor: string | null, hasNextPage: boolean, totalCount = 12): InstallationsQuery {
  return {
    installations: {
      totalCount,
      edges: ids.map((id) => ({
        cursor: `c${id}`,
        node: { id, creationDate: '2025-01-05T12:00:00.000Z', isTest: false, vendor: { id: `v${id}`, name: `Vendor ${id}` } },
      })),
      pageInfo: { endCursor, hasNextPage },
    },
  };
}

describe('appendInstallationsPage', () => {
  it('appends the next page and takes its page info', () => {
    const merged = appendInstallationsPage(page(['1', '2'], 'c2', true), page(['3'], 'c3', false));
    expect(merged.installations.edges.map((e) => e.node.id)).toEqual(['1', '2', '3']);
    expect(merged.installations.pageInfo).toEqual({ endCursor: 'c3', hasNextPage: false });
  });

  it('never shows an installation twice when the pages shifted', () => {
    const merged = appendInstallationsPage(page(['1', '2'], 'c2', true), page(['2', '3'], 'c3', false));
    expect(merged.installations.edges.map((e) => e.node.id)).toEqual(['1', '2', '3']);
  });
});
