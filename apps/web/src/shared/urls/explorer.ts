/**
 * Typed paths of the query explorers (spec §2): full-screen pages outside the store's and the portal's layouts.
 * The app's router imports this file, so it stays tiny (it is part of the store's first load).
 */
export const installationExplorerPath = '/api/graphiql/:installId';
export const referenceExplorerPath = '/reference/graphiql';

/** The explorer of one installation (login required): it queries the App API with that installation's token. */
export function graphiqlUrl(installId: string): string {
  return `/api/graphiql/${encodeURIComponent(installId)}`;
}

/** The public explorer, written with the spec's trailing slash (the route matches it with or without). */
export function referenceExplorerUrl(): string {
  return `${referenceExplorerPath}/`;
}
