import { index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, tstz, updatedAt } from './common.ts';

/**
 * The store's categories, managed by staff. A category is retired rather than deleted: listings keep it until
 * they are next saved, and links to it keep working.
 */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    /** The store's address of the category; set once from the first name, so a rename breaks no link. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    retiredAt: tstz('retired_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_slug_key').on(t.slug),
    uniqueIndex('categories_name_key').on(sql`lower(${t.name})`),
    index('categories_active_idx')
      .on(t.name)
      .where(sql`${t.retiredAt} is null`),
  ],
);
