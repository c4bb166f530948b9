import { and, eq, sql } from 'drizzle-orm';
import { LIMITS, userCreateSchema, userUpdateSchema } from '@appstore/shared';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/accounts.ts';
import { defineCursor, pageSize, toConnection } from '../../lib/paging.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/parse-input.ts';
import type { Config } from '../../config.ts';
import type { MailOutbox } from '../mail/mail.service.ts';
import { teamMemberCreatedMail } from '../mail/templates.ts';
import { escapeLike } from '../../lib/sql-like.ts';
import { hashPassword } from './passwords.ts';
import { endOldCredentials } from './password-change.ts';
import { endDisguiseEntry, type Viewer } from './sessions.ts';
import { audit, canManageOrganization } from './viewer.ts';

export type UserRow = typeof users.$inferSelect;
export interface AccountUserView {
  user: UserRow;
  /** The organisation the user is seen in (the organisations domain adds its name to the GraphQL type). */
  organization: { id: number };
}

const USER_NOT_FOUND = 'User not found';

/** A user of the viewer's acting organisation; anyone else answers exactly as a missing user. */
export async function getTeamUser(db: Db, viewer: Viewer, id: string | number): Promise<AccountUserView> {
  const userId = Number(id);
  const [user] = Number.isSafeInteger(userId)
    ? await db
        .select()
        .from(users)
        .where(and(eq(users.id, userId), eq(users.organizationId, viewer.organization.id)))
    : [];
  if (!user) throw new NotFoundError(USER_NOT_FOUND);
  return { user, organization: viewer.organization };
}

export type TeamSorting = 'NAME' | 'EMAIL' | 'NEWEST';

/** Each sorting pages by its own key (as text) and the id, so a cursor of one sorting means nothing in another. */
const TEAM_CURSORS = {
  NAME: defineCursor('appAccountUserList:NAME', ['text', 'id']),
  EMAIL: defineCursor('appAccountUserList:EMAIL', ['text', 'id']),
  NEWEST: defineCursor('appAccountUserList:NEWEST', ['text', 'id']),
} satisfies Record<TeamSorting, unknown>;

export async function listTeamUsers(
  db: Db,
  viewer: Viewer,
  args: { searchTerm?: string | null; sorting?: TeamSorting | null; first?: number | null; after?: string | null },
) {
  const size = pageSize(args.first, LIMITS.teamListPageSize);
  const sorting = args.sorting ?? 'NAME';
  const after = TEAM_CURSORS[sorting].decode(args.after);
  const key = {
    NAME: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
    EMAIL: sql`lower(${users.email})`,
    NEWEST: sql`${users.createdAt}::text`,
  }[sorting];
  const descending = sorting === 'NEWEST';
  const term = args.searchTerm?.trim().toLowerCase();
  const search = term
    ? sql`(lower(${users.firstName} || ' ' || ${users.lastName}) like ${`%${escapeLike(term)}%`} or lower(${users.email}) like ${`%${escapeLike(term)}%`})`
    : sql`true`;
  const where = sql`${users.organizationId} = ${viewer.organization.id} and ${search}`;
  const cursor = after
    ? descending
      ? sql`(${key}, ${users.id}) < (${after[0]}, ${after[1]}::int)`
      : sql`(${key}, ${users.id}) > (${after[0]}, ${after[1]}::int)`
    : sql`true`;
  const dir = sql.raw(descending ? 'desc' : 'asc');
  const [page, [count]] = await Promise.all([
    db
      .select({ user: users, key: sql<string>`${key}` })
      .from(users)
      .where(sql`${where} and ${cursor}`)
      .orderBy(sql`${key} ${dir}`, sql`${users.id} ${dir}`)
      .limit(size + 1),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  const rows = page.map((r) => ({ user: r.user, organization: viewer.organization, key: r.key }));
  return toConnection(rows, size, Number(count?.n ?? 0), (r) => TEAM_CURSORS[sorting].encode([r.key, r.user.id]), after !== null);
}

function requireManager(viewer: Viewer, message: string) {
  if (!canManageOrganization(viewer)) throw new ForbiddenError(message);
}

/** Account owners add users to their organisation; the new user is told by e-mail that the account exists. */
export async function createTeamUser(
  deps: { db: Db; config: Config; mail: MailOutbox },
  viewer: Viewer,
  input: unknown,
  /** The acting organisation's name for the new user's mail, from the organisations domain (above accounts). */
  organizationName: string,
) {
  requireManager(viewer, 'Only the account owner can create users');
  const data = parseInput(userCreateSchema, input);
  const [taken] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${data.email.toLowerCase()}`);
  if (taken) throw new ValidationError([{ field: 'email', message: 'An account with this email already exists' }]);
  const passwordHash = await hashPassword(data.password);
  // the user, its audit entry and its mail commit together
  const user = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: data.email,
        firstName: data.firstName,
        lastName: data.lastName,
        passwordHash,
        organizationId: viewer.organization.id,
        // the owner vouches for the address and hands over the password
        emailVerifiedAt: new Date(),
      })
      .returning();
    await audit(tx, viewer, 'user.create', { type: 'user', id: created!.id });
    await deps.mail.queue(
      tx,
      teamMemberCreatedMail({
        to: created!.email,
        firstName: created!.firstName,
        organizationName,
        createdBy: `${viewer.user.firstName} ${viewer.user.lastName}`,
        loginLink: `${deps.config.publicUrl}/developer/login`,
      }),
    );
    return created!;
  });
  deps.mail.wake();
  return { user, organization: viewer.organization };
}

/**
 * Everyone edits their own profile; account owners also edit their team. A new password ends the user's
 * reset links and other sessions (the caller's own session stays when they change their own password).
 */
export async function updateTeamUser(db: Db, viewer: Viewer, id: string | number, input: unknown) {
  const target = await getTeamUser(db, viewer, id);
  const self = target.user.id === viewer.user.id;
  if (!self) requireManager(viewer, 'Only the account owner can edit other users');
  const data = parseInput(userUpdateSchema, input);
  const passwordHash = data.password ? await hashPassword(data.password) : undefined;
  const [user] = await db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ firstName: data.firstName, lastName: data.lastName, ...(passwordHash ? { passwordHash } : {}), updatedAt: new Date() })
      .where(eq(users.id, target.user.id))
      .returning();
    if (passwordHash) await endOldCredentials(tx, target.user.id, self ? viewer.sessionId : undefined);
    return updated;
  });
  await audit(db, viewer, 'user.update', { type: 'user', id: target.user.id }, { passwordChanged: Boolean(data.password) });
  return { user: user!, organization: viewer.organization };
}

/** Account owners remove users, never themselves; the removed user's sessions end with the row. */
export async function deleteTeamUser(db: Db, viewer: Viewer, id: string | number): Promise<true> {
  const target = await getTeamUser(db, viewer, id);
  requireManager(viewer, 'Only the account owner can remove users');
  if (target.user.id === viewer.user.id) throw new ForbiddenError('You cannot remove yourself');
  // an organisation always keeps its account owner, also when staff act for it
  if (target.user.accountOwner) throw new ForbiddenError('The account owner cannot be removed');
  await db.delete(users).where(eq(users.id, target.user.id));
  await audit(db, viewer, 'user.delete', { type: 'user', id: target.user.id }, { email: target.user.email });
  return true;
}

/**
 * Staff disguise: this session acts for another organisation until changed back or logged out. The organisations
 * domain (above accounts) finds the organisation asked for: null when there is none.
 */
export async function changeActingOrganization(db: Db, viewer: Viewer, organization: { id: number } | null) {
  if (!viewer.user.adminUser) throw new ForbiddenError('Only platform staff can disguise as another organization');
  if (!organization) throw new NotFoundError('Organization not found');
  const acting = organization.id === viewer.user.organizationId ? null : organization.id;
  await db.update(sessions).set({ actingOrganizationId: acting }).where(eq(sessions.id, viewer.sessionId));
  // the organisation left sees the disguise end in its own log, the one entered sees it start
  if (viewer.disguised && viewer.organization.id !== organization.id)
    await endDisguiseEntry(db, viewer, viewer.organization.id, 'changed organization');
  await audit(
    db,
    { ...viewer, organization },
    'organization.disguise',
    { type: 'organization', id: organization.id },
    { from: viewer.organization.id },
  );
  return { user: viewer.user, organization };
}
