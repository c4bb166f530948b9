import { boolean, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz, updatedAt } from './common.ts';
import { paymentType, payoutStatus, taxFormType } from './enums.ts';
import { organizations } from './organizations.ts';
import { users } from './accounts.ts';
import { files } from './files.ts';

export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    status: payoutStatus('status').notNull().default('REQUESTED'),
    reason: text('reason'),
    invoiceFileId: integer('invoice_file_id').references(() => files.id),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: tstz('decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // one request per period, even under concurrent submits
    uniqueIndex('payouts_org_period_key').on(t.organizationId, t.periodFrom),
    index('payouts_status_idx').on(t.status, t.createdAt),
  ],
);

/** Bank numbers are AES-GCM ciphertext under SECRET_KEY; screens show the last 4 characters only. */
export const payoutSettings = pgTable('payout_settings', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  payableTo: text('payable_to').notNull(),
  payoutContactEmail: text('payout_contact_email').notNull(),
  payoutContactPhoneNumber: text('payout_contact_phone_number').notNull(),
  paymentType: paymentType('payment_type').notNull().default('WIRE'),
  paymentTerms: text('payment_terms'),
  currencyCode: text('currency_code').notNull().default('USD'),
  usResident: boolean('us_resident').notNull(),
  bankName: text('bank_name').notNull(),
  bankAccountNumberEncrypted: text('bank_account_number_encrypted').notNull(),
  ibanEncrypted: text('iban_encrypted'),
  swift: text('swift'),
  bankId: text('bank_id'),
  branchId: text('branch_id'),
  abaRoutingEncrypted: text('aba_routing_encrypted'),
  updatedAt: updatedAt(),
});

export const taxForms = pgTable('tax_forms', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  formType: taxFormType('form_type').notNull(),
  /** The form's fields as JSON, encrypted as a whole (it holds tax identification numbers). */
  dataEncrypted: text('data_encrypted').notNull(),
  signedName: text('signed_name').notNull(),
  signedAt: tstz('signed_at').notNull(),
  updatedAt: updatedAt(),
});
