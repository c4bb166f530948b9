import { and, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/accounts.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { writeAuditEntry } from '../audit/audit-log.ts';

export const SESSION_COOKIE = 'appstore_session';
const SESSION_DAYS = 14;

export interface Viewer {
  sessionId: number;
  user: typeof users.$inferSelect;
  /**
   * The organisation the user acts for: their own, or the one an admin disguised as. Its details belong to the
   * organisations domain (which sits above accounts): ask it by this id. A caller that has the name at hand may
   * carry it along; accounts never reads it.
   */
  organization: { id: number; businessName?: string };
  disguised: boolean;
}

/** A new session token (partner and vendor sessions alike): 32 random bytes, base64url. */
export const newSessionToken = (): string => randomToken(32);

export async function createSession(db: Db, userId: number, client: { ip?: string; userAgent?: string }) {
  const token = newSessionToken();
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
    .select({
      session: sessions,
      user: users,
      // a disguise holds only while the user is staff; the role can be taken away by any route, the database included
      organizationId:
        sql<number>`case when ${users.adminUser} then coalesce(${sessions.actingOrganizationId}, ${users.organizationId}) else ${users.organizationId} end`.mapWith(
          Number,
        ),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256Hex(token)), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  if (!row) return null;
  const disguised = row.organizationId !== row.user.organizationId;
  const viewer = { sessionId: row.session.id, user: row.user, organization: { id: row.organizationId }, disguised };
  if (row.session.actingOrganizationId !== null && !row.user.adminUser)
    await endFormerStaffDisguise(db, viewer, row.session.actingOrganizationId);
  return viewer;
}

/** Clears the disguise of a session whose user is no longer staff, audited as a change back to the own organisation. */
async function endFormerStaffDisguise(db: Db, viewer: Viewer, formerOrganizationId: number) {
  await db.transaction(async (tx) => {
    const cleared = await tx
      .update(sessions)
      .set({ actingOrganizationId: null })
      .where(and(eq(sessions.id, viewer.sessionId), isNotNull(sessions.actingOrganizationId)))
      .returning({ id: sessions.id });
    // parallel requests of the session race here: only the one that cleared it writes the entry
    if (cleared.length === 0) return;
    await writeAuditEntry(tx, {
      actorUserId: viewer.user.id,
      organizationId: viewer.organization.id,
      disguised: false,
      action: 'organization.disguise',
      target: { type: 'organization', id: viewer.organization.id },
      details: { from: formerOrganizationId, reason: 'staff role removed' },
    });
    await endDisguiseEntry(tx, viewer, formerOrganizationId, 'staff role removed');
  });
}

/** The end of a disguise, in the log of the organisation that staff acted for (it saw the start there too). */
export async function endDisguiseEntry(db: Db, viewer: Viewer, organizationId: number, reason: string) {
  await writeAuditEntry(db, {
    actorUserId: viewer.user.id,
    organizationId,
    disguised: true,
    action: 'organization.disguise.end',
    target: { type: 'organization', id: organizationId },
    details: { reason },
  });
}

export async function deleteSession(db: Db, sessionId: number) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user at once (password change, removal), or all but `exceptSessionId`. */
export async function deleteUserSessions(db: Db, userId: number, exceptSessionId?: number) {
  await db
    .delete(sessions)
    .where(
      exceptSessionId === undefined ? eq(sessions.userId, userId) : and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)),
    );
}

export function sessionCookie(token: string, secure: boolean): string {
  const parts = [`${SESSION_COOKIE}=${token}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${SESSION_DAYS * 86_400}`];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function clearedSessionCookie(secure: boolean): string {
  return [`${SESSION_COOKIE}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0', ...(secure ? ['Secure'] : [])].join('; ');
}

/**
 * Every value the header holds for a cookie, in order. One that does not decode (`%E0%A4%A`, written by anyone who
 * can set a cookie for the site) is as good as absent: it must sign the browser out, never fail the request.
 */
function cookieValues(header: string | undefined, name: string): string[] {
  const values: string[] = [];
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      values.push(decodeURIComponent(value.join('=')));
    } catch {
      // not a value anyone could have meant
    }
  }
  return values;
}

/** A cookie's first value that decodes. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  return cookieValues(header, name)[0];
}

/** The shape of every token newSessionToken makes. */
const SESSION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A session cookie's token, or undefined when no copy of the cookie could be one of ours. The first copy with a
 * token's shape: a copy another subdomain or path set in front of it (`appstore_session=x; Path=/appstore`) does not
 * sign the user out.
 */
export function readSessionToken(header: string | undefined, name: string): string | undefined {
  return cookieValues(header, name).find((token) => SESSION_TOKEN.test(token));
}

/** The partner user whose session the request's cookie names, or null: how every route reads the portal session. */
export function viewerOfRequest(db: Db, cookieHeader: string | undefined): Promise<Viewer | null> {
  return findViewer(db, readSessionToken(cookieHeader, SESSION_COOKIE));
}
