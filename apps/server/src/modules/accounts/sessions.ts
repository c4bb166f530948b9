import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, sessions, users } from '../../db/schema/index.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';

export const SESSION_COOKIE = 'appstore_session';
const SESSION_DAYS = 14;

export interface Viewer {
  sessionId: number;
  user: typeof users.$inferSelect;
  /** The organisation the user acts for: their own, or the one an admin disguised as. */
  organization: { id: number; businessName: string };
  disguised: boolean;
}

export async function createSession(db: Db, userId: number, client: { ip?: string; userAgent?: string }) {
  const token = randomToken(32);
  await db.insert(sessions).values({
    tokenHash: sha256Hex(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300),
  });
  return token;
}

/** The signed-in user behind a session cookie, or null for a missing, unknown or expired session. */
export async function findViewer(db: Db, token: string | undefined): Promise<Viewer | null> {
  if (!token) return null;
  // one round trip: this runs on every signed-in request
  const [row] = await db
    .select({ session: sessions, user: users, organization: { id: organizations.id, businessName: organizations.businessName } })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(organizations, eq(organizations.id, sql`coalesce(${sessions.actingOrganizationId}, ${users.organizationId})`))
    .where(and(eq(sessions.tokenHash, sha256Hex(token)), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  if (!row) return null;
  const disguised = row.organization.id !== row.user.organizationId;
  return { sessionId: row.session.id, user: row.user, organization: row.organization, disguised };
}

export async function deleteSession(db: Db, sessionId: number) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user at once (password change, removal), or all but `exceptSessionId`. */
export async function deleteUserSessions(db: Db, userId: number, exceptSessionId?: number) {
  await db
    .delete(sessions)
    .where(exceptSessionId === undefined ? eq(sessions.userId, userId) : and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)));
}

export function sessionCookie(token: string, secure: boolean): string {
  const parts = [`${SESSION_COOKIE}=${token}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${SESSION_DAYS * 86_400}`];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function clearedSessionCookie(secure: boolean): string {
  return [`${SESSION_COOKIE}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0', ...(secure ? ['Secure'] : [])].join('; ');
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}
