import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { ErrorClassification } from '@appstore/shared';

/** ARCHITECTURE §6: every server error carries one of these in `extensions.classification`. */
export type { ErrorClassification };

const UNAUTHORIZED: ErrorClassification = 'UnauthorizedError';

export interface ReportedError {
  message: string;
  classification?: string;
  /** The server's id of the request (`extensions.requestId`, or the X-Request-Id header): support finds its logs by it. */
  requestId?: string;
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

/** Spec §8: every GraphQL error message, or the network error's own message. */
export function collectErrors(error: ErrorLike): ReportedError[] {
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

/** The messages of an error, for a form's red banner. */
export function errorMessages(error: unknown): string[] {
  if (!error || typeof error !== 'object' || !('message' in error)) return ['Something went wrong'];
  return collectErrors(error as ErrorLike).map((e) => e.message);
}
