import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { platformSettings } from '../../src/db/schema/index.ts';
import { checkSecretKey, secretKeyFingerprint, SecretKeyMismatchError } from '../../src/db/secret-key-check.ts';
import { findAnySealedAppSecret } from '../../src/modules/apps/apps.queries.ts';
import { rotateSecretKey, SecretKeyRotationError } from '../../src/secret-key-rotation.ts';
import { createTestDatabase, databaseUrlOf } from '../harness.ts';

/** What only PostgreSQL has: other sessions on the database, and a server starting while a rotation runs. */
const OLD = 'o'.repeat(32) + '-the-key-in-use';
const NEW = 'n'.repeat(32) + '-the-new-key';

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: unknown) => err as Error,
  );

describe('rotating SECRET_KEY on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await checkSecretKey(database.db, OLD, () => findAnySealedAppSecret(database.db));
  });
  afterAll(async () => {
    await database?.close();
  });

  it('refuses while another session (a server still running) is connected, and goes ahead when told they are not servers', async () => {
    const other = await createTestDatabaseConnection(database);
    try {
      const refused = await refusal(rotateSecretKey(database, { oldKey: OLD, newKey: NEW }));
      expect(refused).toBeInstanceOf(SecretKeyRotationError);
      expect(refused!.message).toMatch(/^1 other connection\(s\) to this database are open\. Stop every server process/);
      const [settings] = await database.db.select().from(platformSettings);
      expect(settings!.secretKeyFingerprint).toBe(secretKeyFingerprint(OLD));

      await rotateSecretKey(database, { oldKey: OLD, newKey: NEW, force: true });
      const [rotated] = await database.db.select().from(platformSettings);
      expect(rotated!.secretKeyFingerprint).toBe(secretKeyFingerprint(NEW));
    } finally {
      await other.end();
    }
  });

  it('makes a server starting during a rotation wait for it, then take the new key and refuse the old', async () => {
    const [settings] = await database.db.select().from(platformSettings);
    const current = settings!.secretKeyFingerprint === secretKeyFingerprint(NEW) ? NEW : OLD;
    const next = current === NEW ? OLD : NEW;
    // a rotation in progress on another connection: the fingerprint is changed but not committed yet
    const rotation = await createTestDatabaseConnection(database);
    try {
      await rotation.query('begin');
      await rotation.query('select 1 from platform_settings where id = 1 for update');
      await rotation.query('update platform_settings set secret_key_fingerprint = $1 where id = 1', [secretKeyFingerprint(next)]);
      const sample = () => findAnySealedAppSecret(database.db);
      let settled = false;
      const startingWithNext = checkSecretKey(database.db, next, sample).finally(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 500));
      // reading the committed fingerprint without waiting would have refused the new key by now
      expect(settled).toBe(false);
      await rotation.query('commit');
      await expect(startingWithNext).resolves.toBeUndefined();
      await expect(checkSecretKey(database.db, current, sample)).rejects.toBeInstanceOf(SecretKeyMismatchError);
    } finally {
      await rotation.end();
    }
  });
});

async function createTestDatabaseConnection(database: Database) {
  const client = new pg.Client({ connectionString: await databaseUrlOf(database) });
  await client.connect();
  return client;
}
