/**
 * A GraphQL answer without its errors' `extensions.requestId`, which names the request and so differs every time:
 * for asserting that two answers are otherwise the same (another's object answers exactly as a missing one).
 */
export function withoutRequestIds<T>(body: T): T {
  const copy = structuredClone(body) as { errors?: { extensions?: Record<string, unknown> }[] };
  for (const error of copy?.errors ?? []) delete error.extensions?.requestId;
  return copy as T;
}
