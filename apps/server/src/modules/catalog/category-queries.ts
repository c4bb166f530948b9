import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.ts';
import { appsSql } from '../apps/apps.queries.ts';
import { categoriesSql } from '../categories/categories.queries.ts';
import { appListingsSql, listingCategoriesSql } from '../listings/listings.queries.ts';
import { listedAppSql } from '../apps/listed-in-store.ts';

export interface PublicCategoryRow {
  id: number;
  slug: string;
  name: string;
  /** Listed apps that have the category, as primary or secondary. */
  appCount: number;
}

/**
 * The store's categories with the number of listed apps in each, in one statement from the category index.
 * Retired categories are left out: the store no longer offers them (their links still filter).
 */
export async function findPublicCategories(db: Db): Promise<PublicCategoryRow[]> {
  return rows<PublicCategoryRow>(
    db,
    sql`select c.id, c.slug, c.name, coalesce(n.count, 0)::int as "appCount"
      from ${categoriesSql} c
      left join (
        select lc.category_id, count(distinct a.id) as count
        from ${listingCategoriesSql} lc
        join ${appListingsSql} l on l.id = lc.listing_id
        join ${appsSql} a on a.id = l.app_id
        where ${listedAppSql}
        group by lc.category_id
      ) n on n.category_id = c.id
      where c.retired_at is null
      order by lower(c.name)`,
  );
}

/** Listed apps per category, retired ones too: what staff see beside each category. */
export async function countListedAppsByCategory(db: Db): Promise<Map<number, number>> {
  const result = await rows<{ categoryId: number; count: number }>(
    db,
    sql`select lc.category_id as "categoryId", count(distinct a.id)::int as count
      from ${listingCategoriesSql} lc
      join ${appListingsSql} l on l.id = lc.listing_id
      join ${appsSql} a on a.id = l.app_id
      where ${listedAppSql}
      group by lc.category_id`,
  );
  return new Map(result.map((r) => [r.categoryId, r.count]));
}
