/**
 * What kind of failure an error is (ARCHITECTURE §6): every error the server answers carries one in
 * `extensions.classification`, and the web app decides from it (sign out, show fields, offer to try again).
 */
export type ErrorClassification =
  | 'UnauthorizedError'
  | 'ForbiddenError'
  | 'NotFoundError'
  | 'ValidationError'
  | 'ConflictError'
  | 'RateLimitedError'
  /** The database or file storage did not answer: nothing was done, and the same request may be sent again. */
  | 'UnavailableError'
  | 'InternalError';
