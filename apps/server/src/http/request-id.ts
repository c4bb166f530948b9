import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { runInRequestScope, safeRequestId } from '../lib/request-scope.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/** The X-Request-Id the client sent, when it is a safe token and not already the request's own id (a proxy's). */
function clientRequestId(req: { id: string; headers: FastifyRequest['headers'] }): string | undefined {
  const own = safeRequestId(req.headers[REQUEST_ID_HEADER]);
  return own === req.id ? undefined : own;
}

/** What the answer's X-Request-Id says: the client's own id back (as docs/platform-protocol-changes.md §2 promises apps), else the request's id. */
const answeredId = (req: FastifyRequest) => clientRequestId(req) ?? req.id;

/**
 * Every log line of a request carries its id (`reqId`) and, when the client sent an id of its own, that id as
 * `clientRequestId`: support finds the request by either, and a client's id never stands for the request's.
 */
export function requestLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Parameters<FastifyBaseLogger['child']>[0],
  opts: Parameters<FastifyBaseLogger['child']>[1],
  rawReq: IncomingMessage,
): FastifyBaseLogger {
  const clientId = clientRequestId({ id: String(bindings.reqId ?? ''), headers: rawReq.headers });
  return logger.child(clientId ? { ...bindings, clientRequestId: clientId } : bindings, opts);
}

/**
 * Every answer names its request (`X-Request-Id`), errors and 404s included, so a partner can quote it to support
 * and the operator finds the request's log lines (Fastify writes `reqId` into each). The request's id is chosen by
 * Fastify's genReqId (app.ts: requestIdFor): a trusted proxy's id, or one of the platform's. A client that sent its
 * own id gets that id back in the header, as the platform promised apps (platform-protocol-changes §2); its log lines carry it as `clientRequestId`,
 * and its errors name the request's own id (`extensions.requestId`). The handler and everything it awaits run in
 * the request's scope, so a resolver or service deep down logs with the id too (lib/request-scope.ts).
 */
export function registerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, answeredId(req));
    runInRequestScope({ id: req.id, log: req.log }, done);
  });
  // entered again after the body is read: a streamed body's events may run outside the scope entered above
  app.addHook('preHandler', (req, _reply, done) => runInRequestScope({ id: req.id, log: req.log }, done));
  // an error answer is built afresh: put the id back if it went
  app.addHook('onSend', async (req, reply) => {
    if (!reply.hasHeader(REQUEST_ID_HEADER)) reply.header(REQUEST_ID_HEADER, answeredId(req));
  });
}
