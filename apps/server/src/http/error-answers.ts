import type { FastifyError, FastifyInstance } from 'fastify';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../lib/database-errors.ts';

/** Seconds a client is asked to wait before trying again while the database is away. */
const RETRY_AFTER_SECONDS = 5;

/** What a client reads when a route failed in a way nobody planned: no message of ours, the id to quote. */
export const INTERNAL_ERROR_MESSAGE = 'Unexpected error.';

/**
 * What a route that is not GraphQL answers when it fails (GraphQL classifies its own errors):
 * - the database being away: 503 with Retry-After, which a client or a load balancer may retry;
 * - the request's own fault (a 4xx Fastify or a route raised: a body too large, a malformed one): Fastify's answer;
 * - anything else is a failure of ours: logged in full under the request's id, answered 500 with the id and neither
 *   the error's message (for a failed query, its SQL and parameters) nor a stack trace.
 * Every answer carries the request id (X-Request-Id, and `requestId` in the body), for a partner to quote.
 *
 * A GraphQL endpoint fails here only before its query runs (the App API's token lookup); its clients read
 * `errors`, so the answer carries the classified error the query itself would have (ARCHITECTURE §6).
 */
export function registerErrorAnswers(app: FastifyInstance, opts: { graphqlPaths: string[] }) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (isDatabaseUnavailable(error)) {
      req.log.warn({ err: error }, 'database unavailable');
      reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS));
      if (opts.graphqlPaths.includes(req.routeOptions.url ?? '')) {
        return reply.send({
          errors: [{ message: DATABASE_UNAVAILABLE, extensions: { classification: 'UnavailableError', requestId: req.id } }],
        });
      }
      return reply.send({ statusCode: 503, error: 'Service Unavailable', message: DATABASE_UNAVAILABLE, requestId: req.id });
    }
    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      req.log.info({ err: error }, 'request refused');
      return reply.send(error);
    }
    req.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ statusCode: 500, error: 'Internal Server Error', message: INTERNAL_ERROR_MESSAGE, requestId: req.id });
  });
}
