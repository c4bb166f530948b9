import { eq, sql } from 'drizzle-orm';
import { organizationSchema } from '@appstore/shared';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { defineCursor, pageSize, toConnection } from '../../lib/paging.ts';
import { ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/parse-input.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { audit, canManageOrganization, requireAdmin } from '../accounts/viewer.ts';
import { organizationUpdated } from './organization-updates.ts';
import { findOrganization, hasAgreedToTerms } from './organizations.queries.ts';
import { escapeLike } from '../../lib/sql-like.ts';

export type OrganizationRow = typeof organizations.$inferSelect;

const NOT_FOUND = 'Organization not found';

/** The viewer's acting organisation; any other id answers exactly as a missing one. */
export async function getOwnOrganization(db: Db, viewer: Viewer, id: string | number): Promise<OrganizationRow> {
  if (Number(id) !== viewer.organization.id) throw new NotFoundError(NOT_FOUND);
  const org = await findOrganization(db, viewer.organization.id);
  if (!org) throw new NotFoundError(NOT_FOUND);
  return org;
}

/** Whether the viewer's organisation agreed to the API Terms and the Partner terms. */
export function ownOrganizationAgreedToTerms(db: Db, viewer: Viewer): Promise<boolean> {
  return hasAgreedToTerms(db, viewer.organization.id);
}

export async function updateOwnOrganization(db: Db, viewer: Viewer, id: string | number, input: unknown): Promise<OrganizationRow> {
  const current = await getOwnOrganization(db, viewer, id);
  if (!canManageOrganization(viewer)) throw new ForbiddenError('Only the account owner can change the organisation');
  // fields left out keep their values; an explicit null or '' clears an optional one
  const given = Object.fromEntries(Object.entries((input ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined));
  const data = parseInput(organizationSchema, { ...pick(current, Object.keys(organizationSchema.shape)), ...given });
  const [org] = await db
    .update(organizations)
    .set({ ...data, updatedAt: new Date() })
    .where(eq(organizations.id, viewer.organization.id))
    .returning();
  // the developer's name is part of every listing's search document, among what other domains copy
  await organizationUpdated(db, viewer.organization.id);
  await audit(db, viewer, 'organization.update', { type: 'organization', id: viewer.organization.id });
  return org!;
}

/** Staff only: organisations by name, for the Disguise dialog. */
const ORGANIZATIONS_CURSOR = defineCursor('organizations', ['text', 'id']);

export async function listOrganizations(
  db: Db,
  viewer: Viewer,
  args: { searchTerm?: string | null; first?: number | null; after?: string | null },
) {
  requireAdmin(viewer);
  const size = pageSize(args.first, 50);
  const after = ORGANIZATIONS_CURSOR.decode(args.after);
  const term = args.searchTerm?.trim().toLowerCase();
  const where = term ? sql`lower(${organizations.businessName}) like ${`%${escapeLike(term)}%`}` : sql`true`;
  const key = sql`lower(${organizations.businessName})`;
  const cursor = after ? sql`(${key}, ${organizations.id}) > (${after[0]}, ${after[1]}::int)` : sql`true`;
  const [page, [count]] = await Promise.all([
    db
      .select({ org: organizations, key: sql<string>`${key}` })
      .from(organizations)
      .where(sql`${where} and ${cursor}`)
      .orderBy(key, organizations.id)
      .limit(size + 1),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(organizations)
      .where(where),
  ]);
  return toConnection(page, size, Number(count?.n ?? 0), (r) => ORGANIZATIONS_CURSOR.encode([r.key, r.org.id]), after !== null);
}

function pick(row: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, row[k]]));
}
