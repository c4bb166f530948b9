import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './client.ts';

/**
 * A database that already ran a migration never runs it again: an edited migration leaves it different from a
 * fresh one with no error anywhere. migrations/landed.sha256 pins every migration that has landed; a new one is
 * appended there in the commit that adds it, and from then on it is landed too.
 */
const manifestFile = join(migrationsFolder, 'landed.sha256');

// LF first, so that a checkout with CRLF line endings hashes the same
const sha256 = (file: string) =>
  createHash('sha256')
    .update(readFileSync(join(migrationsFolder, file), 'utf8').replace(/\r\n/g, '\n'))
    .digest('hex');

function readManifest() {
  return readFileSync(manifestFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const match = /^([0-9a-f]{64}) [ *](\S+\.sql)$/.exec(line.trim());
      if (!match) throw new Error(`landed.sha256: "${line}" is not "<sha256>  <file>.sql"`);
      return { hash: match[1]!, file: match[2]! };
    });
}

const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe('landed migrations', () => {
  const landed = readManifest();
  const sqlFiles = readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort();

  it('are unchanged and still there', () => {
    const changed = landed
      .filter(({ file, hash }) => !sqlFiles.includes(file) || sha256(file) !== hash)
      .map(({ file }) => (sqlFiles.includes(file) ? `${file} changed after it landed` : `${file} is gone`));
    expect(changed, 'a landed migration never changes: revert it and put the change in a new migration (npm run db:generate)').toEqual([]);
  });

  it('list every migration file, in order', () => {
    const unlisted = sqlFiles.filter((file) => !landed.some((l) => l.file === file));
    const append = unlisted.map((file) => `${sha256(file)}  ${file}`).join('\n');
    expect(
      unlisted,
      `new migrations go into apps/server/src/db/migrations/landed.sha256 in the commit that adds them; append:\n${append}\n`,
    ).toEqual([]);
    expect(landed.map((l) => l.file)).toEqual(sqlFiles);
  });

  it('match drizzle’s journal, which runs them in order of ever later timestamps', () => {
    expect(journal.entries.map((e) => `${e.tag}.sql`)).toEqual(landed.map((l) => l.file));
    // the migrator skips a migration whose `when` is not later than the last one a database has run
    const notLater = journal.entries.filter((e, i) => i > 0 && e.when <= journal.entries[i - 1]!.when).map((e) => e.tag);
    expect(notLater).toEqual([]);
  });
});
