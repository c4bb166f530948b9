import type { StoreTransport } from './store-query';

export const GRAPHQL_ENDPOINT = '/appstore/graphql';

/** The headers the server's CSRF prevention wants: a browser cannot send them cross-site without a preflight. */
export const CSRF_HEADERS = {
  'apollo-require-preflight': 'true',
  'x-csrf-protection': '1',
  'x-graphql-yoga-csrf': '1',
} as const;

/** The browser's way to the store API; an answer that is not JSON throws, and runStoreQuery turns that into an error. */
export const browserTransport: StoreTransport = async (body) => {
  const response = await fetch(GRAPHQL_ENDPOINT, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...CSRF_HEADERS },
    body: JSON.stringify(body),
  });
  return response.json();
};
