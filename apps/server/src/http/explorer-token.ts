import type { FastifyInstance } from 'fastify';
import type { Services } from '../graphql/context.ts';
import { findViewer, readCookie, SESSION_COOKIE } from '../modules/accounts/sessions.ts';
import { findOwnInstallation } from '../modules/platform/partner-installations.ts';
import { issueAccessToken } from '../modules/platform/tokens.ts';

/**
 * `GET /api/graphql/token/:installId` (spec §7): a token for the query explorer, for a signed-in partner whose
 * organisation owns the installation's app. It carries the installation's scopes and ends with it.
 */
export function registerExplorerToken(app: FastifyInstance, services: Services) {
  app.get<{ Params: { installId: string } }>('/api/graphql/token/:installId', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const viewer = await findViewer(services.db, readCookie(req.headers.cookie, SESSION_COOKIE));
    if (!viewer) return reply.status(401).send({ error: 'Please log in.' });
    const row = await findOwnInstallation(services.db, viewer, req.params.installId);
    if (!row) return reply.status(404).send({ error: 'Installation not found' });
    const accessToken = await issueAccessToken(services.db, { installationId: row.installation.id, scopes: row.installation.scopes });
    return reply.send({ accessToken });
  });
}
