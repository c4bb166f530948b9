import { eq, sql } from 'drizzle-orm';
import { decryptSecret, deriveKey, safeEqual } from '../lib/crypto.ts';
import { rows, type Db } from './client.ts';
import { platformSettings } from './schema/settings.ts';

/**
 * Every server process on one database must seal and open secrets with the same SECRET_KEY. One started with
 * another key would fail on each secret it reads (a webhook signing key, bank details), and those failures
 * would look like the partners' (deliveries recorded as failed, subscriptions disabled). So the
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
 * SECRET_KEY rotation, inside its transaction: locks the fingerprint, checks that `oldKey` is the key the
 * database is sealed with, and records `newKey`'s. Until the transaction ends, a second rotation and a starting
 * server (its check reads the fingerprint FOR SHARE) wait, and then see the new fingerprint. Only a database a
 * server of this version has started on has a fingerprint: one without is not rotated (a wrong DATABASE_URL or
 * DATA_DIR would otherwise be "rotated" while the real database keeps the old key).
 */
export async function replaceSecretKeyFingerprint(tx: Db, oldKey: string, newKey: string): Promise<void> {
  const [row] = await rows<{ fingerprint: string }>(
    tx,
    sql`select secret_key_fingerprint as fingerprint from ${platformSettings} where id = 1 for update`,
  );
  if (!row) {
    throw new SecretKeyMismatchError(
      'This database has no SECRET_KEY fingerprint: no server of this version has started on it. Check that DATABASE_URL ' +
        "(or DATA_DIR) is the servers' database; if it is, start one server on it, stop it, and rotate then. Nothing was changed.",
    );
  }
  if (!safeEqual(row.fingerprint, secretKeyFingerprint(oldKey))) {
    throw new SecretKeyMismatchError(
      `SECRET_KEY is not the key this database's secrets are sealed with (the database expects the key with fingerprint ` +
        `${short(row.fingerprint)}, SECRET_KEY has ${short(secretKeyFingerprint(oldKey))}). Nothing was changed.`,
    );
  }
  await tx
    .update(platformSettings)
    .set({ secretKeyFingerprint: secretKeyFingerprint(newKey) })
    .where(eq(platformSettings.id, 1));
}

/**
 * Whether the database's secrets are still sealed with `secretKey`. A running process asks now and then: after a
 * rotation it can open nothing written since, and what it sealed would open for no one (it must stop).
 */
export async function secretKeyStillMatches(db: Db, secretKey: string): Promise<boolean> {
  const stored = await storedFingerprint(db);
  return stored === null || safeEqual(stored, secretKeyFingerprint(secretKey));
}

/**
 * Asks every `everyMs` whether the key still matches, and calls `onRotated` once when it does not (a rotation ran
 * while this process was up). A database that cannot answer is asked again next time.
 */
export function watchSecretKey(db: Db, secretKey: string, opts: { everyMs: number; onRotated: () => void }): () => void {
  const timer = setInterval(() => {
    secretKeyStillMatches(db, secretKey).then(
      (matches) => {
        if (matches) return;
        clearInterval(timer);
        opts.onRotated();
      },
      () => undefined,
    );
  }, opts.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** FOR SHARE: a server starting during a rotation waits for it, then compares with the fingerprint it wrote. */
async function storedFingerprint(db: Db): Promise<string | null> {
  const [row] = await rows<{ fingerprint: string }>(
    db,
    sql`select secret_key_fingerprint as fingerprint from ${platformSettings} where id = 1 for share`,
  );
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
