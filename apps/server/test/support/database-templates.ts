import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { migrationsFolder, openDatabase, openMemoryDatabase } from '../../src/db/client.ts';

/**
 * Test databases start from a copy made once instead of from nothing: on PGlite an empty cluster costs an initdb
 * (seconds of WebAssembly) and the migrations seconds more, for every test file and often every test. The copies
 * are named by a fingerprint of the migrations (and PGlite's version), so a changed migration makes a new one.
 */
const fingerprint = (() => {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
  for (const file of files(migrationsFolder).sort()) hash.update(file.slice(migrationsFolder.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
})();

/** The installed PGlite's version (its package.json is not among its exports: found beside its entry). */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * PGlite's data directory as a tarball (dumpDataDir), empty or migrated, kept in the temp folder for every test
 * process of this and later runs. Written under a temporary name and renamed, so a process that reads it never
 * sees half a file while another writes it (two that race both write the same content).
 */
export async function pgliteTemplate(migrated: boolean): Promise<Blob> {
  const file = join(tmpdir(), `appstore-pglite-${migrated ? 'migrated' : 'empty'}-${fingerprint}.tar`);
  if (!existsSync(file)) {
    const dump = await dumpOf(await openMemoryDatabase({ migrate: migrated }));
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

async function dumpOf(database: Awaited<ReturnType<typeof openMemoryDatabase>>): Promise<Blob> {
  try {
    // drizzle keeps the PGlite client it was given
    const client = (database.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
    return await client.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

/**
 * A migrated PostgreSQL database on the server of `url` to copy with CREATE DATABASE … TEMPLATE. Made once per
 * fingerprint under an advisory lock (parallel test files wait for the first), built under a temporary name
 * and renamed when done, so a database that a killed run left half migrated is never copied.
 */
export async function postgresTemplate(url: string): Promise<string> {
  const name = `appstore_template_${fingerprint}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    if (await exists(admin, name)) return name;
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    if (await exists(admin, name)) return name;
    const building = `${name}_building`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const buildingUrl = new URL(url);
    buildingUrl.pathname = `/${building}`;
    const database = await openDatabase({ databaseUrl: buildingUrl.toString(), dataDir: tmpdir() });
    await database.close();
    await admin.query(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    // ending the session releases the lock too
    await admin.end();
  }
}

/** An advisory lock key of the test suite only (the product's own keys are in db/client.ts). */
const TEMPLATE_LOCK = '7021232842170253313';

async function exists(client: pg.Client, name: string) {
  return (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
}
