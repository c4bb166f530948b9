import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { ErrorClassification } from '@appstore/shared';
import { isNetworkFailure, NETWORK_ERROR_MESSAGE } from './network-failure';

/** ARCHITECTURE §6: every server error carries one of these in `extensions.classification`. */
export type { ErrorClassification };

const UNAUTHORIZED: ErrorClassification = 'UnauthorizedError';

export interface ReportedError {
  message: string;
  classification?: string;
  /** The server's id of the request (`extensions.requestId`, or the X-Request-Id header): support finds its logs by it. */
  requestId?: string;
  /** The request got no answer at all (offline): the same request may simply be sent again. */
  network?: boolean;
}

/** The header every answer of the server carries (it is same-origin, so the page may read it). */
const REQUEST_ID_HEADER = 'x-request-id';

/** A non-2xx answer may still carry GraphQL errors in a plain JSON body. */
function errorsFromServerError(error: ServerError): ReportedError[] | null {
  try {
    const body = JSON.parse(error.bodyText) as {
      errors?: { message?: string; extensions?: Record<string, unknown> }[];
    };
    if (!Array.isArray(body.errors) || body.errors.length === 0) return null;
    return body.errors.map((e) => ({
      message: e.message ?? error.message,
      classification: classificationOf(e.extensions),
      requestId: requestIdOf(e.extensions) ?? headerRequestId(error),
    }));
  } catch {
    return null;
  }
}

function classificationOf(extensions: Record<string, unknown> | undefined): string | undefined {
  const value = extensions?.classification;
  return typeof value === 'string' ? value : undefined;
}

function requestIdOf(extensions: Record<string, unknown> | undefined): string | undefined {
  const value = extensions?.requestId;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function headerRequestId(error: ServerError): string | undefined {
  return error.response?.headers?.get(REQUEST_ID_HEADER) ?? undefined;
}

/**
 * Spec §8: every GraphQL error message, or the network error's message: for a request that got no answer, one
 * the user can act on instead of the browser's 'Failed to fetch'.
 */
export function collectErrors(error: ErrorLike): ReportedError[] {
  if (isNetworkFailure(error)) return [{ message: NETWORK_ERROR_MESSAGE, network: true }];
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.map((e) => ({
      message: e.message,
      classification: classificationOf(e.extensions),
      requestId: requestIdOf(e.extensions),
    }));
  }
  if (ServerError.is(error)) {
    return (
      errorsFromServerError(error) ?? [
        {
          message: error.message,
          classification: error.statusCode === 401 ? UNAUTHORIZED : undefined,
          requestId: headerRequestId(error),
        },
      ]
    );
  }
  return [{ message: error.message }];
}

/** The request id to show beside an error's messages (one request, so one id), if the server gave one. */
export function requestIdOfErrors(reported: readonly ReportedError[]): string | undefined {
  return reported.find((e) => e.requestId)?.requestId;
}

/** The server's request id is worth quoting to support only for a failure nobody expected (not for a wrong password). */
const EXPECTED: readonly (string | undefined)[] = [
  'UnauthorizedError',
  'ForbiddenError',
  'NotFoundError',
  'ValidationError',
  'ConflictError',
  'RateLimitedError',
] satisfies readonly ErrorClassification[];

export function isUnexpected(reported: ReportedError): boolean {
  return !reported.network && !EXPECTED.includes(reported.classification);
}
