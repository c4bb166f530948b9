import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oauthCodes } from '../../db/schema/oauth.ts';

export type CodeWithdrawal = NonNullable<(typeof oauthCodes.$inferSelect)['withdrawnBecause']>;

/** What the token endpoint answers for a withdrawn code (`invalid_grant`). */
export const WITHDRAWN_CODE_MESSAGES: Record<CodeWithdrawal, string> = {
  CANCELLED: 'The vendor cancelled the installation after this code was issued.',
  UNINSTALLED: 'The vendor uninstalled the app after this code was issued.',
};

/**
 * The vendor's latest decision wins over an earlier consent: a Cancel, or an uninstall, makes every code of that
 * app and vendor not yet exchanged unusable, so it cannot install the app behind the vendor's back.
 */
export async function withdrawPendingCodes(tx: Db, p: { appId: number; vendorId: number; because: CodeWithdrawal }) {
  await tx
    .update(oauthCodes)
    .set({ withdrawnBecause: p.because })
    .where(
      and(
        eq(oauthCodes.appId, p.appId),
        eq(oauthCodes.vendorId, p.vendorId),
        isNull(oauthCodes.usedAt),
        isNull(oauthCodes.withdrawnBecause),
        gt(oauthCodes.expiresAt, sql`now()`),
      ),
    );
}
