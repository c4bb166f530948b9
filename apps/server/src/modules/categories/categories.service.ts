import { eq, sql } from 'drizzle-orm';
import { categoryNameSchema, categorySlug } from '@appstore/shared';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema/categories.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/parse-input.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { auditStaffAction, requireAdmin } from '../accounts/viewer.ts';
import { parseId } from '../apps/apps.queries.ts';
import { findAllCategories, type CategoryRow } from './categories.queries.ts';

export const CATEGORY_NOT_FOUND = 'Category not found';
const NAME_TAKEN = 'A category with this name exists already';

/** Staff's list: every category, retired ones too. */
export async function listCategories(db: Db, viewer: Viewer): Promise<CategoryRow[]> {
  requireAdmin(viewer);
  return findAllCategories(db);
}

async function nameTaken(db: Db, name: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`lower(${categories.name}) = lower(${name}) and ${categories.id} <> ${exceptId ?? 0}`);
  return Boolean(row);
}

const nameError = (message: string) => new ValidationError([{ field: 'name', message }]);

export async function createCategory(db: Db, viewer: Viewer, input: unknown): Promise<CategoryRow> {
  requireAdmin(viewer);
  const { name } = parseInput(categoryNameSchema, input);
  if (await nameTaken(db, name, null)) throw nameError(NAME_TAKEN);
  // a retired category keeps its slug, so a new one with a similar name gets a numbered one
  const base = categorySlug(name);
  const taken = new Set(
    (
      await db
        .select({ slug: categories.slug })
        .from(categories)
        .where(sql`${categories.slug} like ${`${base}%`}`)
    ).map((r) => r.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(categories).values({ name, slug }).onConflictDoNothing().returning();
    // a concurrent add of the same name or slug lost the race to the unique indexes
    if (!row) throw new ConflictError(NAME_TAKEN);
    await auditStaffAction(tx, viewer, 'category.create', { type: 'category', id: row.id });
    return row;
  });
}

async function findCategory(db: Db, id: string | number): Promise<CategoryRow> {
  const categoryId = parseId(id);
  const [row] = categoryId === null ? [] : await db.select().from(categories).where(eq(categories.id, categoryId));
  if (!row) throw new NotFoundError(CATEGORY_NOT_FOUND);
  return row;
}

/** A new name; the slug stays, so links to the category keep working. */
export async function renameCategory(db: Db, viewer: Viewer, id: string | number, input: unknown): Promise<CategoryRow> {
  requireAdmin(viewer);
  const { name } = parseInput(categoryNameSchema, input);
  const current = await findCategory(db, id);
  if (await nameTaken(db, name, current.id)) throw nameError(NAME_TAKEN);
  if (name === current.name) return current;
  return db.transaction(async (tx) => {
    const [row] = await tx.update(categories).set({ name, updatedAt: new Date() }).where(eq(categories.id, current.id)).returning();
    await auditStaffAction(tx, viewer, 'category.rename', { type: 'category', id: current.id }, { from: current.name, to: name });
    return row!;
  });
}

/**
 * Retired: partners can no longer pick it and the store no longer offers it, but the listings that have it keep
 * it until they are next saved (listings.service.ts drops it then).
 */
export async function setCategoryRetired(db: Db, viewer: Viewer, id: string | number, retired: boolean): Promise<CategoryRow> {
  requireAdmin(viewer);
  const current = await findCategory(db, id);
  if (Boolean(current.retiredAt) === retired) return current;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(categories)
      .set({ retiredAt: retired ? new Date() : null, updatedAt: new Date() })
      .where(eq(categories.id, current.id))
      .returning();
    await auditStaffAction(tx, viewer, retired ? 'category.retire' : 'category.restore', { type: 'category', id: current.id });
    return row!;
  });
}
