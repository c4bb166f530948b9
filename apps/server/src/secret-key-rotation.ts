import { decryptSecret, encryptSecret } from './lib/crypto.ts';
import { rows, sql, type Database, type Db } from './db/client.ts';
import type { Reseal } from './db/reseal-column.ts';
import { replaceSecretKeyFingerprint } from './db/secret-key-check.ts';
import { resealAppSecrets } from './modules/apps/apps.queries.ts';
import { resealQueuedMail } from './modules/mail/outbox.ts';
import { resealLegacyCredentials } from './modules/installations/legacy-credentials.ts';
import { resealPayoutSettings } from './modules/payouts/payout-settings.service.ts';
import { resealTaxForms } from './modules/payouts/tax-form.service.ts';

/** Each domain re-seals the secrets of its own tables; this list is every sealed column of the product. */
const RESEALERS: { what: string; reseal: (tx: Db, reseal: Reseal) => Promise<number> }[] = [
  { what: 'app secrets', reseal: resealAppSecrets },
  { what: 'REST API credentials of installations', reseal: resealLegacyCredentials },
  { what: 'bank numbers of payout settings', reseal: resealPayoutSettings },
  { what: 'tax forms', reseal: resealTaxForms },
  { what: 'queued e-mails', reseal: resealQueuedMail },
];

export class SecretKeyRotationError extends Error {}

export interface RotationReport {
  resealed: { what: string; count: number }[];
}

/**
 * Re-seals every secret in the database from `oldKey` to `newKey` and records the new key's fingerprint, in one
 * transaction: a value that does not open under the old key stops the rotation with nothing changed. Every
 * server process must be stopped first (one still running with the old key could open nothing written after),
 * so on PostgreSQL it refuses while other sessions are connected, unless `force` (they are not servers); a
 * server it did not see (an idle pool holds no connection) stops at its next fingerprint check (main.ts).
 * What SECRET_KEY signs rather than seals (upload URLs, the vendor pages' and tax form's form tokens) lives
 * minutes and simply needs signing again.
 */
export async function rotateSecretKey(
  database: Database,
  opts: { oldKey: string; newKey: string; force?: boolean },
): Promise<RotationReport> {
  if (opts.oldKey === opts.newKey) throw new SecretKeyRotationError('NEW_SECRET_KEY is the key in use: nothing to rotate.');
  const reseal: Reseal = (sealed) => {
    let plain: string;
    try {
      plain = decryptSecret(sealed, opts.oldKey);
    } catch {
      throw new SecretKeyRotationError('A secret in the database does not open under SECRET_KEY: nothing was changed.');
    }
    return encryptSecret(plain, opts.newKey);
  };
  return database.db.transaction(async (tx) => {
    // first, so two rotations at once take turns, a server starting meanwhile waits, and a wrong old key or
    // database stops before any row is touched
    await replaceSecretKeyFingerprint(tx, opts.oldKey, opts.newKey);
    // under the lock: a server that connects from now on waits for the rotation and then sees the new key
    if (database.kind === 'postgres' && !opts.force) await refuseWhileOthersConnected(tx);
    const resealed = [];
    for (const { what, reseal: resealDomain } of RESEALERS) resealed.push({ what, count: await resealDomain(tx, reseal) });
    return { resealed };
  });
}

/** Other client sessions on the database (autovacuum and other background workers are not clients). */
async function refuseWhileOthersConnected(tx: Db) {
  const [{ others }] = await rows<{ others: number }>(
    tx,
    sql`select count(*)::int as others from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  );
  if (others > 0) {
    throw new SecretKeyRotationError(
      `${others} other connection(s) to this database are open. Stop every server process before rotating SECRET_KEY ` +
        `(a process still running with the old key could not open what is re-sealed); pass --force if none of them is a server.`,
    );
  }
}
