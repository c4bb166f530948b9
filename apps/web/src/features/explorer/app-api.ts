import type { GraphiQLProps } from 'graphiql';

/**
 * How the explorers talk to the App API (spec §7): JSON POSTs to /api/graphql with an app access token in a
 * header; the installation explorer gets its token from GET /api/graphql/token/:installId. Lazy code only:
 * nothing here belongs in the store's first load.
 */
export const APP_API_URL = '/api/graphql';
export const ACCESS_TOKEN_HEADER = 'X-Bokun-App-Access-Token';
/** What the public explorer's headers editor starts with, in place of a token. */
export const TOKEN_PLACEHOLDER = '<paste an access token>';

/** The first tab of both explorers: the one query every token may run (`vendor` needs no scope). */
export const EXAMPLE_QUERY = `{
  vendor {
    id
    name
    domain
  }
}
`;

export type AppApiFetcher = GraphiQLProps['fetcher'];
/** One answer of the fetcher (a plain result: the App API has no subscriptions or incremental delivery). */
type FetcherResult = Awaited<ReturnType<AppApiFetcher>>;

export function explorerTokenUrl(installId: string): string {
  return `/api/graphql/token/${encodeURIComponent(installId)}`;
}

/** A token header left blank or still holding a `<placeholder>`: sent as no token at all. */
function isPlaceholder(value: string): boolean {
  const text = value.trim();
  return text === '' || /^<[^>]*>$/.test(text);
}

/**
 * The headers of one App API request: the explorer's own token, then the headers editor's (which win, so a
 * pasted token replaces it). A blank or placeholder token header is dropped: the server refuses any unknown
 * token, even for introspection, but lets introspection through without one, so the docs load before pasting.
 */
export function appApiHeaders(
  editorHeaders: Readonly<Record<string, unknown>> | undefined,
  accessToken: string | null,
): Record<string, string> {
  const headers = new Map<string, [string, string]>();
  const set = (name: string, value: string) => headers.set(name.toLowerCase(), [name, value]);
  if (accessToken) set(ACCESS_TOKEN_HEADER, accessToken);
  for (const [name, value] of Object.entries(editorHeaders ?? {})) {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') continue;
    const text = String(value);
    if (name.toLowerCase() === ACCESS_TOKEN_HEADER.toLowerCase() && isPlaceholder(text)) continue;
    set(name, text);
  }
  return Object.fromEntries(headers.values());
}

/** GraphiQL's fetcher for the App API; `accessToken` is null in the public explorer. */
export function createAppApiFetcher(accessToken: string | null): AppApiFetcher {
  return async (params, opts) => {
    let response: Response;
    try {
      response = await fetch(APP_API_URL, {
        method: 'POST',
        // the App API acts on the token alone; the partner's session cookie has no business there
        credentials: 'omit',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          ...appApiHeaders(opts?.headers, accessToken),
        },
        body: JSON.stringify(params),
      });
    } catch (error) {
      return errorResult(`The App API could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    }
    return readResult(response.status, await response.text());
  };
}

/** The server's GraphQL answer (errors included, whatever the status), or an error result for anything else. */
export function readResult(status: number, body: string): FetcherResult {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as FetcherResult;
  } catch {
    // not JSON: a proxy's error page or the like
  }
  return errorResult(`The App API answered HTTP ${status} without a GraphQL result.`);
}

/**
 * A failure shown in the response pane the way GraphQL errors are. The typings want GraphQLError instances;
 * GraphiQL prints the errors as JSON, and the server's own come as plain JSON too.
 */
function errorResult(message: string): FetcherResult {
  return { errors: [{ message }] } as unknown as FetcherResult;
}

export type ExplorerToken =
  | { status: 'loading' }
  | { status: 'ready'; accessToken: string }
  /** The server session is gone: log in again. */
  | { status: 'loggedOut' }
  /** No such installation, or not of the partner's organisation. */
  | { status: 'notFound'; message: string }
  | { status: 'failed'; message: string };

/** What GET /api/graphql/token/:installId answered: `{ accessToken }`, or `{ error }` with 401 or 404. */
export function tokenFromResponse(status: number, body: unknown): ExplorerToken {
  const field = (name: string) => (body && typeof body === 'object' && name in body ? (body as Record<string, unknown>)[name] : undefined);
  const accessToken = field('accessToken');
  const error = field('error');
  const message = typeof error === 'string' && error ? error : null;
  if (status === 200 && typeof accessToken === 'string' && accessToken) return { status: 'ready', accessToken };
  if (status === 401) return { status: 'loggedOut' };
  if (status === 404) return { status: 'notFound', message: message ?? 'Installation not found' };
  return { status: 'failed', message: message ?? `The access token could not be fetched (HTTP ${status}).` };
}

/** Asks the server for an access token of the installation (the partner's session cookie goes along). */
export async function fetchExplorerToken(installId: string, signal?: AbortSignal): Promise<ExplorerToken> {
  let response: Response;
  try {
    response = await fetch(explorerTokenUrl(installId), { headers: { accept: 'application/json' }, credentials: 'same-origin', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { status: 'failed', message: 'The access token could not be fetched. Check your connection and reload the page.' };
  }
  const body: unknown = await response.json().catch(() => null);
  return tokenFromResponse(response.status, body);
}
