import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';

/** The e-mail addresses of the organisation's account owners. */
export async function accountOwnerEmails(db: Db, organizationId: number): Promise<string[]> {
  const owners = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.accountOwner, true)));
  return owners.map((o) => o.email);
}

/** The organisation's users as a subquery (id, organization_id, email, first name), for another domain's per-member choices. */
export const organizationMembers = new QueryBuilder()
  .select({ id: users.id, organizationId: users.organizationId, email: users.email, firstName: users.firstName })
  .from(users)
  .as('members');

/** A user as logs name them: the full name (first and last, trimmed), the address and the organisation now. */
export interface PersonRow {
  id: number;
  name: string;
  email: string;
  organizationId: number;
}

const personColumns = {
  id: users.id,
  name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
  email: users.email,
  organizationId: users.organizationId,
};

/** Users by id; a removed user is missing from the map. */
export async function findPeople(db: Db, ids: number[]): Promise<Map<number, PersonRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(personColumns).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Of the users an owner's subquery names (one id column), those of one organisation (of any when null), by name then
 * id, at most `limit`: one statement however many users the subquery names, which an id list could not be (a
 * statement carries at most 65,535 parameters).
 */
export async function findPeopleByName(db: Db, userIds: SQL, organizationId: number | null, limit: number): Promise<PersonRow[]> {
  const inOrganization = organizationId === null ? undefined : eq(users.organizationId, organizationId);
  return db
    .select(personColumns)
    .from(users)
    .where(and(sql`${users.id} in (${userIds})`, inOrganization))
    .orderBy(personColumns.name, asc(users.id))
    .limit(limit);
}
