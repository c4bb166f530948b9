import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { redactingLogStream } from './lib/log-redaction.ts';
import { registerErrorAnswers } from './http/error-answers.ts';
import { GRAPHQL_PATH, registerStoreApi } from './apis/store/yoga.ts';
import { registerCompression } from './http/compression.ts';
import { registerHealth } from './http/health.ts';
import { readDatabaseFigures, registerHttpMetrics, registerMetricsRoute } from './http/metrics.ts';
import { registerRequestId, REQUEST_ID_HEADER, requestLoggerFactory } from './http/request-id.ts';
import { createMetrics, type Metrics } from './lib/metrics.ts';
import { requestIdFor } from './lib/request-scope.ts';
import { proxyTrust } from './lib/trusted-proxies.ts';
import { warnOfUntrustedForwarding } from './http/untrusted-proxy.ts';
import { registerFiles } from './modules/files/files.routes.ts';
import { registerUploads } from './modules/files/uploads.routes.ts';
import { guardStorage } from './modules/files/guarded-storage.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerServerPageStyles } from './http/server-page.ts';
import { registerSpa } from './http/spa.ts';
import type { Storage } from './lib/storage.ts';
import type { CatalogResponseCache } from './modules/catalog/catalog.cache.ts';
import type { Services } from './services.ts';
import { createMailer, type Mailer } from './modules/mail/mail.service.ts';
import { startMailOutbox, type MailOutboxOptions } from './modules/mail/outbox.ts';
import { registerDevMailbox } from './modules/mail/dev-mail.routes.ts';
import { registerVerifyEmail } from './modules/accounts/verify-email.routes.ts';
import { finishWorkAfterAnswers } from './modules/accounts/accounts.service.ts';
import { registerOAuth } from './modules/oauth/oauth.routes.ts';
import { registerConsent } from './modules/vendor-site/consent.routes.ts';
import { registerVendorPages } from './modules/vendor-site/vendor-pages.routes.ts';
import { registerVendorReviewPages } from './modules/reviews/vendor-review.routes.ts';
import { registerTestInstallation } from './modules/vendor-site/test-installation.routes.ts';
import { registerExplorerToken } from './modules/oauth/explorer-token.routes.ts';
import { APP_API_PATH, registerAppApi } from './apis/app/yoga.ts';
import { registerTaxForm } from './modules/payouts/tax-form.routes.ts';
import { registerPayoutInvoice } from './modules/payouts/payout-invoice.routes.ts';
import { registerExports } from './modules/exports/exports.routes.ts';
import { provideAuditDirectory } from './modules/audit/audit-directory.ts';
import { auditDirectory } from './apis/store/audit-directory.ts';
import { createFunnelCounter, uncountedFunnel } from './modules/funnel/funnel-counter.ts';
import { deriveKey } from './lib/crypto.ts';

export const defaultWebDist = resolve(fileURLToPath(new URL('../../web/dist', import.meta.url)));
/** `vite build --ssr` writes the store's server-rendering bundle beside the web app's dist. */
export const ssrEntryOf = (webDist: string) => resolve(webDist, '..', 'dist-ssr', 'entry-server.js');

export interface AppOptions {
  config: Config;
  database: Database;
  storage: Storage;
  webDist?: string;
  logger?: boolean;
  /** Where the JSON log lines go (default: standard output). */
  logStream?: NodeJS.WritableStream;
  /** Where mail goes; by default SMTP when SMTP_URL is set, otherwise the dev mailbox. */
  mailer?: Mailer;
  /** The mail outbox runner's settings (tests shorten its retry delays); it runs while the app is open. */
  mailOutbox?: Omit<MailOutboxOptions, 'log'>;
  /**
   * Serve repeated public catalogue queries from memory (default on; the benchmark measures both); a given
   * cache is used as it is (tests read its size).
   */
  catalogCache?: boolean | CatalogResponseCache;
  /**
   * This process's metrics (main.ts makes them, to count the webhook worker's attempts in them too); a fresh set
   * by default. Served at /metrics only with METRICS_TOKEN, or on METRICS_PORT by main.ts.
   */
  metrics?: Metrics;
  /** Count the listing funnel (default on; the benchmark measures the store's pages with and without it). */
  funnelCounting?: boolean;
  /** More routes, registered before the SPA fallback (tests of modules not wired in yet). */
  extend?: (app: FastifyInstance, services: Services) => void | Promise<void>;
}

/** Wires the HTTP surface of ARCHITECTURE §5; the behaviour lives in the modules. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const fromTrustedProxy = proxyTrust(opts.config.trustProxy);
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: opts.config.logLevel,
            // the default request serializer logs no headers; these stay out should any log line add them
            redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-bokun-app-access-token"]'],
            // URLs carry tokens, signatures and OAuth state in their query strings
            stream: redactingLogStream(opts.logStream ?? process.stdout),
          },
    // only behind a proxy we know: otherwise X-Forwarded-For would let clients choose their address
    trustProxy: opts.config.trustProxy,
    bodyLimit: 1_048_576,
    // the request's id is a trusted proxy's X-Request-Id (a short safe token) or one of our own, never a client's
    // (lib/request-scope.ts); a client's own id is only echoed back and logged beside it (http/request-id.ts)
    requestIdHeader: false,
    genReqId: (req) => requestIdFor(req.headers[REQUEST_ID_HEADER], fromTrustedProxy(req.socket.remoteAddress)),
    childLoggerFactory: requestLoggerFactory,
  });
  const db = opts.database.db;
  const mailer = opts.mailer ?? createMailer({ db, smtpUrl: opts.config.smtpUrl, from: opts.config.mailFrom });
  // every process sends queued mail (the jobs are claimed in the database); it stops with the app, after the
  // requests in flight, so mail they queued is sent by this process or, once its lease ends, by another
  const mail = startMailOutbox(
    { db, mailer, secretKey: opts.config.secretKey },
    { leaseMs: opts.config.workerLeaseMs, ...opts.mailOutbox, log: (message, err) => app.log.error({ err }, `mail: ${message}`) },
  );
  // first the mail that answers already promised (a sign-up's or reset's, queued just after the answer)
  app.addHook('onClose', () => finishWorkAfterAnswers());
  app.addHook('onClose', () => mail.stop());
  const storage = guardStorage(opts.storage, (err, message) => app.log.error({ err }, message));
  // counts held in memory are written when the app closes, after the requests in flight (which may add some)
  const funnel =
    opts.funnelCounting === false
      ? uncountedFunnel
      : createFunnelCounter(db, {
          log: (message, err) => app.log.error({ err }, message),
          // every process names a visitor alike, so their daily caps hold together
          visitorKey: deriveKey(opts.config.secretKey, 'funnel-visitor'),
        });
  app.addHook('onClose', () => funnel.close());
  const services = { config: opts.config, db, storage, mail, funnel };

  const metrics = opts.metrics ?? createMetrics();
  registerRequestId(app);
  warnOfUntrustedForwarding(app, fromTrustedProxy);
  registerErrorAnswers(app, { graphqlPaths: [GRAPHQL_PATH, APP_API_PATH] });
  registerHttpMetrics(app, metrics);
  readDatabaseFigures(metrics, opts.database, (err) => app.log.warn({ err }, 'metrics: could not read the queue figures'));

  await registerCompression(app); // first: it attaches to each route added after it
  registerSecurityHeaders(app, { production: opts.config.production });
  if (opts.config.metrics.token) registerMetricsRoute(app, metrics, opts.config.metrics.token);
  registerHealth(app, opts.database);
  registerFiles(app, storage);
  registerUploads(app, services);
  registerDevMailbox(app, { db, production: opts.config.production });
  registerVerifyEmail(app, services);
  registerServerPageStyles(app);
  // the audit log's screens and exports name entries through their owners' functions (the log sits below them)
  provideAuditDirectory(auditDirectory);
  registerStoreApi(app, services, { catalogCache: opts.catalogCache ?? true, metrics });
  registerOAuth(app, services);
  registerConsent(app, services);
  registerVendorPages(app, services);
  registerVendorReviewPages(app, services);
  registerTestInstallation(app, services);
  registerExplorerToken(app, services);
  registerAppApi(app, services, { metrics });
  registerTaxForm(app, services);
  registerPayoutInvoice(app, services);
  registerExports(app, services);
  await opts.extend?.(app, services);
  const webDist = opts.webDist ?? defaultWebDist;
  registerSpa(app, services, { webDist, ssrEntry: ssrEntryOf(webDist), graphqlPath: GRAPHQL_PATH });
  return app;
}
