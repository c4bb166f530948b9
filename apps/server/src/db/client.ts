import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL through the driver itself (benchmarks compare against it). */
  rawQuery<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** This process's connections (operator metrics): PostgreSQL's pool, or PGlite's one connection. */
  poolStats(): PoolStats;
  /**
   * PostgreSQL only: runs `work` while this process holds a session advisory lock on `key`, taken on a
   * connection of its own (the work's statements may use any other, or this one, which `work` is given). The
   * lock dies with that connection, so a process killed meanwhile never leaves it held.
   */
  withAdvisoryLock?<T>(key: bigint, work: (holder: pg.Client) => Promise<T>): Promise<T>;
}

export interface PoolStats {
  max: number;
  total: number;
  /** PostgreSQL only: open connections no query uses, and queries waiting for one. */
  idle?: number;
  waiting?: number;
}

/** PGlite is one connection inside the process, always open; it cannot say whether a query is under way. */
const pgliteStats = (): PoolStats => ({ max: 1, total: 1 });

export const migrationsFolder = resolve(fileURLToPath(new URL('./migrations', import.meta.url)));

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  migrate?: boolean;
  /** PostgreSQL: the bound on one statement (default POSTGRES_QUERY_TIMEOUT_MS); 0 for none (bulk seeding of benchmarks). */
  queryTimeoutMs?: number;
}): Promise<Database> {
  const database = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl, opts.queryTimeoutMs ?? POSTGRES_QUERY_TIMEOUT_MS)
    : await openPglite(opts.dataDir);
  if (opts.migrate !== false) await migrateDatabase(database);
  return database;
}

/**
 * Applies the migrations in `folder` (by default the product's own) that the database has not had yet.
 * On PostgreSQL several server processes may start at once: drizzle's migrator reads what has run and then
 * applies the rest with no lock, so two of them would both apply the same migration and one would fail
 * (`CREATE EXTENSION` racing on a fresh database). They take turns under an advisory lock instead, and the
 * later one finds nothing left to do.
 */
export async function migrateDatabase(database: Database, folder = migrationsFolder): Promise<void> {
  if (database.kind === 'pglite') return migratePglite(database.db as never, { migrationsFolder: folder });
  // on the lock's own connection: a migration may run far longer than the pool's per-statement bound allows
  await database.withAdvisoryLock!(MIGRATION_LOCK, (holder) => migratePg(drizzlePg(holder), { migrationsFolder: folder }));
}

/** Advisory lock keys of this product (one 64-bit key space per database; the values are arbitrary but fixed). */
export const MIGRATION_LOCK = 0x6170_7073_0001n;
export const DEMO_SEED_LOCK = 0x6170_7073_0002n;

/** Connections a server process opens to PostgreSQL at most: statements beyond this many wait for one. */
export const POSTGRES_POOL_SIZE = 10;

/**
 * The bounds that make a request fail fast instead of hanging when PostgreSQL is away: opening a connection (or
 * waiting for a free one) and any one statement. A migration runs on its own connection, outside these.
 */
export const POSTGRES_CONNECT_TIMEOUT_MS = 5_000;
export const POSTGRES_QUERY_TIMEOUT_MS = 30_000;

async function openPostgres(url: string, queryTimeoutMs: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: POSTGRES_POOL_SIZE,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    ...(queryTimeoutMs > 0 ? { query_timeout: queryTimeoutMs } : {}),
    // a peer that vanished without closing (a cut network) is noticed instead of awaited forever
    keepAlive: true,
  });
  // an idle connection the server drops (restart, failover, admin) must not crash the process: the pool
  // discards it and opens a new one for the next query
  pool.on('error', (err) => console.warn(`PostgreSQL closed an idle connection: ${err.message}`));
  // Nor may one that is checked out (a transaction between statements, or mid-statement): node-postgres emits
  // 'error' on the client as well as failing its query, and the pool listens only while the client is idle.
  // The statement's own failure reaches the caller; the dead client is dropped when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  // numeric and bigint come back as strings from pg; drizzle's column modes convert the typed queries
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async rawQuery(text, params) {
      return (await pool.query(text, params as unknown[])).rows;
    },
    ping: async () => (await pool.query('select 1')).rowCount === 1,
    close: () => pool.end(),
    poolStats: () => ({ max: POSTGRES_POOL_SIZE, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async withAdvisoryLock(key, work) {
      // not from the pool: the pool's size must stay free for the work itself
      const holder = new pg.Client({ connectionString: url, connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS });
      // a dropped connection fails the work's statement on it; it must not also crash the process
      holder.on('error', () => undefined);
      await holder.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [key.toString()]);
        return await work(holder);
      } finally {
        await holder.end(); // ends the session, and the lock with it
      }
    },
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const dir = resolve(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const releaseLock = takeLock(resolve(dataDir, 'pglite.lock'));
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
  } catch (err) {
    releaseLock();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async rawQuery(text, params) {
      return (await client.query(text, params as unknown[])).rows as never;
    },
    ping: async () => (await client.query('select 1 as ok')).rows.length === 1,
    poolStats: pgliteStats,
    async close() {
      await client.close();
      releaseLock();
    },
  };
}

/**
 * An in-memory PGlite for tests: no lock, no files; migrated unless `migrate` is false. `loadDataDir` starts it
 * from a dump (PGlite's dumpDataDir) instead of an empty cluster, which is several times faster than initdb.
 */
export async function openMemoryDatabase(opts: { migrate?: boolean; loadDataDir?: Blob } = {}): Promise<Database> {
  const client = await PGlite.create({ extensions: { pg_trgm }, loadDataDir: opts.loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  if (opts.migrate !== false) await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    rawQuery: async (text, params) => (await client.query(text, params as unknown[])).rows as never,
    ping: async () => (await client.query('select 1 as ok')).rows.length === 1,
    poolStats: pgliteStats,
    close: () => client.close(),
  };
}

export class DatabaseLockedError extends Error {}

/**
 * PGlite corrupts its files when two processes open one data directory, and it does not detect it.
 * The lock file holds the owner's pid; a lock whose process has gone is taken over.
 */
function takeLock(file: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DatabaseLockedError(
          `The embedded database in ${join(file, '..')} is already in use by another server (pid ${pid}). ` +
            'Stop that server first, or start this one with another DATA_DIR or a DATABASE_URL.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not take the database lock ${file}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Rows of a hot, frequently repeated statement. On PostgreSQL it runs as a named prepared statement, so
 * each connection plans it once instead of on every request; elsewhere it is the same as `rows`.
 */
export async function preparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return rows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  return (await client.query({ name, text, values: params as unknown[] })).rows as T[];
}

const dialect = new PgDialect();

/** Rows of a raw statement, the same shape on both drivers. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Whether a statement failed because a foreign key still points at the row (SQLSTATE 23503). Drizzle wraps
 * the driver's error, so the code may sit on its cause; pg and PGlite both carry it as `code`.
 */
export function isForeignKeyViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23503') return true;
  }
  return false;
}

export { sql };
