import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, getTableColumns, getTableName, is } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { apps, installations, jobs, payoutSettings, platformSettings, taxForms, vendors } from '../../src/db/schema/index.ts';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../src/db/schema/index.ts';
import { checkSecretKey, secretKeyFingerprint, SecretKeyMismatchError, secretKeyStillMatches } from '../../src/db/secret-key-check.ts';
import { decryptSecret, encryptSecret } from '../../src/lib/crypto.ts';
import { findAnySealedAppSecret } from '../../src/modules/apps/apps.queries.ts';
import { MAIL_QUEUE, queueMail } from '../../src/modules/mail/outbox.ts';
import { rotateSecretKey, SecretKeyRotationError } from '../../src/secret-key-rotation.ts';
import { createListedApp, createOrganization } from '../fixtures.ts';
import { createTestDatabase } from '../harness.ts';

const OLD = 'o'.repeat(32) + '-the-key-in-use';
const NEW = 'n'.repeat(32) + '-the-new-key';
const OTHER = 'x'.repeat(32) + '-neither';
// more installations than one re-sealing batch (500), so a rotation that stopped after the first would show
const INSTALLATIONS = 1_100;

/** Every sealed value of the database, opened under `key` (throws if any does not open). */
async function openAll(database: Database, key: string) {
  const db = database.db;
  const open = (s: string | null) => (s === null ? null : decryptSecret(s, key));
  return {
    apps: (await db.select({ id: apps.id, s: apps.secretKeyEncrypted }).from(apps).orderBy(apps.id)).map((r) => [r.id, open(r.s)]),
    installations: (
      await db.select({ id: installations.id, s: installations.legacySecretKeyEncrypted }).from(installations).orderBy(installations.id)
    ).map((r) => [r.id, open(r.s)]),
    payoutSettings: (await db.select().from(payoutSettings).orderBy(payoutSettings.organizationId)).map((r) => [
      r.organizationId,
      open(r.bankAccountNumberEncrypted),
      open(r.ibanEncrypted),
      open(r.abaRoutingEncrypted),
    ]),
    taxForms: (await db.select().from(taxForms).orderBy(taxForms.organizationId)).map((r) => [r.organizationId, open(r.dataEncrypted)]),
    queuedMail: (await db.select().from(jobs).where(eq(jobs.queue, MAIL_QUEUE)).orderBy(jobs.id)).map((r) => [
      r.id,
      open((r.payload as { sealed: string }).sealed),
    ]),
  };
}

async function sealedSnapshot(database: Database) {
  const db = database.db;
  return {
    apps: await db.select({ s: apps.secretKeyEncrypted }).from(apps).orderBy(apps.id),
    installations: await db.select({ s: installations.legacySecretKeyEncrypted }).from(installations).orderBy(installations.id),
    payoutSettings: await db.select().from(payoutSettings).orderBy(payoutSettings.organizationId),
    taxForms: await db.select().from(taxForms).orderBy(taxForms.organizationId),
    jobs: await db.select().from(jobs).orderBy(jobs.id),
    fingerprint: await db.select().from(platformSettings),
  };
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: unknown) => err as Error,
  );

describe('rotating SECRET_KEY', () => {
  let database: Database;
  let appIds: number[];

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    const orgA = await createOrganization(db, 'Rotate A');
    const orgB = await createOrganization(db, 'Rotate B');
    const { app } = await createListedApp(db, { organizationId: orgA.id, name: 'Sealed One' });
    const { app: deleted } = await createListedApp(db, { organizationId: orgB.id, name: 'Sealed Two', deleted: true });
    appIds = [app.id, deleted.id];
    for (const id of appIds)
      await db
        .update(apps)
        .set({ secretKeyEncrypted: encryptSecret(`sk_${id}`, OLD) })
        .where(eq(apps.id, id));
    const made = await db
      .insert(vendors)
      .values(Array.from({ length: INSTALLATIONS }, (_, i) => ({ name: `Vendor ${i}`, domain: `rotate-vendor-${i}`, country: 'IS' })))
      .returning({ id: vendors.id });
    await db.insert(installations).values(
      made.map((v, i) => ({
        appId: app.id,
        vendorId: v.id,
        // every third installation never asked for the REST API: no credentials, and none are made up
        ...(i % 3 === 0 ? {} : { legacyAccessKey: `ak_${i}`, legacySecretKeyEncrypted: encryptSecret(`legacy_${i}`, OLD) }),
      })),
    );
    const bank = (orgId: number, iban: string | null) => ({
      organizationId: orgId,
      payableTo: 'Payee',
      payoutContactEmail: 'pay@example.com',
      payoutContactPhoneNumber: '+354 555 0000',
      usResident: iban === null,
      bankName: 'Bank',
      bankAccountNumberEncrypted: encryptSecret(`acct_${orgId}`, OLD),
      ibanEncrypted: iban === null ? null : encryptSecret(iban, OLD),
      abaRoutingEncrypted: iban === null ? encryptSecret(`aba_${orgId}`, OLD) : null,
    });
    await db.insert(payoutSettings).values([bank(orgA.id, 'IS140159260076545510730339'), bank(orgB.id, null)]);
    await db.insert(taxForms).values({
      organizationId: orgA.id,
      formType: 'W9',
      dataEncrypted: encryptSecret(JSON.stringify({ taxId: '123-45-6789' }), OLD),
      signedName: 'Signer',
      signedAt: new Date(),
    });
    // mail waiting for SMTP is sealed too (a reset link is a credential)
    await queueMail(
      db,
      OLD,
      ['a', 'b', 'c'].map((n) => ({ to: `${n}@example.com`, subject: `Reset ${n}`, text: `https://x/reset?t=${n}`, html: '' })),
    );
    await checkSecretKey(db, OLD, () => findAnySealedAppSecret(db));
  });
  afterAll(async () => {
    await database?.close();
  });

  it('knows every sealed column of the schema: a new one must be added to the rotation and to this test', () => {
    const sealed = (Object.values(schema) as unknown[])
      .filter((table): table is PgTable => is(table, PgTable))
      .flatMap((table) =>
        Object.values(getTableColumns(table))
          .filter((column) => column.name.endsWith('_encrypted'))
          .map((column) => `${getTableName(table)}.${column.name}`),
      )
      .sort();
    // the columns this test fills and checks after a rotation (openAll); secret-key-rotation.ts re-seals them,
    // and queued e-mails (jobs.payload of the mail queue, outbox.ts)
    expect(sealed).toEqual([
      'apps.secret_key_encrypted',
      'installations.legacy_secret_key_encrypted',
      'payout_settings.aba_routing_encrypted',
      'payout_settings.bank_account_number_encrypted',
      'payout_settings.iban_encrypted',
      'tax_forms.data_encrypted',
    ]);
  });

  it('refuses a database no server has started on (a wrong DATABASE_URL or DATA_DIR), changing nothing', async () => {
    const empty = await createTestDatabase();
    try {
      const refused = await refusal(rotateSecretKey(empty, { oldKey: OLD, newKey: NEW, force: true }));
      expect(refused).toBeInstanceOf(SecretKeyMismatchError);
      expect(refused!.message).toMatch(/^This database has no SECRET_KEY fingerprint: no server of this version has started on it/);
      expect(await empty.db.select().from(platformSettings)).toEqual([]);
    } finally {
      await empty.close();
    }
  });

  it('refuses a wrong current key, and the same key twice, changing nothing', async () => {
    const before = await sealedSnapshot(database);
    const wrong = await refusal(rotateSecretKey(database, { oldKey: OTHER, newKey: NEW, force: true }));
    expect(wrong).toBeInstanceOf(SecretKeyMismatchError);
    expect(wrong!.message).toMatch(/^SECRET_KEY is not the key this database's secrets are sealed with/);
    expect(wrong!.message).not.toContain(OTHER);
    const same = await refusal(rotateSecretKey(database, { oldKey: OLD, newKey: OLD, force: true }));
    expect(same).toBeInstanceOf(SecretKeyRotationError);
    expect(await sealedSnapshot(database)).toEqual(before);
  });

  it('stops at a secret that does not open under the current key, with every row and the fingerprint unchanged', async () => {
    const [last] = await database.db
      .select({ id: installations.id })
      .from(installations)
      .orderBy(installations.id)
      .limit(1)
      .offset(INSTALLATIONS - 1);
    const original = await database.db.select().from(installations).where(eq(installations.id, last!.id));
    await database.db
      .update(installations)
      .set({ legacySecretKeyEncrypted: encryptSecret('sealed by a stranger', OTHER) })
      .where(eq(installations.id, last!.id));
    const before = await sealedSnapshot(database);

    const stopped = await refusal(rotateSecretKey(database, { oldKey: OLD, newKey: NEW, force: true }));
    expect(stopped).toBeInstanceOf(SecretKeyRotationError);
    expect(stopped!.message).toBe('A secret in the database does not open under SECRET_KEY: nothing was changed.');
    expect(stopped!.message).not.toContain(OLD);
    // the app secrets and the first batches were re-sealed before the bad row: the transaction took them back
    expect(await sealedSnapshot(database)).toEqual(before);

    await database.db
      .update(installations)
      .set({ legacySecretKeyEncrypted: original[0]!.legacySecretKeyEncrypted })
      .where(eq(installations.id, last!.id));
  });

  it('re-seals every secret under the new key, the same values, and only a server with the new key starts', async () => {
    const plain = await openAll(database, OLD);
    const report = await rotateSecretKey(database, { oldKey: OLD, newKey: NEW, force: true });
    const withCredentials = INSTALLATIONS - Math.ceil(INSTALLATIONS / 3);
    expect(report.resealed).toEqual([
      { what: 'app secrets', count: 2 },
      { what: 'REST API credentials of installations', count: withCredentials },
      { what: 'bank numbers of payout settings', count: 4 },
      { what: 'tax forms', count: 1 },
      { what: 'queued e-mails', count: 3 },
    ]);
    expect(await openAll(database, NEW)).toEqual(plain);
    expect(plain.installations.filter(([, s]) => s === null)).toHaveLength(INSTALLATIONS - withCredentials);
    await expect(openAll(database, OLD)).rejects.toThrow();

    const [settings] = await database.db.select().from(platformSettings);
    expect(settings!.secretKeyFingerprint).toBe(secretKeyFingerprint(NEW));
    const sample = () => findAnySealedAppSecret(database.db);
    await expect(checkSecretKey(database.db, NEW, sample)).resolves.toBeUndefined();
    await expect(checkSecretKey(database.db, OLD, sample)).rejects.toBeInstanceOf(SecretKeyMismatchError);
    // a process that kept running with the old key learns it at its next check (main.ts stops it)
    expect(await secretKeyStillMatches(database.db, OLD)).toBe(false);
    expect(await secretKeyStillMatches(database.db, NEW)).toBe(true);
  });
});
