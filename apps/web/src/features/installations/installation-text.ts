import type { InstallationsQuery } from '../../gql/graphql';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date as the portal writes dates ('d. MMM yyyy', spec §2), in the viewer's time zone; '—' when unreadable. */
export function formatInstallationDate(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '—';
  return `${date.getDate()}. ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** A secret shown masked: dots and its last 4 characters (all dots when it is that short). */
export function maskSecret(secret: string): string {
  const dots = '•'.repeat(8);
  return secret.length > 8 ? `${dots}${secret.slice(-4)}` : dots;
}

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
