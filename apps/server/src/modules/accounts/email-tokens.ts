import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.ts';
import { emailTokens, users } from '../../db/schema/index.ts';
import { and, eq } from 'drizzle-orm';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';

export type EmailTokenPurpose = 'VERIFY_EMAIL' | 'PASSWORD_RESET';

/** A single-use link token; only its hash is stored. */
export async function issueEmailToken(db: Db, userId: number, purpose: EmailTokenPurpose, validForMs: number) {
  const token = randomToken(32);
  await db.insert(emailTokens).values({ userId, purpose, tokenHash: sha256Hex(token), expiresAt: new Date(Date.now() + validForMs) });
  return token;
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
