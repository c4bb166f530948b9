import { and, asc, getTableColumns, getTableName, gt, isNotNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** Turns a value sealed under one key into the same value sealed under another (SECRET_KEY rotation). */
export type Reseal = (sealed: string) => string;

const BATCH = 500;

/**
 * Re-seals every non-null value of `column` in `table`, keyed by the integer primary key `id`, in batches of
 * one statement each (a year of installations is tens of thousands of rows). Run inside the rotation's
 * transaction: a value that does not open under the old key throws, and nothing is changed.
 * Answers how many values were re-sealed.
 */
export async function resealColumn(tx: Db, table: PgTable, id: PgColumn, column: PgColumn, reseal: Reseal): Promise<number> {
  if (!Object.values(getTableColumns(table)).includes(column)) throw new Error(`${column.name} is not a column of ${getTableName(table)}`);
  let after = 0;
  let count = 0;
  for (;;) {
    const batch = await tx
      .select({ id: id, sealed: column })
      .from(table)
      .where(and(gt(id, after), isNotNull(column)))
      .orderBy(asc(id))
      .limit(BATCH);
    if (batch.length === 0) return count;
    const resealed = batch.map((r) => ({ id: r.id as number, sealed: reseal(r.sealed as string) }));
    // one JSON parameter for the batch: the same statement on PGlite and node-postgres
    await tx.execute(sql`update ${table} t set ${sql.identifier(column.name)} = v.sealed
      from jsonb_to_recordset(${JSON.stringify(resealed)}::jsonb) as v(id int, sealed text)
      where t.${sql.identifier(id.name)} = v.id`);
    count += batch.length;
    after = resealed[resealed.length - 1]!.id;
  }
}
