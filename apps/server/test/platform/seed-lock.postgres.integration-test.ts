import pg from 'pg';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_SEED_LOCK, openDatabase } from '../../src/db/client.ts';
import { createLocalStorage } from '../../src/modules/files/storage.ts';
import { seedDemoDataIfEmpty } from '../../src/seed/seed.ts';
import { usePostgresDatabase } from '../harness.ts';

const SECRET = 'k'.repeat(64);

describe('two servers starting on one empty PostgreSQL database', () => {
  const pgDb = usePostgresDatabase();

  it('lets the second wait for the first one’s seed for longer than any one statement may run, then finds the data there', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'seed-lock-'));
    // the second server, whose statements may each run 300 ms: far less than a first seed takes on a slow machine
    const second = await openDatabase({ databaseUrl: pgDb.url, dataDir, migrate: false, queryTimeoutMs: 300 });
    const first = new pg.Client({ connectionString: pgDb.url });
    await first.connect();
    try {
      await first.query('begin');
      await first.query('select pg_advisory_xact_lock($1)', [DEMO_SEED_LOCK.toString()]);
      const storage = createLocalStorage({ dataDir, publicUrl: 'http://127.0.0.1', secretKey: SECRET });
      const seeding = seedDemoDataIfEmpty({ db: second.db, storage, secretKey: SECRET });
      const outcome = seeding.then(
        (seeded) => ({ seeded }),
        (error: Error) => ({ error: error.message }),
      );
      await new Promise((done) => setTimeout(done, 1_200));
      // the first server's seed ends: its data is there when the second gets its turn
      await first.query(`insert into organizations (business_name) values ('Seeded by the first server')`);
      await first.query('commit');
      expect(await outcome).toEqual({ seeded: false });
    } finally {
      await first.end();
      await second.close();
    }
  }, 60_000);
});
