import type { Db } from '../../db/client.ts';
import { revokeEmailTokens } from './email-tokens.ts';
import { deleteUserSessions } from './sessions.ts';

/**
 * What a new password ends, whichever route set it (a reset link, the user's profile, the account owner):
 * every reset link still out, and every session of the user but `keepSessionId`, the signed-in session that
 * made the change itself. Run it in the transaction that stores the new hash.
 */
export async function endOldCredentials(tx: Db, userId: number, keepSessionId?: number): Promise<void> {
  await revokeEmailTokens(tx, userId, 'PASSWORD_RESET');
  await deleteUserSessions(tx, userId, keepSessionId);
}
