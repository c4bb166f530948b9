import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { acceptFormBodies } from '../../http/form-body.ts';
import { exchangeCode } from './oauth-codes.ts';

/** platform-protocol §1.6: the token endpoint, where an app exchanges the code its consent gave it (vendor-site/consent.routes.ts). */
export function registerOAuth(app: FastifyInstance, services: Services) {
  void app.register(async (scope) => {
    // apps post the exchange as a form, as RFC 6749 §4.1.3 has it
    acceptFormBodies(scope);

    // answers an access token: never compressed (docs/SECURITY.md, BREACH)
    scope.post<{ Body: Record<string, unknown> | undefined }>('/appstore/oauth/access_token', { compress: false }, async (req, reply) => {
      const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
      const answer = await exchangeCode(services, body);
      return reply.status(answer.status).header('cache-control', 'no-store').send(answer.body);
    });
  });
}
