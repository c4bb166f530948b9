import { and, eq } from 'drizzle-orm';
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
