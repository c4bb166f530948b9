import { describe, expect, it } from 'vitest';
import { taxFormCountry, taxFormSchema, taxFormTaxId } from './tax-form.ts';

const w9 = {
  formType: 'W9',
  name: 'Jane Doe',
  businessName: '',
  taxClassification: 'INDIVIDUAL',
  address: '1 Main St, Apt 2',
  city: 'Springfield',
  state: 'il',
  zip: '62701',
  tinType: 'SSN',
  tin: '123-45-6789',
  certify: 'on',
  signatureName: 'Jane Doe',
};

const w8ben = {
  formType: 'W8BEN',
  name: 'Jón Jónsson',
  citizenshipCountry: 'is',
  address: 'Laugavegur 1',
  city: '101 Reykjavík',
  country: 'IS',
  mailingAddress: '',
  usTin: '',
  foreignTin: '1203894569',
  dateOfBirth: '1985-03-12',
  treatyCountry: '',
  certify: 'on',
  signatureName: 'Jón Jónsson',
};

const messages = (input: unknown) => {
  const r = taxFormSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('taxFormSchema', () => {
  it('accepts a W-9, keeping only the digits of the TIN', () => {
    const r = taxFormSchema.parse(w9);
    expect(r).toMatchObject({ formType: 'W9', state: 'IL', tin: '123456789', businessName: null, certify: true });
    expect(taxFormTaxId(r)).toBe('123456789');
    expect(taxFormCountry(r)).toBe('US');
  });

  it('accepts a W-8BEN with country codes in any case', () => {
    const r = taxFormSchema.parse(w8ben);
    expect(r).toMatchObject({
      formType: 'W8BEN',
      citizenshipCountry: 'IS',
      usTin: null,
      treatyCountry: null,
      foreignTinNotRequired: false,
    });
    expect(taxFormTaxId(r)).toBe('1203894569');
    expect(taxFormCountry(r)).toBe('IS');
    expect(taxFormTaxId(taxFormSchema.parse({ ...w8ben, usTin: '912-34-5678' }))).toBe('912345678');
  });

  it('asks for the form type', () => {
    expect(messages({ ...w9, formType: 'W8BENE' })).toEqual(['formType: Select the W-9 or the W-8BEN']);
    expect(messages({})).toEqual(['formType: Select the W-9 or the W-8BEN']);
  });

  it('gives a message for each missing W-9 field', () => {
    expect(messages({ formType: 'W9' })).toEqual([
      'name: Enter the name shown on your income tax return',
      'taxClassification: Select the federal tax classification',
      'address: Enter the address (number, street, and apt. or suite no.)',
      'city: Enter the city',
      'state: Enter the state',
      'zip: Enter the ZIP code',
      'tinType: Select SSN or EIN',
      'tin: Enter your taxpayer identification number',
      'certify: You have to certify that the information is correct',
      'signatureName: Type your full name to sign the form',
    ]);
  });

  it('answers an empty field with its required message only', () => {
    const empty = Object.fromEntries(Object.keys(w9).map((k) => [k, k === 'formType' ? 'W9' : '']));
    expect(messages(empty)).toEqual(messages({ formType: 'W9' }));
    const emptyW8 = Object.fromEntries(Object.keys(w8ben).map((k) => [k, k === 'formType' ? 'W8BEN' : '']));
    expect(messages(emptyW8)).toEqual(messages({ formType: 'W8BEN' }));
  });

  it('checks the W-9 formats', () => {
    expect(messages({ ...w9, tin: '12345678' })).toEqual(['tin: The taxpayer identification number has 9 digits']);
    expect(messages({ ...w9, tin: '12345678a' })).toEqual(['tin: The taxpayer identification number has 9 digits']);
    expect(messages({ ...w9, zip: '1234' })).toEqual(['zip: Enter a 5-digit ZIP code (or ZIP+4)']);
    expect(messages({ ...w9, zip: '62701-1234' })).toEqual([]);
    expect(messages({ ...w9, state: 'Illinois' })).toEqual(['state: Enter the state as its 2-letter code, e.g. NY']);
    expect(messages({ ...w9, state: 'zz' })).toEqual(['state: Enter the state as its 2-letter code, e.g. NY']);
    expect(messages({ ...w9, tinType: 'ITIN' })).toEqual(['tinType: Select SSN or EIN']);
    expect(messages({ ...w9, taxClassification: 'LLC' })).toEqual([]);
    expect(messages({ ...w9, certify: undefined })).toEqual(['certify: You have to certify that the information is correct']);
    expect(messages({ ...w9, certify: true })).toEqual([]);
  });

  it('gives a message for each missing W-8BEN field', () => {
    expect(messages({ formType: 'W8BEN' })).toEqual([
      'name: Enter the name of the individual who is the beneficial owner',
      'citizenshipCountry: Select the country of citizenship',
      'address: Enter the permanent residence address (street, apt. or suite no.)',
      'city: Enter the city or town, state or province, and postal code',
      'country: Select the country of permanent residence',
      'dateOfBirth: Enter your date of birth',
      'certify: You have to certify that the information is correct',
      'signatureName: Type your full name to sign the form',
      "foreignTin: Enter your foreign tax identifying number or tick 'not legally required'",
    ]);
  });

  it('needs a foreign TIN or the "not legally required" box', () => {
    const message = "foreignTin: Enter your foreign tax identifying number or tick 'not legally required'";
    expect(messages({ ...w8ben, foreignTin: ' ' })).toEqual([message]);
    expect(messages({ ...w8ben, foreignTin: '', foreignTinNotRequired: 'on' })).toEqual([]);
    expect(taxFormSchema.parse({ ...w8ben, foreignTinNotRequired: 'on' })).toMatchObject({
      foreignTinNotRequired: false,
      foreignTin: '1203894569',
    });
  });

  it('refuses US persons and unknown countries on the W-8BEN', () => {
    expect(messages({ ...w8ben, country: 'US' })).toEqual(['country: A US person fills out the W-9 instead of the W-8BEN']);
    expect(messages({ ...w8ben, citizenshipCountry: 'us' })).toEqual([
      'citizenshipCountry: A US person fills out the W-9 instead of the W-8BEN',
    ]);
    expect(messages({ ...w8ben, country: 'XX' })).toEqual(['country: Select the country of permanent residence']);
    expect(messages({ ...w8ben, treatyCountry: 'XX' })).toEqual(['treatyCountry: Select the treaty country']);
    expect(taxFormSchema.parse({ ...w8ben, treatyCountry: 'is' })).toMatchObject({ treatyCountry: 'IS' });
  });

  it('checks the date of birth and the optional US TIN', () => {
    expect(messages({ ...w8ben, dateOfBirth: '12.03.1985' })).toEqual(['dateOfBirth: Enter your date of birth as YYYY-MM-DD']);
    expect(messages({ ...w8ben, dateOfBirth: '1985-02-30' })).toEqual(['dateOfBirth: Enter a valid date of birth']);
    expect(messages({ ...w8ben, dateOfBirth: '2999-01-01' })).toEqual(['dateOfBirth: Enter a valid date of birth']);
    expect(messages({ ...w8ben, usTin: '1234' })).toEqual(['usTin: A US taxpayer identification number has 9 digits']);
  });

  it('limits text to 255 characters', () => {
    const long = 'x'.repeat(256);
    expect(messages({ ...w9, name: long, businessName: long, address: long, signatureName: long })).toEqual([
      'name: Max 255 chars',
      'businessName: Max 255 chars',
      'address: Max 255 chars',
      'signatureName: Max 255 chars',
    ]);
    expect(messages({ ...w8ben, mailingAddress: long, foreignTin: long })).toEqual([
      'mailingAddress: Max 255 chars',
      'foreignTin: Max 255 chars',
    ]);
    expect(messages({ ...w9, name: 'x'.repeat(255) })).toEqual([]);
  });
});
