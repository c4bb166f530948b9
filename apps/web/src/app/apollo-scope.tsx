import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { apolloClient } from './apollo';

/** Apollo for the screens that use it: loaded with their chunk, never with the public store's first load. */
export function ApolloScope({ children }: { children: ReactNode }) {
  return <ApolloProvider client={apolloClient}>{children}</ApolloProvider>;
}
