import { loadConfig } from './config.ts';
import { DatabaseLockedError, openDatabase } from './db/client.ts';
import { checkSecretKey, SecretKeyMismatchError, watchSecretKey } from './db/secret-key-check.ts';
import { findAnySealedAppSecret } from './modules/apps/apps.queries.ts';
import { buildApp } from './app.ts';
import { startMetricsServer, type MetricsServer } from './http/metrics-server.ts';
import { createMetrics } from './lib/metrics.ts';
import { createStorage } from './modules/files/create-storage.ts';
import { scheduleStaleUploadCleanup } from './modules/files/files.service.ts';
import { startImageVariantWorker, type ImageVariantWorker } from './modules/files/image-variants.worker.ts';
import { scheduleBilling } from './modules/billing/billing-schedule.ts';
import { scheduleCounterPurge } from './modules/accounts/throttle.ts';
import { startWebhookWorker } from './modules/webhook-delivery/worker.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoDataIfEmpty } from './seed/seed.ts';
import { startDemoPartnerApp, type DemoPartnerApp } from './demo-partner-app.ts';

/** A stopping process is gone within this long (orchestrators send SIGKILL after 10 to 30 s). */
const SHUTDOWN_LIMIT_MS = 10_000;
/** How often a running process checks that SECRET_KEY is still the database's (a rotation stops it). */
const SECRET_KEY_CHECK_MS = 30_000;
/** How long requests in flight may take to finish once stopping; the rest of the limit is for the leases. */
const REQUEST_DRAIN_MS = 7_000;

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await checkSecretKey(database.db, config.secretKey, () => findAnySealedAppSecret(database.db)).catch(async (err) => {
    await database.close();
    throw err;
  });
  const storage = createStorage(config);
  const metrics = createMetrics();
  const app = await buildApp({ config, database, storage, metrics });

  if (config.seedDemoData) {
    const seeded = await seedDemoDataIfEmpty({
      db: database.db,
      storage,
      secretKey: config.secretKey,
      partnerShare: config.partnerShare,
      demoPartnerAppUrl: config.demoPartnerApp.url,
      log: (m) => app.log.info(m),
    });
    if (seeded) app.log.info('demo data seeded');
  }

  // every server process works the shared delivery queue (FOR UPDATE SKIP LOCKED); the mail outbox runs in
  // the app (buildApp) and stops with it
  const webhookWorker = startWebhookWorker(
    { config, db: database.db },
    {
      leaseMs: config.workerLeaseMs,
      log: (message, err) => app.log.error({ err }, `webhooks: ${message}`),
      onOutcome: (outcome, latencyMs) => metrics.recordWebhookAttempt(outcome, latencyMs),
    },
  );
  const stopCleanup = scheduleStaleUploadCleanup({ db: database.db, storage }, (err) => app.log.error({ err }, 'upload cleanup failed'));
  const stopBilling = scheduleBilling(
    { db: database.db, partnerShare: config.partnerShare, exchangeRates: config.exchangeRates },
    {
      error: (err) => app.log.error({ err }, 'billing failed'),
      waiting: (currencies) =>
        app.log.warn(`booking fees in ${currencies.join(', ')} are kept in that currency until EXCHANGE_RATES gives a rate for it`),
    },
  );

  const stopCounterPurge = scheduleCounterPurge(database.db, (err) => app.log.error({ err }, 'throttle counter purge failed'));

  let imageWorker: ImageVariantWorker | null = null;
  let metricsServer: MetricsServer | null = null;
  let demoPartnerApp: DemoPartnerApp | null = null;

  // SECRET_KEY rotated while this process runs (it was not stopped first): what it seals from now on would open
  // for no one, and it can open nothing re-sealed, so it stops; started again with the old key, it is refused
  const stopKeyWatch = watchSecretKey(database.db, config.secretKey, {
    everyMs: SECRET_KEY_CHECK_MS,
    onRotated: () => {
      app.log.error('SECRET_KEY was rotated while this process ran: stopping. Start it with the new SECRET_KEY.');
      void shutdown('SECRET_KEY rotated', 1);
    },
  });

  let closing = false;
  // SIGTERM (a restart, a scale-down): stop taking requests, let the ones in flight and the webhook requests
  // under way finish and record, hand back claimed work not yet started, and be gone within 10 s
  const shutdown = async (signal: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting anyway');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    // A keep-alive connection whose request was in flight at the signal stays open once answered (Node closes only
    // the connections idle at close time), and would hold the close until its client hangs up: close each as it
    // goes idle. A request still open this late (a slow upload) is cut, so what follows still fits in the limit.
    const reap = setInterval(() => app.server.closeIdleConnections(), 100).unref();
    const cut = setTimeout(() => app.server.closeAllConnections(), REQUEST_DRAIN_MS).unref();
    try {
      stopKeyWatch();
      stopCleanup();
      stopBilling();
      stopCounterPurge();
      // the listening socket closes at once (new connections are refused); idle keep-alive connections close,
      // and a response in flight goes out with `Connection: close`
      await Promise.all([app.close(), webhookWorker.stop(), imageWorker?.stop(), metricsServer?.close(), demoPartnerApp?.stop()]);
      clearTimeout(cut);
      clearInterval(reap);
      await database.close();
      clearTimeout(force);
      process.exit(exitCode);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (config.metrics.port !== undefined) {
    metricsServer = await startMetricsServer({
      metrics,
      host: config.metrics.host,
      port: config.metrics.port,
      token: config.metrics.token,
      onError: (err) => app.log.error({ err }, 'metrics: scrape failed'),
    });
    app.log.info(`metrics at http://${config.metrics.host}:${metricsServer.port}/metrics`);
  }
  // after listening: start-up never waits for image variants, and pages show the originals until they exist
  imageWorker = startImageVariantWorker(
    { db: database.db, storage },
    { log: (message, err) => app.log.error({ err }, message), info: (message) => app.log.info(message) },
  );
  // the first visitors after a start or deploy get pages as fast as later ones: the rendering bundle is loaded
  // and compiled, and the home page kept, before they come (each process warms its own)
  void warmUpStorePages(app);
  // npm start's own process only (config.demoPartnerApp.run): the app keeps its state in memory, so one copy
  if (config.demoPartnerApp.run) {
    demoPartnerApp = await startDemoPartnerApp(database.db, config, {
      info: (m) => app.log.info(m),
      warn: (m) => app.log.warn(m),
      error: (m) => app.log.error(m),
    }).catch((err) => {
      app.log.error({ err }, 'demo partner app could not start');
      return null;
    });
  }
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(`\n  App Store running at ${config.publicUrl}  (database: ${where})`);
  // without SMTP the verification and password mails of a new sign-up wait in the development mailbox
  if (!config.smtpUrl && !config.production) console.log(`  Mail is not sent (no SMTP_URL): read it at ${config.publicUrl}/dev/mail`);
  if (config.seedDemoData) {
    console.log(`  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) console.log(`    ${a.email.padEnd(20)} ${a.role}`);
    if (demoPartnerApp) {
      console.log(`  Demo partner app (examples/partner-app) at ${demoPartnerApp.url}: install "Example Partner App" from the store`);
      console.log('  as vendor@demo.test to follow the launch, consent, token, App API call and webhooks.');
    }
    console.log('');
  }
}

async function warmUpStorePages(app: Awaited<ReturnType<typeof buildApp>>) {
  for (const url of ['/', '/apps']) {
    const response = await app.inject({ method: 'GET', url }).catch(() => null);
    if (response?.statusCode !== 200) return;
  }
}

main().catch((err) => {
  if (
    err instanceof DatabaseLockedError ||
    err instanceof SecretKeyMismatchError ||
    (err instanceof Error && err.message.startsWith('Invalid configuration'))
  ) {
    console.error(`\n${err.message}\n`);
  } else {
    console.error(err);
  }
  process.exit(1);
});
