import { appConfig } from '../config';
import type { StoreTransport } from './store-query';

export const GRAPHQL_ENDPOINT = '/appstore/graphql';

/** The headers the server's CSRF prevention wants: a browser cannot send them cross-site without a preflight. */
export const CSRF_HEADERS = {
  'apollo-require-preflight': 'true',
  'x-csrf-protection': '1',
  'x-graphql-yoga-csrf': '1',
} as const;

/**
 * The browser's way to the store API; an answer that is not JSON throws, and runStoreQuery turns that into an error.
 * It echoes the page's visit token (the listing funnel counts only queries of a page the server sent), and keeps
 * the newer one an answer may give.
 */
export const browserTransport: StoreTransport = async (body) => {
  const response = await fetch(GRAPHQL_ENDPOINT, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...CSRF_HEADERS, 'x-store-visit': appConfig.visit ?? '' },
    body: JSON.stringify(body),
  });
  appConfig.visit = response.headers.get('x-store-visit') ?? appConfig.visit;
  return response.json();
};
