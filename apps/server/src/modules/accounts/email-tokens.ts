import { and, eq, sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.ts';
import { emailTokens, users } from '../../db/schema/accounts.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';

export type EmailTokenPurpose = 'VERIFY_EMAIL' | 'PASSWORD_RESET';

/**
 * A single-use link token; only its hash is stored. With `onlyLatest`, every earlier unused link of the same
 * purpose dies: revoking after the insert (never before) means that of two parallel requests at most the
 * later link survives.
 */
export async function issueEmailToken(
  db: Db,
  userId: number,
  purpose: EmailTokenPurpose,
  validForMs: number,
  opts: { onlyLatest?: boolean } = {},
) {
  const token = randomToken(32);
  const [issued] = await db
    .insert(emailTokens)
    .values({ userId, purpose, tokenHash: sha256Hex(token), expiresAt: new Date(Date.now() + validForMs) })
    .returning({ id: emailTokens.id });
  if (opts.onlyLatest) await revokeEmailTokens(db, userId, purpose, issued!.id);
  return token;
}

/** Ends every unused link of a user for `purpose` (but `exceptId`), e.g. all reset links once the password changed. */
export async function revokeEmailTokens(db: Db, userId: number, purpose: EmailTokenPurpose, exceptId?: number) {
  await db.execute(sql`update email_tokens set used_at = now()
    where user_id = ${userId} and purpose = ${purpose} and used_at is null ${exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`}`);
}

/** The user of an unused, unexpired token, without using it up (to refuse a bad link before any costly work). */
export async function findUsableEmailToken(db: Db, token: string, purpose: EmailTokenPurpose): Promise<number | null> {
  const [row] = await rows<{ user_id: number }>(
    db,
    sql`select user_id from email_tokens
      where token_hash = ${sha256Hex(token)} and purpose = ${purpose} and used_at is null and expires_at > now()`,
  );
  return row ? Number(row.user_id) : null;
}

/** Uses a token once: the user id, or null when it is unknown, expired, used or for another purpose. */
export async function consumeEmailToken(db: Db, token: string, purpose: EmailTokenPurpose): Promise<number | null> {
  const [row] = await rows<{ user_id: number }>(
    db,
    sql`update email_tokens set used_at = now()
      where token_hash = ${sha256Hex(token)} and purpose = ${purpose} and used_at is null and expires_at > now()
      returning user_id`,
  );
  return row ? Number(row.user_id) : null;
}

/** The user a token was issued to, used or not (to tell a repeated click from a bad link). */
export async function findEmailTokenUser(db: Db, token: string, purpose: EmailTokenPurpose) {
  const [row] = await db
    .select({ emailVerifiedAt: users.emailVerifiedAt })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .where(and(eq(emailTokens.tokenHash, sha256Hex(token)), eq(emailTokens.purpose, purpose)));
  return row ?? null;
}
