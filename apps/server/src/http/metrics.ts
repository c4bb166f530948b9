import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { queueStats } from '../jobs/queue.ts';
import { withDeadline } from '../lib/deadline.ts';
import { methodLabel, type Metrics } from '../lib/metrics.ts';
import { dueDeliveryBacklog } from '../modules/webhook-delivery/delivery-queue.ts';

export const METRICS_PATH = '/metrics';
/** A scrape never waits long on a database that does not answer: it reports it down instead. */
const SCRAPE_DB_DEADLINE_MS = 2_000;

/** Times every answer by its route pattern (`/app-details/:listingId`, never the URL with its id). */
export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (req, reply) => {
    metrics.httpRequestDuration.observe(
      { method: methodLabel(req.method), route: req.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}

/** The figures read from the database when Prometheus asks: the shared job queue, the webhook outbox, the pool. */
export function readDatabaseFigures(metrics: Metrics, database: Database, onError: (err: unknown) => void) {
  metrics.onScrape(async (g) => {
    const pool = database.poolStats();
    g.dbPoolMax.set(pool.max);
    g.dbPoolConnections.set({ state: 'total' }, pool.total);
    if (pool.idle !== undefined) g.dbPoolConnections.set({ state: 'idle' }, pool.idle);
    if (pool.waiting !== undefined) g.dbPoolWaiting.set(pool.waiting);

    // a queue that emptied must not keep its last figures
    g.jobQueueJobs.reset();
    g.jobQueueOldestDueSeconds.reset();
    try {
      const [queues, backlog] = await withDeadline(
        Promise.all([queueStats(database.db), dueDeliveryBacklog(database.db)]),
        SCRAPE_DB_DEADLINE_MS,
      );
      for (const q of queues) {
        for (const state of ['due', 'running', 'scheduled', 'failed'] as const) g.jobQueueJobs.set({ queue: q.queue, state }, q[state]);
        g.jobQueueOldestDueSeconds.set({ queue: q.queue }, q.oldestDueSeconds);
      }
      g.webhookBacklog.set(backlog.due);
      g.webhookBacklogOldestSeconds.set(backlog.oldestDueSeconds);
      g.databaseUp.set(1);
    } catch (err) {
      g.webhookBacklog.reset();
      g.webhookBacklogOldestSeconds.reset();
      g.databaseUp.set(0);
      onError(err);
    }
  });
}

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
export function hasMetricsToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer +(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) return false;
  // equal-length digests: neither the token's length nor its first differing byte shows in the timing
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * GET /metrics on the main port, only when METRICS_TOKEN is set; without it the path is unknown (404) like any
 * other. The metrics name routes, queues and failure counts: internals that are nobody else's business.
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string) {
  app.get(METRICS_PATH, { logLevel: 'warn' }, async (req: FastifyRequest, reply: FastifyReply) => {
    if (!hasMetricsToken(req.headers.authorization, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ error: 'Unauthorized' });
    }
    const { contentType, body } = await metrics.scrape();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  });
}
