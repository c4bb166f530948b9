import type { ApolloClient } from '@apollo/client';
import { AppAccountLogoutMutation } from './operations';

/** Ends the server session; failures stay out of the snackbar since the user is already logged out locally. */
export async function endServerSession(client: ApolloClient): Promise<void> {
  try {
    await client.mutate({ mutation: AppAccountLogoutMutation, context: { silentErrors: true } });
  } catch {
    // The local session is gone either way.
  }
}
