import type { FastifyInstance } from 'fastify';
import { runInRequestScope } from '../lib/request-scope.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Every answer names its request (`X-Request-Id`), errors and 404s included, so a partner can quote it to support
 * and the operator finds the request's log lines (Fastify writes `reqId` into each). The id itself is chosen by
 * Fastify's genReqId (app.ts: requestIdFor). The handler and everything it awaits run in the request's scope, so a
 * resolver or service deep down logs with the id too (lib/request-scope.ts).
 */
export function registerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    runInRequestScope({ id: req.id, log: req.log }, done);
  });
  // entered again after the body is read: a streamed body's events may run outside the scope entered above
  app.addHook('preHandler', (req, _reply, done) => runInRequestScope({ id: req.id, log: req.log }, done));
  // an error answer is built afresh: put the id back if it went
  app.addHook('onSend', async (req, reply) => {
    if (!reply.hasHeader(REQUEST_ID_HEADER)) reply.header(REQUEST_ID_HEADER, req.id);
  });
}
