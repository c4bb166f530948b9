import { eq } from 'drizzle-orm';
import {
  isMaskedSecret,
  maskSecret,
  payoutSettingsFromInput,
  payoutSettingsSchema,
  type PaymentType,
  type PayoutSettingsInput,
  type PayoutSettingsValues,
} from '@appstore/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { payoutSettings } from '../../db/schema/payouts.ts';
import { resealColumn, type Reseal } from '../../db/reseal-column.ts';
import { ForbiddenError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { decryptSecret, encryptSecret } from '../../lib/crypto.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { audit, canManageOrganization } from '../accounts/viewer.ts';

type PayoutSettingsRow = typeof payoutSettings.$inferSelect;

/** What the portal sees: the bank numbers masked ('•••• 1234'), never in clear. */
export interface PayoutSettingsView {
  payableTo: string;
  payoutContactEmail: string;
  payoutContactPhoneNumber: string;
  paymentType: PaymentType;
  paymentTerms: string | null;
  currencyCode: string;
  usResident: boolean;
  bankName: string;
  bankAccountNumber: string;
  iban: string | null;
  swift: string | null;
  bankId: string | null;
  branchId: string | null;
  abaRouting: string | null;
}

/** The fields stored as AES-GCM ciphertext, with the column each lives in. */
const SECRET_FIELDS = [
  ['bankAccountNumber', 'bankAccountNumberEncrypted'],
  ['iban', 'ibanEncrypted'],
  ['abaRouting', 'abaRoutingEncrypted'],
] as const;

async function findRow(db: Db, organizationId: number): Promise<PayoutSettingsRow | undefined> {
  const [row] = await db.select().from(payoutSettings).where(eq(payoutSettings.organizationId, organizationId));
  return row;
}

function toView(row: PayoutSettingsRow, secretKey: string): PayoutSettingsView {
  const masked = (sealed: string | null) => (sealed ? maskSecret(decryptSecret(sealed, secretKey)) : null);
  return {
    payableTo: row.payableTo,
    payoutContactEmail: row.payoutContactEmail,
    payoutContactPhoneNumber: row.payoutContactPhoneNumber,
    paymentType: row.paymentType,
    paymentTerms: row.paymentTerms,
    currencyCode: row.currencyCode,
    usResident: row.usResident,
    bankName: row.bankName,
    bankAccountNumber: masked(row.bankAccountNumberEncrypted) ?? '',
    iban: masked(row.ibanEncrypted),
    swift: row.swift,
    bankId: row.bankId,
    branchId: row.branchId,
    abaRouting: masked(row.abaRoutingEncrypted),
  };
}

/** The organisation's payout settings, bank numbers masked; null when none are saved. */
export async function getPayoutSettingsView(db: Db, config: Config, organizationId: number): Promise<PayoutSettingsView | null> {
  const row = await findRow(db, organizationId);
  return row ? toView(row, config.secretKey) : null;
}

/**
 * Saved settings that still pass today's rules (they may have been saved under older ones). The encrypted
 * numbers are checked for presence only: their rules were applied in clear when they were saved.
 */
export async function hasValidPayoutSettings(db: Db, organizationId: number): Promise<boolean> {
  const row = await findRow(db, organizationId);
  return row ? isValidRow(row) : false;
}

/** A stored row still passes the shared rules (they may have tightened since it was saved). */
function isValidRow(row: PayoutSettingsRow): boolean {
  const present = (sealed: string | null) => (sealed ? 'x' : null);
  return payoutSettingsSchema.safeParse({
    ...row,
    usResident: String(row.usResident),
    bankAccountNumber: present(row.bankAccountNumberEncrypted),
    iban: present(row.ibanEncrypted),
    abaRouting: present(row.abaRoutingEncrypted),
  }).success;
}

/** Validity and the masked view from one read, for the payout status every portal page asks for. */
export async function getPayoutSettingsState(
  db: Db,
  config: Config,
  organizationId: number,
): Promise<{ valid: boolean; view: PayoutSettingsView | null }> {
  const row = await findRow(db, organizationId);
  return row ? { valid: isValidRow(row), view: toView(row, config.secretKey) } : { valid: false, view: null };
}

export async function getOwnPayoutSettings(db: Db, config: Config, viewer: Viewer): Promise<PayoutSettingsView | null> {
  return getPayoutSettingsView(db, config, viewer.organization.id);
}

/**
 * Saves the viewer's organisation's payout settings (account owners and staff, as for the organisation itself).
 * A bank number sent back exactly as it was shown (masked) keeps the stored one.
 */
export async function updateOwnPayoutSettings(
  db: Db,
  config: Config,
  viewer: Viewer,
  input: PayoutSettingsInput,
): Promise<PayoutSettingsView> {
  if (!canManageOrganization(viewer)) throw new ForbiddenError('Only the account owner can change the payout settings');
  const organizationId = viewer.organization.id;
  const current = await findRow(db, organizationId);
  const flat = payoutSettingsFromInput(input);
  const stored = current ? toPlainSecrets(current, config.secretKey) : null;
  for (const [field] of SECRET_FIELDS) {
    const sent = flat[field];
    if (typeof sent !== 'string' || !isMaskedSecret(sent.trim())) continue;
    const kept = stored?.[field];
    // a mask of anything else (or of nothing) is not a number: the field is as good as empty, so its
    // required message is what the user sees
    flat[field] = kept && maskSecret(kept) === sent.trim() ? kept : '';
  }
  const values = parseInput(payoutSettingsSchema, flat);
  await writePayoutSettings(db, config.secretKey, organizationId, values);
  await audit(
    db,
    viewer,
    current ? 'payout_settings.update' : 'payout_settings.create',
    { type: 'organization', id: organizationId },
    {
      usResident: values.usResident,
      paymentType: values.paymentType,
      changedBankNumbers: SECRET_FIELDS.filter(([f]) => (stored?.[f] ?? null) !== values[f]).map(([f]) => f),
    },
  );
  return toView((await findRow(db, organizationId))!, config.secretKey);
}

/** Stores validated settings (from `payoutSettingsSchema`), the bank numbers encrypted; also used by the seed. */
export async function writePayoutSettings(db: Db, secretKey: string, organizationId: number, values: PayoutSettingsValues) {
  const data = toRow(values, secretKey);
  await db
    .insert(payoutSettings)
    .values({ organizationId, ...data })
    .onConflictDoUpdate({ target: payoutSettings.organizationId, set: { ...data, updatedAt: new Date() } });
}

function toPlainSecrets(row: PayoutSettingsRow, secretKey: string) {
  const open = (sealed: string | null) => (sealed ? decryptSecret(sealed, secretKey) : null);
  return {
    bankAccountNumber: open(row.bankAccountNumberEncrypted),
    iban: open(row.ibanEncrypted),
    abaRouting: open(row.abaRoutingEncrypted),
  };
}

function toRow(v: PayoutSettingsValues, secretKey: string) {
  const seal = (plain: string | null) => (plain ? encryptSecret(plain, secretKey) : null);
  return {
    payableTo: v.payableTo,
    payoutContactEmail: v.payoutContactEmail,
    payoutContactPhoneNumber: v.payoutContactPhoneNumber,
    paymentType: v.paymentType,
    paymentTerms: v.paymentTerms,
    currencyCode: v.currencyCode,
    usResident: v.usResident,
    bankName: v.bankName,
    bankAccountNumberEncrypted: encryptSecret(v.bankAccountNumber, secretKey),
    ibanEncrypted: seal(v.iban),
    swift: v.swift,
    bankId: v.bankId,
    branchId: v.branchId,
    abaRoutingEncrypted: seal(v.abaRouting),
  };
}

/** SECRET_KEY rotation: every organisation's sealed bank numbers. */
export async function resealPayoutSettings(tx: Db, reseal: Reseal): Promise<number> {
  const key = payoutSettings.organizationId;
  return (
    (await resealColumn(tx, payoutSettings, key, payoutSettings.bankAccountNumberEncrypted, reseal)) +
    (await resealColumn(tx, payoutSettings, key, payoutSettings.ibanEncrypted, reseal)) +
    (await resealColumn(tx, payoutSettings, key, payoutSettings.abaRoutingEncrypted, reseal))
  );
}
