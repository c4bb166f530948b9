import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type StoreObject } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { collectErrors, requestIdOfErrors, type ErrorClassification, type ReportedError } from '../shared/errors/collect-errors';
import { showErrors } from '../shared/errors/error-snackbar-store';
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
  if (shown.length > 0)
    showErrors(
      shown.map((e) => e.message),
      requestIdOfErrors(shown),
    );
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
  link: ApolloLink.from([errorLink, httpLink]),
  cache: createCache(),
});
