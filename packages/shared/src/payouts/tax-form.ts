import { z } from 'zod';
import { isCountryCode } from '../countries/countries.ts';
import { optionalPayoutText, requiredPayoutText } from './text-fields.ts';

export const TAX_FORM_TYPES = ['W9', 'W8BEN'] as const;
export type TaxFormType = (typeof TAX_FORM_TYPES)[number];

export const TAX_FORM_LABELS: Record<TaxFormType, string> = {
  W9: 'W-9 (US persons)',
  W8BEN: 'W-8BEN (non-US individuals)',
};

/** W-9 line 3a, in the form's order. */
export const TAX_CLASSIFICATIONS = [
  { value: 'INDIVIDUAL', label: 'Individual/sole proprietor' },
  { value: 'C_CORPORATION', label: 'C corporation' },
  { value: 'S_CORPORATION', label: 'S corporation' },
  { value: 'PARTNERSHIP', label: 'Partnership' },
  { value: 'TRUST_ESTATE', label: 'Trust/estate' },
  { value: 'LLC', label: 'LLC' },
  { value: 'OTHER', label: 'Other' },
] as const;
const CLASSIFICATION_VALUES = TAX_CLASSIFICATIONS.map((c) => c.value) as [string, ...string[]];

export const TIN_TYPES = ['SSN', 'EIN'] as const;

/** USPS codes of the states, DC, the territories and the armed forces' post offices: what a W-9 address may use. */
const US_STATE_CODES = new Set(
  (
    'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD ' +
    'TN TX UT VT VA WA WV WI WY DC AS GU MP PR VI AA AE AP'
  ).split(' '),
);

const required = requiredPayoutText;
// Formats are piped after `required`, so that each field answers with one message (an empty field is not
// also 'wrong format'). `abort: true` would do that too, but would also hold back the foreign TIN rule.
const optional = optionalPayoutText;

/** An HTML checkbox sends 'on' when ticked and nothing otherwise; the API may send a boolean. */
const checkbox = z.preprocess((v) => v === true || v === 'on' || v === 'true', z.boolean());
const ticked = (message: string) => z.preprocess((v) => v === true || v === 'on' || v === 'true', z.literal(true, message));

const NINE_DIGITS = /^\d{9}$/;
/** Dashes and spaces are how people write SSNs and EINs ('123-45-6789', '12-3456789'); only the digits are kept. */
const digitsOnly = (v: string) => v.replace(/[\s-]/g, '');

const nonUsCountry = (message: string) =>
  required(message)
    .toUpperCase()
    .pipe(
      z
        .string()
        .refine(isCountryCode, message)
        .refine((c) => c !== 'US', 'A US person fills out the W-9 instead of the W-8BEN'),
    );

const CERTIFY_MESSAGE = 'You have to certify that the information is correct';
const SIGNATURE_MESSAGE = 'Type your full name to sign the form';

export const w9Schema = z.object({
  formType: z.literal('W9'),
  name: required('Enter the name shown on your income tax return'),
  businessName: optional,
  taxClassification: z.enum(CLASSIFICATION_VALUES, 'Select the federal tax classification'),
  address: required('Enter the address (number, street, and apt. or suite no.)'),
  city: required('Enter the city'),
  state: required('Enter the state')
    .toUpperCase()
    .pipe(z.string().refine((v) => US_STATE_CODES.has(v), 'Enter the state as its 2-letter code, e.g. NY')),
  zip: required('Enter the ZIP code').pipe(z.string().regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code (or ZIP+4)')),
  tinType: z.enum(TIN_TYPES, 'Select SSN or EIN'),
  tin: required('Enter your taxpayer identification number')
    .transform(digitsOnly)
    .pipe(z.string().regex(NINE_DIGITS, 'The taxpayer identification number has 9 digits')),
  certify: ticked(CERTIFY_MESSAGE),
  signatureName: required(SIGNATURE_MESSAGE),
});

const today = () => new Date().toISOString().slice(0, 10);
/** '1985-02-30' matches the pattern but is no day: JavaScript would roll it over into March. */
const isCalendarDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
};

export const w8benSchema = z
  .object({
    formType: z.literal('W8BEN'),
    name: required('Enter the name of the individual who is the beneficial owner'),
    citizenshipCountry: nonUsCountry('Select the country of citizenship'),
    address: required('Enter the permanent residence address (street, apt. or suite no.)'),
    city: required('Enter the city or town, state or province, and postal code'),
    country: nonUsCountry('Select the country of permanent residence'),
    mailingAddress: optional,
    usTin: optional.refine((v) => v === null || NINE_DIGITS.test(digitsOnly(v)), 'A US taxpayer identification number has 9 digits'),
    foreignTin: optional,
    foreignTinNotRequired: checkbox,
    dateOfBirth: required('Enter your date of birth')
      .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter your date of birth as YYYY-MM-DD'))
      .pipe(z.string().refine((v) => isCalendarDate(v) && v >= '1900-01-01' && v < today(), 'Enter a valid date of birth')),
    treatyCountry: optional
      .refine((v) => v === null || isCountryCode(v.toUpperCase()), 'Select the treaty country')
      .transform((v) => v?.toUpperCase() ?? null),
    certify: ticked(CERTIFY_MESSAGE),
    signatureName: required(SIGNATURE_MESSAGE),
  })
  .refine((v) => Boolean(v.foreignTin) || v.foreignTinNotRequired === true, {
    path: ['foreignTin'],
    message: "Enter your foreign tax identifying number or tick 'not legally required'",
    // shown together with the other fields' messages, not only once they are all right
    when: () => true,
  })
  .transform((v) => ({
    ...v,
    usTin: v.usTin && digitsOnly(v.usTin),
    // a number given together with the box ticked: the number wins
    foreignTinNotRequired: v.foreignTin ? false : v.foreignTinNotRequired,
  }));

/** The tax form of the portal's tax form page: a W-9 for US persons, a W-8BEN for other individuals. */
export const taxFormSchema = z.discriminatedUnion('formType', [w9Schema, w8benSchema], { error: 'Select the W-9 or the W-8BEN' });

export type W9Data = z.output<typeof w9Schema>;
export type W8benData = z.output<typeof w8benSchema>;
export type TaxFormData = z.output<typeof taxFormSchema>;

/** The identification number a preview shows the last 4 digits of: the US one when there is one. */
export function taxFormTaxId(data: TaxFormData): string | null {
  return data.formType === 'W9' ? data.tin : data.usTin || data.foreignTin || null;
}

/** The country the form's owner resides in (ISO alpha-2). */
export function taxFormCountry(data: TaxFormData): string {
  return data.formType === 'W9' ? 'US' : data.country;
}
