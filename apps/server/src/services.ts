import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Storage } from './lib/storage.ts';
import type { Mailer } from './lib/mailer.ts';

/**
 * The process-wide dependencies that the composition root (app.ts) makes once and hands to both APIs and
 * every route. Storage and mailer are infrastructure: their interfaces are in lib/, their drivers in modules/files and modules/mail.
 */
export interface Services {
  config: Config;
  db: Db;
  storage: Storage;
  mailer: Mailer;
}
