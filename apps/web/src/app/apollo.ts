import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type StoreObject } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { OperationTypeNode } from 'graphql';
import { collectErrors, requestIdOfErrors, type ErrorClassification, type ReportedError } from '../shared/errors/collect-errors';
import { reportErrors } from '../shared/errors/error-snackbar-store';
import { isNetworkFailure } from '../shared/errors/network-failure';
import { clearStoredUser } from '../shared/session/session';
import { CSRF_HEADERS, GRAPHQL_ENDPOINT } from '../shared/store-data/browser-transport';

declare module '@apollo/client' {
  interface DefaultContext {
    /**
     * Keep this operation's errors out of the global snackbar because the screen shows them
     * itself: `true` for every error, or a list of `extensions.classification` values
     * (e.g. `['NotFoundError']` on the listing page, which renders the 404 page instead).
     * Session handling (UnauthorizedError) applies either way.
     */
    silentErrors?: boolean | readonly ErrorClassification[];
  }
}

const UNAUTHORIZED: ErrorClassification = 'UnauthorizedError';

function isSilenced(silentErrors: boolean | readonly string[] | undefined, reported: ReportedError): boolean {
  if (silentErrors === true) return true;
  if (!silentErrors) return false;
  return reported.classification !== undefined && silentErrors.includes(reported.classification);
}

const errorLink = new ErrorLink(({ error, operation }) => {
  const reported = collectErrors(error);
  if (reported.some((e) => e.classification === UNAUTHORIZED)) clearStoredUser();
  const { silentErrors } = operation.getContext();
  const shown = reported.filter((e) => !isSilenced(silentErrors, e));
  // the screen that asked may show them itself (a form, a dialog, an error page); otherwise the snackbar does
  if (shown.length > 0)
    reportErrors(
      shown.map((e) => e.message),
      requestIdOfErrors(shown),
      { network: shown.every((e) => e.network) },
    );
});

/**
 * A query that got no answer (a dropped connection, a moment offline) is sent again a few times with growing
 * pauses before the screen says it failed. Mutations are not: one that reached the server before the connection
 * dropped must not run twice; the form offers Retry instead.
 */
export const NETWORK_RETRY = { attempts: 3, initialDelayMs: 400, maxDelayMs: 3000 } as const;

const retryLink = new RetryLink({
  delay: { initial: NETWORK_RETRY.initialDelayMs, max: NETWORK_RETRY.maxDelayMs, jitter: true },
  attempts: {
    max: NETWORK_RETRY.attempts,
    retryIf: (error, operation) => operation.operationType === OperationTypeNode.QUERY && isNetworkFailure(error),
  },
});

const httpLink = new HttpLink({
  uri: GRAPHQL_ENDPOINT,
  credentials: 'include',
  headers: CSRF_HEADERS,
});

function createCache() {
  return new InMemoryCache({
    typePolicies: {
      // Images and listing plans have no id: merge their fields instead of replacing them.
      Image: { merge: true },
      // a listing's category carries that listing's `primary`: not one object per category id
      ListingCategory: { keyFields: false },
      PublicAppListing: {
        fields: {
          pricePlans: {
            merge(existing: readonly StoreObject[] | undefined, incoming: readonly StoreObject[], { mergeObjects }) {
              return incoming.map((plan, index) => {
                const previous = existing?.[index];
                return previous && previous.planId === plan.planId ? mergeObjects(previous, plan) : plan;
              });
            },
          },
        },
      },
    },
  });
}

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([errorLink, retryLink, httpLink]),
  cache: createCache(),
});
