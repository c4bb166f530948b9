import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { WEB_OPERATION_NAMES } from './web-operation-names.ts';

/**
 * The Prometheus metrics of one server process (each process is scraped on its own). Every label has a bounded set
 * of values: routes are Fastify's patterns (never a URL with its ids), operation names are the product's own (the web
 * app's documents; any other name is `other`), and queues, outcomes and classifications are fixed in code.
 */
export interface Metrics {
  registry: Registry;
  httpRequestDuration: Histogram<'method' | 'route' | 'status_code'>;
  graphqlOperations: Counter<'api' | 'operation'>;
  graphqlErrors: Counter<'api' | 'operation' | 'classification'>;
  graphqlDuration: Histogram<'api' | 'operation'>;
  /** Counts one webhook delivery attempt as the worker recorded it (`latencyMs` null: nothing was sent). */
  recordWebhookAttempt(outcome: WebhookOutcome, latencyMs: number | null): void;
  /** A bounded label for a GraphQL operation name (see `operationLabel`). */
  operationLabel(api: string, name: string | null | undefined): string;
  /** Adds what is read only when Prometheus asks (the database's queues and pool); failures must not fail the scrape. */
  onScrape(read: (gauges: ScrapeGauges) => Promise<void>): void;
  /** Reads the figures of the moment and answers the text Prometheus scrapes. */
  scrape(): Promise<{ contentType: string; body: string }>;
}

export interface ScrapeGauges {
  jobQueueJobs: Gauge<'queue' | 'state'>;
  jobQueueOldestDueSeconds: Gauge<'queue'>;
  webhookBacklog: Gauge;
  webhookBacklogOldestSeconds: Gauge;
  dbPoolConnections: Gauge<'state'>;
  dbPoolMax: Gauge;
  dbPoolWaiting: Gauge;
  databaseUp: Gauge;
}

/** The webhook worker's recorded outcomes, as the operator reads them. */
const WEBHOOK_OUTCOMES = {
  SUCCEEDED: 'succeeded',
  PENDING: 'failed_retrying',
  FAILED: 'failed_disabled',
  DEFERRED: 'deferred',
} as const;
export type WebhookOutcome = keyof typeof WEBHOOK_OUTCOMES;

/**
 * The operation names each API labels by name: the store API's are the web app's own documents. Clients choose
 * names freely, and anyone may send the store API a query, so a name of their own is `other`: it can neither add
 * series nor crowd out the product's names. The App API's are the partners' apps' choice: all `other`.
 */
export const LABELLED_OPERATIONS: Readonly<Record<string, ReadonlySet<string>>> = { store: new Set(WEB_OPERATION_NAMES) };
const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;
const HTTP_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Seconds; from a cached store page (~1 ms) to a request that ran into a deadline. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): Metrics {
  const registry = new Registry();
  const registers = [registry];
  // memory, CPU, event loop lag, GC, handles (prom-client's process_* and nodejs_* series)
  collectDefaultMetrics({ register: registry });

  const httpRequestDuration = new Histogram({
    name: 'appstore_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern (unmatched for no route) and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const graphqlOperations = new Counter({
    name: 'appstore_graphql_operations_total',
    help: 'GraphQL operations answered, by API and operation name',
    labelNames: ['api', 'operation'] as const,
    registers,
  });
  const graphqlErrors = new Counter({
    name: 'appstore_graphql_errors_total',
    help: 'GraphQL errors answered, by API, operation name and classification (InternalError: a failure of ours)',
    labelNames: ['api', 'operation', 'classification'] as const,
    registers,
  });
  const graphqlDuration = new Histogram({
    name: 'appstore_graphql_operation_duration_seconds',
    help: 'Time from reading a GraphQL request to its result, by API and operation name',
    labelNames: ['api', 'operation'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const webhookDeliveries = new Counter({
    name: 'appstore_webhook_delivery_attempts_total',
    help: "Webhook delivery attempts by outcome: succeeded; failed_retrying; failed_disabled (the last attempt, subscription disabled); deferred (not sent for a reason on the platform's side, not counted)",
    labelNames: ['outcome'] as const,
    registers,
  });
  const webhookDeliveryDuration = new Histogram({
    name: 'appstore_webhook_delivery_duration_seconds',
    help: 'Time the receiver took to answer a webhook delivery attempt, by outcome (deferred attempts send nothing and are not timed)',
    labelNames: ['outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 3, 4, 5, 6],
    registers,
  });

  const scrapeReaders: ((gauges: ScrapeGauges) => Promise<void>)[] = [];
  const gauges: ScrapeGauges = {
    jobQueueJobs: new Gauge({
      name: 'appstore_job_queue_jobs',
      help: 'Jobs in the shared queue by state: due (waiting for a worker), running, scheduled (later), failed (given up, kept)',
      labelNames: ['queue', 'state'] as const,
      registers,
    }),
    jobQueueOldestDueSeconds: new Gauge({
      name: 'appstore_job_queue_oldest_due_seconds',
      help: 'How long the oldest due job of each queue has waited for a worker (0 when none waits)',
      labelNames: ['queue'] as const,
      registers,
    }),
    webhookBacklog: new Gauge({
      name: 'appstore_webhook_deliveries_due',
      help: 'Webhook deliveries of enabled subscriptions due now and not claimed by a worker',
      registers,
    }),
    webhookBacklogOldestSeconds: new Gauge({
      name: 'appstore_webhook_deliveries_oldest_due_seconds',
      help: 'How long the oldest due webhook delivery has waited (0 when none waits)',
      registers,
    }),
    dbPoolConnections: new Gauge({
      name: 'appstore_db_pool_connections',
      help: "Database connections of this process: total open, idle (PostgreSQL's pool; the embedded PGlite has one connection)",
      labelNames: ['state'] as const,
      registers,
    }),
    dbPoolMax: new Gauge({ name: 'appstore_db_pool_max_connections', help: 'Most database connections this process opens', registers }),
    dbPoolWaiting: new Gauge({
      name: 'appstore_db_pool_waiting_queries',
      help: 'Queries waiting for a free database connection (PostgreSQL pool only)',
      registers,
    }),
    databaseUp: new Gauge({
      name: 'appstore_database_up',
      help: '1 when the queue figures of this scrape could be read from the database, else 0',
      registers,
    }),
  };

  const scrapeReads = new Gauge({
    name: 'appstore_metrics_scrape_reads_seconds',
    help: 'Time the last scrape spent reading the database figures',
    registers,
  });

  return {
    registry,
    httpRequestDuration,
    graphqlOperations,
    graphqlErrors,
    graphqlDuration,
    recordWebhookAttempt(outcome, latencyMs) {
      const labels = { outcome: WEBHOOK_OUTCOMES[outcome] };
      webhookDeliveries.inc(labels);
      if (latencyMs !== null) webhookDeliveryDuration.observe(labels, latencyMs / 1000);
    },
    operationLabel(api, name) {
      if (!name) return 'anonymous';
      if (!GRAPHQL_NAME.test(name)) return 'invalid';
      return LABELLED_OPERATIONS[api]?.has(name) ? name : 'other';
    },
    onScrape(read) {
      scrapeReaders.push(read);
    },
    async scrape() {
      const started = performance.now();
      await Promise.all(scrapeReaders.map((read) => read(gauges)));
      scrapeReads.set((performance.now() - started) / 1000);
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

/** A bounded method label: anything outside the usual methods is OTHER. */
export const methodLabel = (method: string) => (HTTP_METHODS.has(method) ? method : 'OTHER');
