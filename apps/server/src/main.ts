import { loadConfig } from './config.ts';
import { DatabaseLockedError, openDatabase } from './db/client.ts';
import { checkSecretKey, SecretKeyMismatchError } from './db/secret-key-check.ts';
import { findAnySealedAppSecret } from './modules/apps/apps.queries.ts';
import { buildApp } from './app.ts';
import { startMetricsServer, type MetricsServer } from './http/metrics-server.ts';
import { createMetrics } from './lib/metrics.ts';
import { createStorage } from './modules/files/create-storage.ts';
import { scheduleStaleUploadCleanup } from './modules/files/files.service.ts';
import { startImageVariantWorker, type ImageVariantWorker } from './modules/files/image-variants.worker.ts';
import { scheduleBilling } from './modules/payouts/billing-schedule.ts';
import { createMailer } from './modules/mail/mail.service.ts';
import { startWebhookWorker } from './modules/webhooks/delivery/worker.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoDataIfEmpty } from './seed/seed.ts';

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
      log: (m) => app.log.info(m),
    });
    if (seeded) app.log.info('demo data seeded');
  }

  // every server process works the shared delivery queue (FOR UPDATE SKIP LOCKED)
  const webhookWorker = startWebhookWorker(
    { config, db: database.db, mailer: createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom }) },
    {
      leaseMs: config.workerLeaseMs,
      log: (message, err) => app.log.error({ err }, `webhooks: ${message}`),
      onOutcome: (outcome, latencyMs) => metrics.recordWebhookAttempt(outcome, latencyMs),
    },
  );
  const stopCleanup = scheduleStaleUploadCleanup({ db: database.db, storage }, (err) => app.log.error({ err }, 'upload cleanup failed'));
  const stopBilling = scheduleBilling({ db: database.db, partnerShare: config.partnerShare }, (err) =>
    app.log.error({ err }, 'billing failed'),
  );

  let imageWorker: ImageVariantWorker | null = null;
  let metricsServer: MetricsServer | null = null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      stopCleanup();
      stopBilling();
      await metricsServer?.close();
      await app.close(); // stops accepting, lets in-flight requests finish
      await webhookWorker.stop();
      await imageWorker?.stop();
      await database.close();
      clearTimeout(force);
      process.exit(0);
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
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(`\n  App Store running at ${config.publicUrl}  (database: ${where})`);
  if (config.seedDemoData) {
    console.log(`  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) console.log(`    ${a.email.padEnd(20)} ${a.role}`);
    console.log('');
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
