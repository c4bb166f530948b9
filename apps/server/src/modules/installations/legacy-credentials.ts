import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { installations } from '../../db/schema/installations.ts';
import { resealColumn, type Reseal } from '../../db/reseal-column.ts';
import { decryptSecret, encryptSecret, randomToken } from '../../lib/crypto.ts';
import { NotFoundError } from '../../lib/errors.ts';

/**
 * The installation's credentials for the old REST API (LEGACY_API). The token exchange makes them when the
 * scope is granted; an installation that has none yet gets them here, once, even under concurrent calls.
 */
export async function restApiCredentials(db: Db, installationId: number, secretKey: string) {
  const current = async () => {
    const [row] = await db
      .select({ accessKey: installations.legacyAccessKey, sealed: installations.legacySecretKeyEncrypted })
      .from(installations)
      .where(eq(installations.id, installationId));
    return row;
  };
  let row = await current();
  if (!row?.accessKey || !row.sealed) {
    await db
      .update(installations)
      .set({ legacyAccessKey: randomToken(15), legacySecretKeyEncrypted: encryptSecret(randomToken(24), secretKey) })
      .where(and(eq(installations.id, installationId), isNull(installations.legacyAccessKey)));
    row = await current();
  }
  if (!row?.accessKey || !row.sealed) throw new NotFoundError('Installation not found');
  return { accessKey: row.accessKey, secretKey: decryptSecret(row.sealed, secretKey) };
}

/** SECRET_KEY rotation: the sealed REST API secret of every installation that has one. */
export function resealLegacyCredentials(tx: Db, reseal: Reseal): Promise<number> {
  return resealColumn(tx, installations, installations.id, installations.legacySecretKeyEncrypted, reseal);
}
