import type { AppsQuery } from '../../gql/graphql';

/**
 * 'Load more' on the app list: the next page's edges after the ones on screen. No cache type policy merges
 * `apps` pages, so fetchMore's updateQuery keeps the growing list under the first page's variables.
 */
export function appendAppsPage(previous: AppsQuery, next: AppsQuery): AppsQuery {
  if (!previous.apps) return next;
  const shown = new Set(previous.apps.edges.map((edge) => edge.node.id));
  return {
    ...next,
    apps: {
      ...next.apps,
      // an app created meanwhile can shift a page: never show one twice
      edges: [...previous.apps.edges, ...next.apps.edges.filter((edge) => !shown.has(edge.node.id))],
    },
  };
}
