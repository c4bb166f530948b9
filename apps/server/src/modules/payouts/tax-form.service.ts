import { eq } from 'drizzle-orm';
import { countryName, lastFour, taxFormCountry, taxFormTaxId, type TaxFormData, type TaxFormType } from '@appstore/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { taxForms } from '../../db/schema/payouts.ts';
import { resealColumn, type Reseal } from '../../db/reseal-column.ts';
import { ForbiddenError } from '../../lib/errors.ts';
import { decryptSecret, encryptSecret } from '../../lib/crypto.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { audit, canManageOrganization } from '../accounts/viewer.ts';

/** A saved tax form as screens may show it: no identification number beyond its last 4 digits. */
export interface TaxFormPreviewView {
  formType: TaxFormType;
  name: string;
  /** The country of residence's display name ('United States' for a W-9). */
  country: string | null;
  taxIdLast4: string | null;
  signedName: string;
  signedAt: string;
}

export interface SavedTaxForm {
  data: TaxFormData;
  signedName: string;
  signedAt: Date;
}

export async function hasValidTaxForm(db: Db, organizationId: number): Promise<boolean> {
  const [row] = await db.select({ id: taxForms.organizationId }).from(taxForms).where(eq(taxForms.organizationId, organizationId));
  return Boolean(row);
}

/** The organisation's saved form in clear, for the tax form page only; null when none is saved. */
export async function findTaxForm(db: Db, config: Config, organizationId: number): Promise<SavedTaxForm | null> {
  const [row] = await db.select().from(taxForms).where(eq(taxForms.organizationId, organizationId));
  if (!row) return null;
  // stored only after passing taxFormSchema, so it has that schema's output shape
  const data = JSON.parse(decryptSecret(row.dataEncrypted, config.secretKey)) as TaxFormData;
  return { data, signedName: row.signedName, signedAt: row.signedAt };
}

export function toTaxFormPreview(form: SavedTaxForm): TaxFormPreviewView {
  const taxId = taxFormTaxId(form.data);
  return {
    formType: form.data.formType,
    name: form.data.name,
    country: countryName(taxFormCountry(form.data)),
    taxIdLast4: taxId ? lastFour(taxId) : null,
    signedName: form.signedName,
    signedAt: form.signedAt.toISOString(),
  };
}

export async function getTaxFormPreview(db: Db, config: Config, organizationId: number): Promise<TaxFormPreviewView | null> {
  const form = await findTaxForm(db, config, organizationId);
  return form ? toTaxFormPreview(form) : null;
}

/** Only those who may change the payout settings may sign the tax form (account owners and staff). */
export function canSignTaxForm(viewer: Viewer): boolean {
  return canManageOrganization(viewer);
}

/** Stores a validated form for the viewer's organisation, replacing any earlier one; signed now. */
export async function saveTaxForm(db: Db, config: Config, viewer: Viewer, data: TaxFormData): Promise<void> {
  if (!canSignTaxForm(viewer)) throw new ForbiddenError('Only the account owner can sign the tax form');
  const organizationId = viewer.organization.id;
  const previous = await hasValidTaxForm(db, organizationId);
  await writeTaxForm(db, config.secretKey, organizationId, data, new Date());
  await audit(
    db,
    viewer,
    previous ? 'tax_form.update' : 'tax_form.create',
    { type: 'organization', id: organizationId },
    { formType: data.formType },
  );
}

/** Stores a validated form (from `taxFormSchema`) encrypted as a whole, replacing any earlier one; also used by the seed. */
export async function writeTaxForm(db: Db, secretKey: string, organizationId: number, data: TaxFormData, signedAt: Date) {
  const values = {
    formType: data.formType,
    dataEncrypted: encryptSecret(JSON.stringify(data), secretKey),
    signedName: data.signatureName,
    signedAt,
  };
  await db
    .insert(taxForms)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: taxForms.organizationId, set: { ...values, updatedAt: new Date() } });
}

/** SECRET_KEY rotation: every organisation's sealed tax form. */
export function resealTaxForms(tx: Db, reseal: Reseal): Promise<number> {
  return resealColumn(tx, taxForms, taxForms.organizationId, taxForms.dataEncrypted, reseal);
}
