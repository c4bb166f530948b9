import { describe, expect, it } from 'vitest';
import { payoutSettingsSchema } from '@appstore/shared/payouts/payout-settings';
import type { PayoutSettingsFieldsFragment } from '../../gql/graphql';
import { currencyOptions, paymentTypeOptions, payoutSettingsFormValues, payoutSettingsInputFrom } from './payout-settings-values';

const saved: PayoutSettingsFieldsFragment = {
  payableTo: 'Demo Partner ehf.',
  payoutContactEmail: 'finance@demo.example',
  payoutContactPhoneNumber: '+354 555 0101',
  paymentType: 'SEPA',
  paymentTerms: null,
  currencyCode: 'EUR',
  usResident: false,
  bankName: 'Landsbankinn',
  bankAccountNumber: '•••• 3456',
  abaRouting: null,
  swift: 'NBIIISRE',
  iban: '•••• 0339',
  bankId: '0101',
  branchId: null,
};

describe('payoutSettingsFormValues', () => {
  it('starts a new form with WIRE, USD and the residency unanswered', () => {
    expect(payoutSettingsFormValues(null)).toMatchObject({ paymentType: 'WIRE', currencyCode: 'USD', usResident: '', bankName: '' });
  });

  it('reads saved settings with empty texts for nulls and the residency as text', () => {
    expect(payoutSettingsFormValues(saved)).toMatchObject({ usResident: 'false', paymentTerms: '', branchId: '', iban: '•••• 0339' });
  });
});

describe('payoutSettingsInputFrom', () => {
  it('sends masked numbers back unchanged, with the non-US bank group only', () => {
    const values = payoutSettingsSchema.parse(payoutSettingsFormValues(saved));
    const input = payoutSettingsInputFrom(values);
    expect(input).toMatchObject({ isUsResident: false, bankAccountNumber: '•••• 3456', currencyCode: 'EUR' });
    expect(input.nonUSBankInput).toEqual({ swift: 'NBIIISRE', iban: '•••• 0339', branchId: null, bankId: '0101' });
    expect(input.usBankInput).toBeUndefined();
  });

  it('sends the ABA/Routing number only for a US resident', () => {
    const values = payoutSettingsSchema.parse({
      ...payoutSettingsFormValues(saved),
      usResident: 'true',
      paymentType: 'ACH',
      abaRouting: '021000021',
    });
    const input = payoutSettingsInputFrom(values);
    expect(input.usBankInput).toEqual({ abaRouting: '021000021' });
    expect(input.nonUSBankInput).toBeUndefined();
  });
});

describe('paymentTypeOptions', () => {
  it('offers what the residency allows, and everything before it is answered', () => {
    expect(paymentTypeOptions('true').map((o) => o.value)).toEqual(['WIRE', 'ACH']);
    expect(paymentTypeOptions('false').map((o) => o.value)).toEqual(['WIRE', 'SEPA', 'ACHGIRO']);
    expect(paymentTypeOptions('')).toHaveLength(4);
  });
});

describe('currencyOptions', () => {
  it('falls back to ISK and USD when the server has no currencies', () => {
    expect(currencyOptions([], 'USD').map((o) => o.value)).toEqual(['ISK', 'USD']);
    expect(currencyOptions(null, 'USD').map((o) => o.value)).toEqual(['ISK', 'USD']);
  });

  it('keeps the saved currency even when the list no longer has it', () => {
    expect(currencyOptions([{ label: 'US dollar', value: 'USD' }], 'EUR').map((o) => o.value)).toEqual(['USD', 'EUR']);
  });
});
