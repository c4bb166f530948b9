import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';

/** The PostgreSQL server the benchmarks use (a scratch database is made on it per run). */
export const BENCH_PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh, empty database on the benchmark server: its URL and a function that drops it again. */
export async function createScratchDatabase(serverUrl = BENCH_PG_URL): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `appstore_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A fresh database for one benchmark run: PGlite in a temporary directory, or a scratch PostgreSQL database,
 * with a test config on that directory; closed and removed again afterwards, also when the run fails.
 */
export async function withBenchDatabase<T>(
  kind: 'pglite' | 'postgres',
  run: (bench: { database: Database; config: Config; dataDir: string }) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'appstore-bench-'));
  const scratch = kind === 'postgres' ? await createScratchDatabase(BENCH_PG_URL) : null;
  const config = loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://127.0.0.1' });
  try {
    // a benchmark seeds in bulk (one statement may write a million rows): no per-statement bound
    const database = await openDatabase({ databaseUrl: scratch?.url, dataDir, queryTimeoutMs: 0 });
    try {
      return await run({ database, config, dataDir });
    } finally {
      await database.close();
    }
  } finally {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A benchmark's rows on PGlite, then on PostgreSQL when it can be reached (said in one line when not). */
export async function onBothDatabases(bench: (kind: 'pglite' | 'postgres') => Promise<string[][]>): Promise<string[][]> {
  const results = await bench('pglite');
  try {
    results.push(...(await bench('postgres')));
  } catch (err) {
    console.log(`PostgreSQL: not run (${(err as Error).message})`);
  }
  return results;
}
