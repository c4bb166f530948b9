import { and, eq, getTableName, inArray, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';

/**
 * The table names for raw SQL of other domains that must read these rows in the same statement (the catalog
 * search, the ledger, reports, the delivery queue): the name lives here, and each use is an import of it.
 */
export const filesSql = sql.raw(getTableName(files));

/**
 * Files as a subquery, for statements of other domains that show a row with its file in one round trip
 * (a payout with its invoice). PostgreSQL flattens it: the plan is that of a join of the table.
 */
export const fileRows = new QueryBuilder().select().from(files).as('files');
/** The columns of `fileRows`, to select a whole file row beside another domain's row. */
export const fileRowFields = fileRows._.selectedFields;

/** The files a saved form now uses stop being temporary uploads (the stale-upload cleanup leaves them). */
export async function keepFiles(tx: Db, ids: number[]): Promise<void> {
  await tx.update(files).set({ temp: false }).where(inArray(files.id, ids));
}

/** Makes a temporary upload permanent; false when a concurrent request or delete got to it first. */
export async function claimTempFile(tx: Db, id: number): Promise<boolean> {
  const claimed = await tx
    .update(files)
    .set({ temp: false })
    .where(and(eq(files.id, id), eq(files.temp, true)))
    .returning({ id: files.id });
  return claimed.length > 0;
}

/** Deletes the file's row (with `onlyTemp`, only while still temporary); false when there was none to delete. */
export async function deleteFileRow(db: Db, id: number, opts: { onlyTemp?: boolean } = {}): Promise<boolean> {
  const deleted = await db
    .delete(files)
    .where(and(eq(files.id, id), opts.onlyTemp ? eq(files.temp, true) : undefined))
    .returning({ id: files.id });
  return deleted.length > 0;
}
