import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

export { NETWORK_ERROR_MESSAGE, NETWORK_ERROR_TITLE } from './network-texts';

/**
 * The request never got an answer (offline, DNS, a dropped connection): `fetch` rejects with a TypeError
 * ('Failed to fetch' in Chromium, 'Load failed' in Safari, 'NetworkError when attempting…' in Firefox).
 * An answer of any kind, even a 502 page, is not a network failure: the server (or a proxy) spoke.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  if (CombinedGraphQLErrors.is(error) || ServerError.is(error) || ServerParseError.is(error)) return false;
  return error instanceof TypeError || (error as { name?: unknown }).name === 'TypeError';
}
