import type { FastifyError, FastifyInstance } from 'fastify';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../lib/database-errors.ts';

/** Seconds a client is asked to wait before trying again while the database is away. */
const RETRY_AFTER_SECONDS = 5;

/**
 * What a route that is not GraphQL answers when it fails: the database being away is a 503 the client (or a load
 * balancer) may retry; any other failure of ours is a bare 500. Fastify's default answer would carry the error's
 * own message, which for a failed query is its SQL and parameters. The request's own faults (4xx: a body too
 * large, a malformed one) keep Fastify's answer.
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
        return reply.send({ errors: [{ message: DATABASE_UNAVAILABLE, extensions: { classification: 'UnavailableError' } }] });
      }
      return reply.send({ statusCode: 503, error: 'Service Unavailable', message: DATABASE_UNAVAILABLE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'Unexpected error.' });
    }
    throw error; // Fastify's own answer for the request's fault
  });
}
