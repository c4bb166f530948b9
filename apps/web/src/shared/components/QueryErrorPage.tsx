import { useLayoutEffect } from 'react';
import type { ErrorLike } from '@apollo/client';
import { collectErrors, requestIdOfErrors } from '../errors/collect-errors';
import { ConnectionProblem } from '../errors/ConnectionProblem';
import { joinErrorMessages } from '../errors/error-messages';
import { claimError } from '../errors/shown-here';
import { useRetryQueries } from '../errors/useRetryQueries';
import { ErrorPage } from './ErrorPage';
import { PageContainer } from './PageContainer';

/**
 * A screen whose data could not be loaded: 404 for a missing (or another organisation's) object, else 500;
 * a server out of reach gets a notice with Retry instead, and the screen comes back by itself.
 * The error shows here only, not in the snackbar too.
 */
export function QueryErrorPage({ error }: { error: ErrorLike }) {
  const retry = useRetryQueries();
  useLayoutEffect(() => {
    claimError(error);
  }, [error]);
  const reported = collectErrors(error);
  if (reported.every((e) => e.network)) {
    return (
      <PageContainer maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }} data-testid="query-connection-problem">
        <ConnectionProblem onRetry={retry} />
      </PageContainer>
    );
  }
  const notFound = reported.some((e) => e.classification === 'NotFoundError');
  return (
    <ErrorPage
      code={notFound ? 404 : 500}
      message={joinErrorMessages(reported.map((e) => e.message))}
      // a missing object is no failure to report
      requestId={notFound ? undefined : requestIdOfErrors(reported)}
    />
  );
}
