import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Storage } from './modules/files/storage.ts';
import type { Mailer } from './modules/mail/mail.service.ts';

/**
 * The process-wide dependencies that the composition root (app.ts) makes once and hands to both APIs and
 * every route. Storage and mailer are infrastructure drivers whose interfaces their modules define.
 */
export interface Services {
  config: Config;
  db: Db;
  storage: Storage;
  mailer: Mailer;
}
