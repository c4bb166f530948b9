import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { createTestDatabase, databaseUrlOf } from '../harness.ts';

// Several server processes starting at once on one PostgreSQL each run the migrations first; PGlite has a
// single process by construction, so this exists only in the PostgreSQL run.
if (process.env.TEST_DB === 'postgres')
  describe('migrations run by several processes at once', () => {
    let empty: Database;

    beforeAll(async () => {
      empty = await createTestDatabase({ migrate: false });
    });
    afterAll(async () => {
      await empty.close();
    });

    it('apply each migration once when three servers start together on an empty database, and none fails', async () => {
      const url = await databaseUrlOf(empty);
      const opened = await Promise.allSettled([1, 2, 3].map(() => openDatabase({ databaseUrl: url, dataDir: tmpdir() })));
      for (const o of opened) if (o.status === 'fulfilled') await o.value.close();
      expect(opened.map((o) => (o.status === 'rejected' ? String(o.reason?.cause ?? o.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);

      const applied = await empty.rawQuery<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
      expect(applied.length).toBeGreaterThan(10);
      expect(new Set(applied.map((m) => m.hash)).size).toBe(applied.length);
      const [jobs] = await empty.rawQuery<{ n: number }>(
        "select count(*)::int as n from information_schema.tables where table_name = 'jobs'",
      );
      expect(jobs!.n).toBe(1);
    }, 120_000);
  });
