import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './common.ts';

/**
 * Facts about the installation as a whole, one row. `secret_key_fingerprint` names the SECRET_KEY that seals
 * the database's secrets (an HMAC of a fixed label under the key, never the key): written by the first server
 * process, checked by every later one, so a process with another key refuses to start (db/secret-key-check.ts).
 */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: integer('id').primaryKey().default(1),
    secretKeyFingerprint: text('secret_key_fingerprint').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('platform_settings_one_row', sql`${t.id} = 1`)],
);
