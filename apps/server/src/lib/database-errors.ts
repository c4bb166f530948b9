/**
 * Whether a failure means the database could not be reached or dropped the connection (restart, failover, an
 * administrator ending sessions, a network cut, a statement or connection attempt that ran out of time), as
 * opposed to a statement the database refused. The first kind is the platform's outage, not the request's
 * fault: clients get "unavailable, try again" and operators a short warning, never the statement's SQL.
 *
 * Drizzle wraps the driver's error, so the cause chain is walked; pg and Node's net errors carry `code`.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 8; depth++, e = e.cause as typeof e) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code)) return true;
    if (typeof e.message === 'string' && DRIVER_MESSAGES.some((m) => m.test(e!.message as string))) return true;
  }
  return false;
}

/** The text a client sees while the database is away (GraphQL UnavailableError, REST 503). */
export const DATABASE_UNAVAILABLE = 'The service is unavailable for a moment. Please try again shortly.';

// 57P01 terminated by an administrator, 57P02 crash shutdown, 57P03 cannot connect now (starting, in recovery),
// 53300 too many connections, 57014 statement cancelled (statement_timeout); class 08: connection exceptions
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What node-postgres and its pool say, without a code, when a connection dies or a bound runs out. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /is not queryable$/,
];
