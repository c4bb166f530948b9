import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** ARCHITECTURE §6: every server error carries one of these in `extensions.classification`. */
export type ErrorClassification =
  | 'UnauthorizedError'
  | 'ForbiddenError'
  | 'NotFoundError'
  | 'ValidationError'
  | 'ConflictError'
  | 'RateLimitedError'
  | 'UnavailableError'
  | 'InternalError';

const UNAUTHORIZED: ErrorClassification = 'UnauthorizedError';

export interface ReportedError {
  message: string;
  classification?: string;
}

/** A non-2xx answer may still carry GraphQL errors in a plain JSON body. */
function errorsFromServerError(error: ServerError): ReportedError[] | null {
  try {
    const body = JSON.parse(error.bodyText) as {
      errors?: { message?: string; extensions?: { classification?: string } }[];
    };
    if (!Array.isArray(body.errors) || body.errors.length === 0) return null;
    return body.errors.map((e) => ({ message: e.message ?? error.message, classification: e.extensions?.classification }));
  } catch {
    return null;
  }
}

function classificationOf(extensions: Record<string, unknown> | undefined): string | undefined {
  const value = extensions?.classification;
  return typeof value === 'string' ? value : undefined;
}

/** Spec §8: every GraphQL error message, or the network error's own message. */
export function collectErrors(error: ErrorLike): ReportedError[] {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.map((e) => ({ message: e.message, classification: classificationOf(e.extensions) }));
  }
  if (ServerError.is(error)) {
    return (
      errorsFromServerError(error) ?? [{ message: error.message, classification: error.statusCode === 401 ? UNAUTHORIZED : undefined }]
    );
  }
  return [{ message: error.message }];
}

/** The messages of an error, for a form's red banner. */
export function errorMessages(error: unknown): string[] {
  if (!error || typeof error !== 'object' || !('message' in error)) return ['Something went wrong'];
  return collectErrors(error as ErrorLike).map((e) => e.message);
}
