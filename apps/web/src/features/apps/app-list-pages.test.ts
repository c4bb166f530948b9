import { describe, expect, it } from 'vitest';
import type { AppsQuery } from '../../gql/graphql';
import { appendAppsPage } from './app-list-pages';

function page(ids: string[], hasNextPage: boolean, totalCount = 25): AppsQuery {
  return {
    apps: {
      totalCount,
      edges: ids.map((id) => ({
        cursor: `c${id}`,
        node: { id, name: `App ${id}`, type: 'PUBLIC', status: 'DRAFT', numberOfInstallations: 0 },
      })),
      pageInfo: { endCursor: ids.length ? `c${ids[ids.length - 1]}` : null, hasNextPage },
    },
  };
}

describe('appendAppsPage', () => {
  it("appends the next page's apps and takes its page info", () => {
    const merged = appendAppsPage(page(['1', '2'], true), page(['3', '4'], false));
    expect(merged.apps.edges.map((edge) => edge.node.id)).toEqual(['1', '2', '3', '4']);
    expect(merged.apps.pageInfo).toEqual({ endCursor: 'c4', hasNextPage: false });
  });

  it('shows an app only once', () => {
    const merged = appendAppsPage(page(['1', '2'], true), page(['2', '3'], true));
    expect(merged.apps.edges.map((edge) => edge.node.id)).toEqual(['1', '2', '3']);
  });
});
