import { and, arrayContains, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { installations } from '../../db/schema/installations.ts';
import { resealColumn, type Reseal } from '../../db/reseal-column.ts';
import { decryptSecret, encryptSecret, randomToken } from '../../lib/crypto.ts';

/**
 * The installation's credentials for the old REST API (LEGACY_API). The token exchange makes them when the
 * scope is granted; an installation that has none yet gets them here, once, even under concurrent calls.
 * Answers null when the installation has ended or no longer grants LEGACY_API: the token's scopes were read
 * when the request began, and an access change or uninstall may have taken the scope (and the credentials) since.
 */
export async function restApiCredentials(db: Db, installationId: number, secretKey: string) {
  // the installation as it is now, live and granting the scope; the update checks it again under the row lock, so
  // a change that took LEGACY_API away and committed first leaves nothing to make the credentials on
  const granted = and(
    eq(installations.id, installationId),
    isNull(installations.uninstalledAt),
    arrayContains(installations.scopes, ['LEGACY_API']),
  );
  const current = async () => {
    const [row] = await db
      .select({ accessKey: installations.legacyAccessKey, sealed: installations.legacySecretKeyEncrypted })
      .from(installations)
      .where(granted);
    return row;
  };
  let row = await current();
  if (row && (!row.accessKey || !row.sealed)) {
    await db
      .update(installations)
      .set({ legacyAccessKey: randomToken(15), legacySecretKeyEncrypted: encryptSecret(randomToken(24), secretKey) })
      .where(and(granted, isNull(installations.legacyAccessKey)));
    row = await current();
  }
  if (!row?.accessKey || !row.sealed) return null;
  return { accessKey: row.accessKey, secretKey: decryptSecret(row.sealed, secretKey) };
}

/** SECRET_KEY rotation: the sealed REST API secret of every installation that has one. */
export function resealLegacyCredentials(tx: Db, reseal: Reseal): Promise<number> {
  return resealColumn(tx, installations, installations.id, installations.legacySecretKeyEncrypted, reseal);
}
