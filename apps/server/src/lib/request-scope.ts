import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/** The request a piece of code runs for: its id and its logger, whose every line carries that id. */
export interface RequestScope {
  id: string;
  log: FastifyBaseLogger;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** Runs `work` (and all it awaits) as part of the request `scope`. */
export function runInRequestScope<T>(scope: RequestScope, work: () => T): T {
  return scopes.run(scope, work);
}

/**
 * The logger of the request this code runs for, or `fallback` outside any request (workers, timers): code deep in
 * a resolver or service logs with the request's id without being handed the request.
 */
export function requestLog(fallback: FastifyBaseLogger): FastifyBaseLogger {
  return scopes.getStore()?.log ?? fallback;
}

/** The id of the request this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return scopes.getStore()?.id;
}

/**
 * An incoming X-Request-Id is written into log lines and answered back, so only a short token of letters, digits
 * and `._:-` is taken; anything else (a newline, quotes, markup, 200 characters) is left out.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/** The incoming X-Request-Id when it is a short safe token, else undefined. */
export function safeRequestId(incoming: string | string[] | undefined): string | undefined {
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : undefined;
}

/**
 * The request's own id, under which it is logged and errors name it: the X-Request-Id of one of the platform's
 * proxies (`fromProxy`) when it is safe, else a random UUID. A client's own id never becomes it, so no client can
 * put its lines under another request's id or make its requests look like the proxy's.
 */
export function requestIdFor(incoming: string | string[] | undefined, fromProxy = false): string {
  return (fromProxy ? safeRequestId(incoming) : undefined) ?? randomUUID();
}
