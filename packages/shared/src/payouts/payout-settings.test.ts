import { describe, expect, it } from 'vitest';
import {
  isMaskedSecret,
  lastFour,
  maskSecret,
  payoutSettingsFromInput,
  payoutSettingsSchema,
  payoutSettingsToInput,
  paymentTypesFor,
  type PayoutSettingsForm,
} from './payout-settings.ts';
import { payoutTaskCount } from './invoice.ts';

const nonUs: PayoutSettingsForm = {
  payableTo: 'Demo Partner ehf.',
  payoutContactEmail: 'finance@demo.example',
  payoutContactPhoneNumber: '+354 555 0101',
  paymentType: 'SEPA',
  paymentTerms: '',
  currencyCode: 'usd',
  usResident: 'false',
  bankName: 'Landsbankinn',
  bankAccountNumber: '0101-26-123456',
  swift: 'NBIIISRE',
  iban: 'IS140159260076545510730339',
  bankId: '0101',
  branchId: '',
  abaRouting: '',
};

const messages = (input: unknown) =>
  Object.fromEntries(payoutSettingsSchema.safeParse(input).error!.issues.map((i) => [i.path.join('.'), i.message]));

describe('payoutSettingsSchema', () => {
  it('accepts non-US settings, upper-cases the currency and keeps only the non-US bank group', () => {
    const parsed = payoutSettingsSchema.parse({ ...nonUs, abaRouting: '021000021' });
    expect(parsed).toMatchObject({
      usResident: false,
      currencyCode: 'USD',
      paymentTerms: null,
      branchId: null,
      abaRouting: null,
      swift: 'NBIIISRE',
    });
  });

  it('gives the spec messages for every missing field of a non-US resident', () => {
    expect(messages({ usResident: 'false' })).toEqual({
      payableTo: 'You have to enter the name of the payment receiver',
      payoutContactEmail: 'You have to enter a valid e-mail address',
      payoutContactPhoneNumber: 'You have to enter a contact phone number',
      paymentType: 'Select the type of payment',
      bankName: 'You have to enter the name of the bank',
      bankAccountNumber: 'You have to enter the bank account number',
      bankId: 'Fill out the ID number of your bank',
      swift: 'Fill out the swift code from your bank',
      iban: 'Fill out the IBAN number of your bank account',
    });
  });

  it('asks US residents for the ABA/Routing number only, and whether they are residents at all', () => {
    const us = { ...nonUs, usResident: 'true', paymentType: 'ACH', swift: '', iban: '', bankId: '' };
    expect(messages(us)).toEqual({ abaRouting: 'Fill out the ABA/Routing number of your bank account' });
    expect(messages({ ...nonUs, usResident: '' })).toMatchObject({ usResident: 'Please fill in if you live in the states or not' });
  });

  it('refuses a payment type the residency does not offer, an invalid e-mail and text over 255 characters', () => {
    expect(messages({ ...nonUs, paymentType: 'ACH' })).toEqual({ paymentType: 'Select the type of payment' });
    expect(messages({ ...nonUs, payoutContactEmail: 'not-an-address' })).toEqual({
      payoutContactEmail: 'You have to enter a valid e-mail address',
    });
    expect(messages({ ...nonUs, bankName: 'x'.repeat(256) })).toEqual({ bankName: 'Max 255 chars' });
  });
});

describe('payment types and the GraphQL input', () => {
  it('offers WIRE and ACH to US residents, WIRE, SEPA and ACH/Giro to others', () => {
    expect(paymentTypesFor(true)).toEqual(['WIRE', 'ACH']);
    expect(paymentTypesFor(false)).toEqual(['WIRE', 'SEPA', 'ACHGIRO']);
  });

  it('sends only the residency bank group and reads it back into the same form values', () => {
    const input = payoutSettingsToInput(nonUs);
    expect(input.isUsResident).toBe(false);
    expect(input.usBankInput).toBeUndefined();
    expect(input.nonUSBankInput).toEqual({ swift: 'NBIIISRE', iban: 'IS140159260076545510730339', branchId: '', bankId: '0101' });
    expect(payoutSettingsSchema.parse(payoutSettingsFromInput(input))).toEqual(payoutSettingsSchema.parse(nonUs));
  });
});

describe('payout display helpers', () => {
  it('masks all but the last 4 characters', () => {
    expect(maskSecret('IS140159260076545510730339')).toBe('•••• 0339');
    // a short number would be mostly shown by its last 4: nothing of it is
    expect(maskSecret('A1234')).toBe('••••');
    expect(lastFour('A1234')).toBeNull();
    expect(isMaskedSecret(maskSecret('A1234'))).toBe(true);
  });

  it('counts the Payouts badge tasks: missing settings, missing tax form, unclaimed payout', () => {
    expect(payoutTaskCount({ hasValidPayoutSettings: false, hasValidTaxForm: false, hasUnclaimedPayout: true })).toBe(3);
    expect(payoutTaskCount({ hasValidPayoutSettings: true, hasValidTaxForm: true, hasUnclaimedPayout: false })).toBe(0);
  });
});
