import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDatabase, migrationsFolder, type Database } from '../../src/db/client.ts';

/** A copy of the migrations folder that ends with `lastTag`, to build a database as it was then (remove it after). */
export function migrationsUpTo(lastTag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'appstore-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** Runs the migrations on `database` up to and including `lastTag`, as a database that release left. */
export async function migrateUpTo(database: Database, lastTag: string): Promise<void> {
  const folder = migrationsUpTo(lastTag);
  try {
    await migrateDatabase(database, folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
