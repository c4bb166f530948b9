import type { AppStatus, AppType, InstallationsQuery } from '../../gql/graphql';

/**
 * 'Load more' on the installation list: the next page's edges after the ones on screen. No cache type policy
 * merges `installations` pages, so fetchMore's updateQuery keeps the growing list under the first page's variables.
 */
export function appendInstallationsPage(previous: InstallationsQuery, next: InstallationsQuery): InstallationsQuery {
  if (!previous.installations) return next;
  const shown = new Set(previous.installations.edges.map((edge) => edge.node.id));
  return {
    ...next,
    installations: {
      ...next.installations,
      // an installation made meanwhile shifts the pages (newest first): never show one twice
      edges: [...previous.installations.edges, ...next.installations.edges.filter((edge) => !shown.has(edge.node.id))],
    },
  };
}

/** What to do before the first vendor installs the app, by its type and status (the empty installation list). */
export function firstInstallNextStep(app: { type: AppType; status: AppStatus }): { text: string; action: string } {
  if (app.type === 'CUSTOM') {
    return {
      text: 'A custom app is installed by the one vendor it is linked to. Link it to the vendor and publish it from its dashboard.',
      action: 'Link and publish',
    };
  }
  switch (app.status) {
    case 'IN_REVIEW':
      return {
        text: 'The app is in review. Once it is published, vendors find it in the App Store and install it.',
        action: 'Open app dashboard',
      };
    case 'PUBLISHED':
      return {
        text: 'The app is in the App Store: installs arrive as vendors find it. Keep its listing sharp to be found.',
        action: 'Open app dashboard',
      };
    default:
      return {
        text: 'Vendors install apps published in the App Store. Run a test installation on your test vendor, then submit the app for review.',
        action: 'Run a test installation',
      };
  }
}
