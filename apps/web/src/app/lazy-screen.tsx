import { lazy, type ComponentType } from 'react';

type ScreenModule = Promise<{ default: ComponentType }>;

/** A route screen in its own chunk; the layout's Suspense shows 'Loading...' meanwhile. */
export function lazyScreen(load: () => ScreenModule) {
  const Screen = lazy(load);
  return <Screen />;
}

/**
 * A lazy screen that talks to the API through Apollo: Apollo Client loads with the first such screen,
 * so the public store's pages (which read their server-rendered data without it) never carry it.
 */
export function lazyApolloScreen(load: () => ScreenModule) {
  const Screen = lazy(async () => {
    const [{ default: Inner }, { ApolloScope }] = await Promise.all([load(), import('./apollo-scope')]);
    const WithApollo = () => (
      <ApolloScope>
        <Inner />
      </ApolloScope>
    );
    return { default: WithApollo };
  });
  return <Screen />;
}
