import { eq, sql } from 'drizzle-orm';
import { decryptSecret, deriveKey, safeEqual } from '../lib/crypto.ts';
import type { Db } from './client.ts';
import { platformSettings } from './schema/settings.ts';

/**
 * Every server process on one database must seal and open secrets with the same SECRET_KEY. One started with
 * another key would fail on each secret it reads (a webhook signing key, bank details), and those failures
 * would look like the partners' (issue 15: deliveries recorded as failed, subscriptions disabled). So the
 * database keeps a fingerprint of the key, and a process whose key does not match refuses to start.
 */
export class SecretKeyMismatchError extends Error {}

/** HMAC-SHA256 of a fixed label under the key, in hex: names the key without revealing it or the keys derived from it. */
export function secretKeyFingerprint(secretKey: string): string {
  return deriveKey(secretKey, 'fingerprint').toString('hex');
}

/**
 * Checks `secretKey` against the fingerprint in the database, and writes it there when there is none yet. A
 * database from before fingerprints has none but may already hold secrets: `sampleSecret` answers one of them
 * (sealed), and the key must open it before its fingerprint is written.
 */
export async function checkSecretKey(db: Db, secretKey: string, sampleSecret: () => Promise<string | null>): Promise<void> {
  const own = secretKeyFingerprint(secretKey);
  let stored = await storedFingerprint(db);
  if (stored === null) {
    const sealed = await sampleSecret();
    if (sealed !== null && !opens(sealed, secretKey)) {
      throw new SecretKeyMismatchError(
        `SECRET_KEY cannot decrypt the secrets already in this database (they were sealed with another key). ` +
          `Start this server with the SECRET_KEY the database was used with.`,
      );
    }
    // two processes starting together on a fresh database: the first write wins, and both compare with it
    await db.insert(platformSettings).values({ id: 1, secretKeyFingerprint: own }).onConflictDoNothing();
    stored = await storedFingerprint(db);
  }
  if (stored === null || !safeEqual(stored, own)) {
    throw new SecretKeyMismatchError(
      `SECRET_KEY does not match the key this database's secrets are sealed with ` +
        `(the database expects the key with fingerprint ${short(stored)}, this server has ${short(own)}). ` +
        `Every server process on one database must use the same SECRET_KEY; start this one with the others' key.`,
    );
  }
}

/**
 * SECRET_KEY rotation, inside its transaction: checks that `oldKey` is the key the database is sealed with (as a
 * starting server would), then records `newKey`'s fingerprint. The row is locked until the transaction ends, so a
 * second rotation or a first server start waits for this one.
 */
export async function replaceSecretKeyFingerprint(
  tx: Db,
  oldKey: string,
  newKey: string,
  sampleSecret: () => Promise<string | null>,
): Promise<void> {
  await checkSecretKey(tx, oldKey, sampleSecret);
  await tx.execute(sql`select 1 from ${platformSettings} where id = 1 for update`);
  // checked again under the lock: a rotation that committed meanwhile changed it
  if (!safeEqual((await storedFingerprint(tx)) ?? '', secretKeyFingerprint(oldKey))) {
    throw new SecretKeyMismatchError('SECRET_KEY changed while rotating: another rotation ran at the same time. Nothing was changed.');
  }
  await tx
    .update(platformSettings)
    .set({ secretKeyFingerprint: secretKeyFingerprint(newKey) })
    .where(eq(platformSettings.id, 1));
}

async function storedFingerprint(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ fingerprint: platformSettings.secretKeyFingerprint })
    .from(platformSettings)
    .where(eq(platformSettings.id, 1));
  return row?.fingerprint ?? null;
}

function opens(sealed: string, secretKey: string): boolean {
  try {
    decryptSecret(sealed, secretKey);
    return true;
  } catch {
    return false;
  }
}

/** Enough of a fingerprint to tell two keys apart in a log line. */
const short = (fingerprint: string | null) => (fingerprint ? `${fingerprint.slice(0, 12)}…` : 'none');
