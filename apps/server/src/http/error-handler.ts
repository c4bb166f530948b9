import type { FastifyError, FastifyInstance } from 'fastify';

/** What a client reads when a route failed in a way nobody planned: no message of ours, the id to quote. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. If it keeps happening, tell support the request ID.';

/**
 * Errors outside GraphQL (which classifies its own). An error that carries a status was raised on purpose (Fastify's
 * body and content-type errors, a route's own) and answers as Fastify would; anything else is a failure of ours:
 * logged in full under the request's id, answered 500 with neither its message (SQL, paths) nor a stack trace.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600) {
      if (error.statusCode >= 500) req.log.error({ err: error }, 'request failed');
      else req.log.info({ err: error }, 'request refused');
      return reply.send(error);
    }
    req.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ statusCode: 500, error: 'Internal Server Error', message: INTERNAL_ERROR_MESSAGE, requestId: req.id });
  });
}
