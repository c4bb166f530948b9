import { useLayoutEffect } from 'react';
import type { ErrorLike } from '@apollo/client';
import Alert from '@mui/material/Alert';
import { ConnectionProblem } from '../errors/ConnectionProblem';
import { RequestIdNote } from '../errors/RequestIdNote';
import { claimError, shownError } from '../errors/shown-here';
import { collectErrors } from '../errors/collect-errors';
import { useRetryQueries } from '../errors/useRetryQueries';

/**
 * A part of a screen (a card, a table) whose data could not be loaded, said where the data would be: a server
 * out of reach gets Retry and comes back by itself; the error shows here only, not in the snackbar too.
 */
export function QueryErrorNotice({ error }: { error: ErrorLike }) {
  const retry = useRetryQueries();
  const shown = shownError(collectErrors(error));
  useLayoutEffect(() => {
    claimError(error);
  }, [error]);
  if (shown?.network) return <ConnectionProblem onRetry={retry} />;
  if (!shown) return null;
  return (
    <Alert severity="error" role="alert" data-testid="query-error">
      {shown.message}
      <RequestIdNote requestId={shown.requestId} />
    </Alert>
  );
}
