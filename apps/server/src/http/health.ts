import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

/**
 * How long /readyz waits for the database: a load balancer's check gives up after a few seconds, and an answer
 * it never gets tells it nothing. Past this the process is not ready.
 */
const READY_TIMEOUT_MS = 2_000;

export function registerHealth(app: FastifyInstance, database: Database) {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (_req, reply) => {
    const ready = await pingWithin(database, READY_TIMEOUT_MS);
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable' });
  });
}

function pingWithin(database: Database, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  return Promise.race([database.ping().catch(() => false), late]).finally(() => clearTimeout(timer));
}
