import { afterEach, describe, expect, it } from 'vitest';
import { migrateDatabase, migrationsFolder, type Database } from '../../src/db/client.ts';
import { sha256Hex } from '../../src/lib/crypto.ts';
import { takeAttempt } from '../../src/modules/accounts/throttle.ts';
import { createTestDatabase } from '../harness.ts';
import { migrateUpTo } from '../support/migrations.ts';

/**
 * Migration 0031 (throttle counters keyed by the SHA-256 of what they count) on a database with counters keyed the
 * old way: ended windows go, running ones keep counting under the new key, so the upgrade hands no client a fresh
 * window.
 */
let database: Database | null = null;
afterEach(async () => {
  await database?.close();
  database = null;
});

describe('migrating throttle counters to hashed keys', () => {
  it('drops ended windows and keeps running ones, full ones still refusing', async () => {
    database = await createTestDatabase({ migrate: false });
    await migrateUpTo(database, '0029_webhook_access_accept');
    const q = database.rawQuery.bind(database);
    await q(`insert into rate_limits (key, count, reset_at) values
      ('login:account:ann@partner.test', 5, now() + interval '10 minutes'),
      ('reset:email:bø@partner.test', 1, now() + interval '30 minutes'),
      ('login:address:10.0.0.9', 30, now() - interval '1 minute')`);

    await migrateDatabase(database, migrationsFolder);

    expect(await q(`select key, count from rate_limits order by count`)).toEqual([
      { key: sha256Hex('reset:email:bø@partner.test'), count: 1 },
      { key: sha256Hex('login:account:ann@partner.test'), count: 5 },
    ]);
    const rule = { limit: 5, windowSeconds: 900 };
    expect(await takeAttempt(database.db, [{ key: 'login:account:ann@partner.test', rule }])).toEqual({
      retryAfterSeconds: expect.any(Number),
    });
    expect(await takeAttempt(database.db, [{ key: 'login:address:10.0.0.9', rule }])).toHaveProperty('reservation');
  });
});
