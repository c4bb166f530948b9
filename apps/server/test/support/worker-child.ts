/**
 * A separate server process that only delivers webhooks (and sends the mail it queues), for the multi-process
 * tests: it opens the database of DATABASE_URL (already migrated by the test) and runs the webhook worker and
 * the mail outbox until SIGTERM — or until it is
 * killed. Options come as JSON in argv[2]. It prints `ready` when it is claiming and, on SIGTERM, the number
 * of attempts it made as `attempts <n>`.
 */
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { createMailer } from '../../src/modules/mail/mail.service.ts';
import { startMailOutbox } from '../../src/modules/mail/outbox.ts';
import { startWebhookWorker, type WebhookWorkerOptions } from '../../src/modules/webhook-delivery/worker.ts';

const options = JSON.parse(process.argv[2] ?? '{}') as WebhookWorkerOptions;
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: false });
const mailer = createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom });
const mail = startMailOutbox({ db: database.db, mailer, secretKey: config.secretKey }, { leaseMs: options.leaseMs });
let attempts = 0;
const worker = startWebhookWorker({ config, db: database.db }, { ...options, onAttempt: () => attempts++ });
console.log('ready');

process.on('SIGTERM', () => {
  void (async () => {
    await worker.stop();
    await mail.stop();
    await database.close();
    console.log(`attempts ${attempts}`);
    process.exit(0);
  })();
});
