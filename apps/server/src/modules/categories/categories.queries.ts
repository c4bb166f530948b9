import { asc, getTableName, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema/categories.ts';

/** The table's name for the statements of other domains that join it (the catalogue's filter and counts). */
export const categoriesSql = sql.raw(getTableName(categories));

export type CategoryRow = typeof categories.$inferSelect;

/** Every category, active ones first, each group by name. */
export async function findAllCategories(db: Db): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .orderBy(sql`${categories.retiredAt} is not null`, asc(sql`lower(${categories.name})`));
}

export async function findCategoriesByIds(db: Db, ids: number[]): Promise<CategoryRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(categories).where(inArray(categories.id, ids));
}
