import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { viewerOfRequest } from '../accounts/sessions.ts';
import { findOwnInstallation } from '../installations/partner-installations.ts';
import { deleteExpiredTokens, issueTokenForInstallation } from './tokens.ts';

/** A working day: long enough for an explorer session, short enough that a leaked token soon stops working. */
export const EXPLORER_TOKEN_SECONDS = 8 * 3600;

/**
 * `GET /api/graphql/token/:installId` (spec §7): a token for the query explorer, for a signed-in partner whose
 * organisation owns the installation's app. It carries the installation's scopes, ends with it, and expires
 * after EXPLORER_TOKEN_SECONDS (the explorer asks for a new one on each visit).
 */
export function registerExplorerToken(app: FastifyInstance, services: Services) {
  // answers an access token: never compressed (docs/SECURITY.md, BREACH)
  app.get<{ Params: { installId: string } }>('/api/graphql/token/:installId', { compress: false }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const viewer = await viewerOfRequest(services.db, req.headers.cookie);
    if (!viewer) return reply.status(401).send({ error: 'Please log in.' });
    const row = await findOwnInstallation(services.db, viewer, req.params.installId);
    if (!row) return reply.status(404).send({ error: 'Installation not found' });
    await deleteExpiredTokens(services.db, row.installation.id);
    const accessToken = await issueTokenForInstallation(services.db, row.installation.id, EXPLORER_TOKEN_SECONDS);
    if (!accessToken) return reply.status(404).send({ error: 'Installation not found' });
    return reply.send({ accessToken });
  });
}
