import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

export function registerHealth(app: FastifyInstance, database: Database) {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (_req, reply) => {
    const ready = await database.ping().catch(() => false);
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable' });
  });
}
