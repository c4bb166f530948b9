import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Storage } from './lib/storage.ts';
import type { MailOutbox } from './lib/mailer.ts';
import type { FunnelCounter } from './lib/funnel-counter.ts';

/**
 * The process-wide dependencies that the composition root (app.ts) makes once and hands to both APIs and
 * every route. Storage and mail are infrastructure: their interfaces are in lib/, their drivers in modules/files and modules/mail.
 */
export interface Services {
  config: Config;
  db: Db;
  storage: Storage;
  /** Mail is queued with the action and sent by the process's outbox runner (modules/mail/outbox.ts). */
  mail: MailOutbox;
  /** The listing funnel's counters (modules/funnel): held a moment in memory, written to the shared rows. */
  funnel: FunnelCounter;
}
