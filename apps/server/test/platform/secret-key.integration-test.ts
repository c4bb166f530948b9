import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { apps, platformSettings } from '../../src/db/schema/index.ts';
import { checkSecretKey, SecretKeyMismatchError } from '../../src/db/secret-key-check.ts';
import { encryptSecret } from '../../src/lib/crypto.ts';
import { findAnySealedAppSecret } from '../../src/modules/apps/apps.queries.ts';
import { createListedApp, createOrganization } from '../fixtures.ts';
import { createTestDatabase } from '../harness.ts';

const KEY_A = 'a'.repeat(32) + '-first-key';
const KEY_B = 'b'.repeat(32) + '-another-key';

describe('SECRET_KEY fingerprint', () => {
  let database: Database;
  const check = (key: string) => checkSecretKey(database.db, key, () => findAnySealedAppSecret(database.db));
  const stored = () => database.db.select().from(platformSettings);

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  // each test starts as a fresh database would (the last one adds an app: a database from before fingerprints)
  beforeEach(async () => {
    await database.db.delete(platformSettings);
  });
  afterAll(async () => {
    await database.close();
  });

  it('is written by the first server, as an HMAC of a fixed label and never the key', async () => {
    await check(KEY_A);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.secretKeyFingerprint).toBe(createHmac('sha256', KEY_A).update('appstore:fingerprint').digest('hex'));
    expect(rows[0]!.secretKeyFingerprint).not.toContain(KEY_A);
    // the same key starts again, as often as it likes
    await check(KEY_A);
    await expect(Promise.all([check(KEY_A), check(KEY_A)])).resolves.toBeDefined();
    expect(await stored()).toEqual(rows);
  });

  it('refuses a server with another key, with a message that says what to do, and changes nothing', async () => {
    await check(KEY_A);
    const before = await stored();
    const refused = await check(KEY_B).then(
      () => null,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(SecretKeyMismatchError);
    expect((refused as Error).message).toMatch(/^SECRET_KEY does not match the key this database's secrets are sealed with/);
    expect((refused as Error).message).toContain('Every server process on one database must use the same SECRET_KEY');
    expect((refused as Error).message).not.toContain(KEY_A);
    expect((refused as Error).message).not.toContain(KEY_B);
    expect(await stored()).toEqual(before);
  });

  it('lets only one of two servers starting together on a fresh database with different keys in', async () => {
    const results = await Promise.allSettled([check(KEY_A), check(KEY_B)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await stored()).toHaveLength(1);
  });

  it('checks a database from before fingerprints against a secret it already holds, before writing one', async () => {
    const org = await createOrganization(database.db, 'Sealed Co');
    const { app } = await createListedApp(database.db, { organizationId: org.id, name: 'Sealed App' });
    await database.db
      .update(apps)
      .set({ secretKeyEncrypted: encryptSecret('sk_partner', KEY_A) })
      .where(eq(apps.id, app.id));

    await expect(check(KEY_B)).rejects.toThrow(/SECRET_KEY cannot decrypt the secrets already in this database/);
    expect(await stored()).toEqual([]);
    await check(KEY_A);
    expect(await stored()).toHaveLength(1);
  });
});
