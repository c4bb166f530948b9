import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { verifyEmail } from './accounts.service.ts';

/** The link in the verification e-mail: verifies the address, then sends the browser to the login page. */
export function registerVerifyEmail(app: FastifyInstance, services: Services) {
  app.get<{ Querystring: { token?: string } }>('/appstore/verify-email', async (req, reply) => {
    const target = await verifyEmail(services, typeof req.query.token === 'string' ? req.query.token : undefined);
    return reply.redirect(target, 302);
  });
}
