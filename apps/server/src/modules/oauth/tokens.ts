import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppScope } from '@appstore/shared';
import type { Db } from '../../db/client.ts';
import { accessTokens } from '../../db/schema/oauth.ts';
import { installationRows } from '../installations/installations.queries.ts';
import { lockInstallationScopes } from '../installations/installation-access.queries.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { liveAppRows } from '../apps/apps.queries.ts';

/**
 * A new App API token for an installation: 256 random bits, stored only as its SHA-256. Install-flow tokens
 * live until uninstall (platform-protocol §1); the explorer's expire.
 */
export async function issueAccessToken(
  tx: Db,
  p: { installationId: number; scopes: readonly string[]; oauthCodeId?: number; expiresInSeconds?: number },
): Promise<string> {
  const token = randomToken(32);
  await tx.insert(accessTokens).values({
    installationId: p.installationId,
    oauthCodeId: p.oauthCodeId,
    tokenHash: sha256Hex(token),
    scopes: [...p.scopes],
    expiresAt: p.expiresInSeconds ? new Date(Date.now() + p.expiresInSeconds * 1000) : null,
  });
  return token;
}

/**
 * A short-lived token with the installation's scopes as they are when it commits: the row is held shared, so an
 * access change that narrows the installation (and then its tokens) waits for it, or it reads the narrowed scopes.
 */
export async function issueTokenForInstallation(db: Db, installationId: number, expiresInSeconds: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const scopes = await lockInstallationScopes(tx, installationId);
    if (!scopes) return null;
    return issueAccessToken(tx, { installationId, scopes, expiresInSeconds });
  });
}

/** Removes the installation's expired tokens, so explorer visits do not pile up rows. */
export async function deleteExpiredTokens(tx: Db, installationId: number) {
  await tx
    .delete(accessTokens)
    .where(
      and(eq(accessTokens.installationId, installationId), isNotNull(accessTokens.expiresAt), lte(accessTokens.expiresAt, new Date())),
    );
}

export interface TokenContext {
  tokenId: number;
  installationId: number;
  appId: number;
  vendorId: number;
  scopes: AppScope[];
}

/** What a presented token may do: only live tokens of active installations of existing apps count. */
export async function findTokenContext(db: Db, token: string | undefined | null): Promise<TokenContext | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({
      tokenId: accessTokens.id,
      installationId: installationRows.id,
      appId: installationRows.appId,
      vendorId: installationRows.vendorId,
      scopes: accessTokens.scopes,
    })
    .from(accessTokens)
    .innerJoin(installationRows, eq(installationRows.id, accessTokens.installationId))
    .innerJoin(liveAppRows, eq(liveAppRows.id, installationRows.appId))
    .where(
      and(
        eq(accessTokens.tokenHash, sha256Hex(token)),
        isNull(accessTokens.revokedAt),
        or(isNull(accessTokens.expiresAt), gt(accessTokens.expiresAt, sql`now()`)),
        isNull(installationRows.uninstalledAt),
      ),
    );
  return row ? { ...row, scopes: row.scopes as AppScope[] } : null;
}

/** Revokes every token of an installation at once (uninstall). */
export async function revokeInstallationTokens(tx: Db, installationId: number) {
  await tx
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.installationId, installationId), isNull(accessTokens.revokedAt)));
}
