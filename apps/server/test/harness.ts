import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app.ts';
import type { Services } from '../src/services.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, openMemoryDatabase, type Database, type Db } from '../src/db/client.ts';
import { createLocalStorage } from '../src/modules/files/storage.ts';
import type { Storage } from '../src/lib/storage.ts';
import type { Mailer } from '../src/modules/mail/mail.service.ts';
import { pgliteTemplate, postgresTemplate } from './support/database-templates.ts';

/**
 * The database under test: in-memory PGlite, or (TEST_DB=postgres) a private database created on the server
 * of TEST_DATABASE_URL, so that test files run in parallel without seeing each other's rows.
 */
export async function createTestDatabase(opts: { migrate?: boolean } = {}): Promise<Database> {
  const migrated = opts.migrate !== false;
  // a copy of a database made once (support/database-templates.ts) stands for migrating a new one every time
  if (process.env.TEST_DB !== 'postgres') return openMemoryDatabase({ migrate: false, loadDataDir: await pgliteTemplate(migrated) });
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `appstore_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, migrated ? `create database ${name} template ${await postgresTemplate(url)}` : `create database ${name}`);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: testUrl.toString(), dataDir: tmpdir(), migrate: opts.migrate });
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The connection URL of a test database on PostgreSQL, for another process (or pool) to open it too. */
export async function databaseUrlOf(database: Database): Promise<string> {
  const [{ name }] = await database.rawQuery<{ name: string }>('select current_database() as name');
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A private PostgreSQL database for the calling describe block, and its URL for the extra connections a race
 * needs (*.postgres.integration-test.ts); closed and dropped after the block. Read its fields inside tests.
 */
export function usePostgresDatabase(): { readonly database: Database; readonly url: string } {
  const state = {} as { database: Database; url: string };
  beforeAll(async () => {
    state.database = await createTestDatabase();
    state.url = await databaseUrlOf(state.database);
  });
  afterAll(async () => {
    await state.database?.close();
  });
  return state;
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  db: Db;
  storage: Storage;
  dataDir: string;
  /** POST a GraphQL document to /appstore/graphql as the web app does. */
  gql<T = any>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<GqlResult<T>>;
  close(): Promise<void>;
}

export interface GqlResult<T> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  data: T;
  errors?: { message: string; extensions: { classification: string; fields?: { field: string; message: string }[] } }[];
}

export interface TestAppOptions {
  webDist?: string;
  storage?: (config: Config) => Storage;
  env?: Record<string, string>;
  /** The catalogue response cache: on (default), off, or a given one whose bounds and size a test reads. */
  catalogCache?: AppOptions['catalogCache'];
  /** Registers more routes before the app is ready (platform modules under test). */
  extend?: (app: FastifyInstance, services: Services) => void | Promise<void>;
  /** Replaces the dev mailbox (e.g. to hold mail back and see what waits for it). */
  mailer?: (db: Db) => Mailer;
  /** Turns the server's log on (at LOG_LEVEL) and writes it here; by default tests log nothing. */
  logStream?: NodeJS.WritableStream;
  /** The process's metrics, to count the webhook worker in the same set as main.ts does. */
  metrics?: AppOptions['metrics'];
}

export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'appstore-test-'));
  const config = loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'http://store.test', LOG_LEVEL: 'silent', ...opts.env });
  const database = await createTestDatabase();
  const storage = opts.storage?.(config) ?? createLocalStorage({ dataDir, publicUrl: config.publicUrl, secretKey: config.secretKey });
  const app = await buildApp({
    config,
    database,
    storage,
    logger: opts.logStream !== undefined,
    logStream: opts.logStream,
    webDist: opts.webDist ?? join(dataDir, 'no-web'),
    extend: opts.extend,
    catalogCache: opts.catalogCache,
    mailer: opts.mailer?.(database.db),
    metrics: opts.metrics,
  });
  await app.ready();
  return {
    app,
    config,
    database,
    db: database.db,
    storage,
    dataDir,
    async gql(query, variables, headers) {
      const res = await app.inject({
        method: 'POST',
        url: '/appstore/graphql',
        headers: { 'content-type': 'application/json', 'x-csrf-protection': '1', ...headers },
        payload: JSON.stringify({ query, variables }),
      });
      return { status: res.statusCode, headers: res.headers, ...res.json() };
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
