import { GraphQLError } from 'graphql';
import { STORAGE_UNAVAILABLE_MESSAGE, type ErrorClassification } from '@appstore/shared';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './database-errors.ts';

/** The classifications of ARCHITECTURE §6; every error a client sees carries one. */
export type Classification = ErrorClassification;

/** A request without a live session (the web app then logs the user out locally). */
export const SESSION_ENDED = 'Your session has ended. Please log in again.';
/** A signed-in user who is not platform staff asked for what only staff may do. */
export const STAFF_ONLY = 'Only platform staff can do this';

export interface FieldError {
  field: string;
  message: string;
}

/** A domain error a client may see as it is: message, classification and, for validation, field messages. */
export class AppError extends GraphQLError {
  constructor(
    message: string,
    readonly classification: Classification,
    extra: Record<string, unknown> = {},
  ) {
    super(message, { extensions: { classification, ...extra } });
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(message, 'NotFoundError');
  }
}

export class ValidationError extends AppError {
  constructor(
    readonly fields: FieldError[],
    message = fields.map((f) => f.message).join('. '),
  ) {
    super(message, 'ValidationError', { fields });
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'You must be logged in') {
    super(message, 'UnauthorizedError');
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this') {
    super(message, 'ForbiddenError');
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(message, 'ConflictError');
  }
}

export class RateLimitedError extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(message, 'RateLimitedError', { retryAfterSeconds });
  }
}

/** What a user is told when object storage fails: nothing of theirs was saved, and trying again later may work. */
export const STORAGE_UNAVAILABLE = STORAGE_UNAVAILABLE_MESSAGE;

/**
 * Object storage did not answer or answered with an error (S3 5xx, a disk that cannot be written). The action
 * that needed it did not happen; the cause is logged for the operator, never shown.
 */
export class StorageUnavailableError extends AppError {
  constructor(readonly failure?: unknown) {
    super(STORAGE_UNAVAILABLE, 'UnavailableError');
  }
}

/**
 * Maps any error to what a client may see. Domain errors pass through; errors from parsing, validation and
 * the query limits become ValidationError; the database being away (a dropped connection, a bound that ran out)
 * is UnavailableError, which a client may try again; anything else is logged and shown as a bare InternalError.
 * Neither ever carries a stack trace or SQL.
 */
export function classifyError(error: unknown, log: (err: unknown) => void): GraphQLError {
  if (error instanceof AppError) return error;
  if (error instanceof GraphQLError && error.extensions?.classification) return error;
  if (error instanceof GraphQLError) {
    const original = error.originalError;
    if (original instanceof AppError) {
      return new GraphQLError(original.message, { ...error, extensions: original.extensions, originalError: undefined });
    }
    if (!original || original instanceof GraphQLError) {
      // parse, validation, variable coercion and armor limits: the client's request is at fault;
      // a refused request (CSRF) keeps its HTTP 403
      const http = error.extensions?.http as { status?: number } | undefined;
      // the query limits report themselves as syntax errors; they are not
      const message = error.message.replace(/^Syntax Error: (?=.*(limit|exceeded))/i, '');
      return new GraphQLError(message, {
        nodes: error.nodes,
        positions: error.positions,
        path: error.path,
        extensions: { ...error.extensions, classification: http?.status === 403 ? 'ForbiddenError' : 'ValidationError' },
      });
    }
    log(original);
    return masked(original, error.path);
  }
  log(error);
  return masked(error, undefined);
}

function masked(error: unknown, path: GraphQLError['path']): GraphQLError {
  const classification: Classification = isDatabaseUnavailable(error) ? 'UnavailableError' : 'InternalError';
  const message = classification === 'UnavailableError' ? DATABASE_UNAVAILABLE : 'Unexpected error.';
  return new GraphQLError(message, { path, extensions: { classification } });
}
