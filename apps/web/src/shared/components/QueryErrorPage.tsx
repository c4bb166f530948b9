import type { ErrorLike } from '@apollo/client';
import { collectErrors, requestIdOfErrors } from '../errors/collect-errors';
import { joinErrorMessages } from '../errors/error-messages';
import { ErrorPage } from './ErrorPage';

/** A screen whose data could not be loaded: 404 for a missing (or another organisation's) object, else 500. */
export function QueryErrorPage({ error }: { error: ErrorLike }) {
  const reported = collectErrors(error);
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
