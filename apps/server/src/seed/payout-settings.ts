import { payoutSettingsSchema, taxFormSchema } from '@appstore/shared';
import type { Db } from '../db/client.ts';
import { writePayoutSettings } from '../modules/payouts/payout-settings.service.ts';
import { writeTaxForm } from '../modules/payouts/tax-form.service.ts';

/**
 * ARCHITECTURE §4: Demo Partner can claim its payout at once, so it has valid payout settings (an Icelandic
 * bank, not US) and a signed W-8BEN; Fresh Partner has neither. Parsed with the shared rules, so the seed
 * cannot drift from what the forms accept.
 */
export async function seedPayoutSettingsAndTaxForm(db: Db, secretKey: string, demoPartnerId: number, now: Date) {
  const settings = payoutSettingsSchema.parse({
    payableTo: 'Demo Partner ehf.',
    payoutContactEmail: 'finance@demo-partner.example',
    payoutContactPhoneNumber: '+354 555 0100',
    paymentType: 'WIRE',
    paymentTerms: 'Net 30',
    currencyCode: 'USD',
    usResident: 'false',
    bankName: 'Landsbankinn hf.',
    bankAccountNumber: '0111-26-123456',
    iban: 'IS140111260123456412345678',
    swift: 'NBIIISRE',
    bankId: '0111',
    branchId: '0111',
  });
  await writePayoutSettings(db, secretKey, demoPartnerId, settings);

  const taxForm = taxFormSchema.parse({
    formType: 'W8BEN',
    name: 'Olivia Owner',
    citizenshipCountry: 'IS',
    address: 'Laugavegur 1',
    city: '101 Reykjavík',
    country: 'IS',
    foreignTin: '1203894569',
    dateOfBirth: '1985-03-12',
    treatyCountry: 'IS',
    certify: true,
    signatureName: 'Olivia Owner',
  });
  // signed a little before the seed ran, as a real form would have been
  await writeTaxForm(db, secretKey, demoPartnerId, taxForm, new Date(now.getTime() - 30 * 86_400_000));
}
