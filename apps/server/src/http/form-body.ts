import type { FastifyInstance } from 'fastify';

/** HTML form posts (`application/x-www-form-urlencoded`) as a plain object; only in the scope that asks for it. */
export function acceptFormBodies(scope: FastifyInstance) {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 65_536 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
