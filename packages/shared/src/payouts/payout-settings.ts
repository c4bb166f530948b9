import { z } from 'zod';
import { PAYMENT_TYPES, type PaymentType } from '../apps/enums.ts';
import { optionalPayoutText, PAYOUT_TEXT_MAX, PAYOUT_TEXT_MAX_MESSAGE, requiredPayoutText } from './text-fields.ts';

/** Spec §3: each payment type with its label and who may choose it. */
export const PAYMENT_TYPE_OPTIONS: readonly { value: PaymentType; label: string; us: boolean; nonUs: boolean }[] = [
  { value: 'WIRE', label: 'Wire transfer', us: true, nonUs: true },
  { value: 'SEPA', label: 'Single Euro Payment (SEPA)', us: false, nonUs: true },
  { value: 'ACHGIRO', label: 'ACH/Giro transfer', us: false, nonUs: true },
  { value: 'ACH', label: 'ACH transfer', us: true, nonUs: false },
];

export function paymentTypesFor(usResident: boolean): PaymentType[] {
  return PAYMENT_TYPE_OPTIONS.filter((o) => (usResident ? o.us : o.nonUs)).map((o) => o.value);
}

/** Spec §3/§9: a new payout setting's payment type. */
export const DEFAULT_PAYMENT_TYPE: PaymentType = 'WIRE';

/** Spec §8: what the payout settings form says after saving. */
export const PAYOUT_SETTINGS_MESSAGES = {
  saved: 'Payout settings saved!',
  failed: 'Something went wrong with updating the payout settings, please try again.',
} as const;

/** Spec §9: the payout currency defaults to USD; ISK and USD are offered when the server's list is empty. */
export const DEFAULT_PAYOUT_CURRENCY = 'USD';
export const FALLBACK_PAYOUT_CURRENCIES = [
  { label: 'ISK', value: 'ISK' },
  { label: 'USD', value: 'USD' },
] as const;

/**
 * Bank and tax numbers are shown masked: the last 4 characters only, and none of a short number (where 4
 * characters would be most of it). A masked value sent back means "unchanged".
 */
export function maskSecret(value: string): string {
  return value.length >= 8 ? `•••• ${value.slice(-4)}` : '••••';
}
/** The last 4 characters of a number long enough to show them, for previews. */
export const lastFour = (value: string) => (value.length >= 8 ? value.slice(-4) : null);
export const isMaskedSecret = (value: string) => value.startsWith('••••');

const max = PAYOUT_TEXT_MAX;
const maxMessage = PAYOUT_TEXT_MAX_MESSAGE;
const required = requiredPayoutText;
const optional = optionalPayoutText;

const US_MESSAGE = 'Please fill in if you live in the states or not';
const PAYMENT_TYPE_MESSAGE = 'Select the type of payment';

/**
 * The payout settings form of spec §2/§5, flat as the form holds it (`usResident` is 'true' or 'false').
 * The server validates the GraphQL input with this same schema after flattening it (see `payoutSettingsFromInput`).
 */
export const payoutSettingsSchema = z
  .object({
    payableTo: required('You have to enter the name of the payment receiver'),
    payoutContactEmail: z
      .string('You have to enter a valid e-mail address')
      .trim()
      .max(max, maxMessage)
      .pipe(z.email('You have to enter a valid e-mail address')),
    payoutContactPhoneNumber: required('You have to enter a contact phone number'),
    paymentType: z.enum(PAYMENT_TYPES, PAYMENT_TYPE_MESSAGE),
    paymentTerms: optional,
    currencyCode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'Select a currency')
      .default(DEFAULT_PAYOUT_CURRENCY),
    usResident: z.enum(['true', 'false'], US_MESSAGE),
    bankName: required('You have to enter the name of the bank'),
    bankAccountNumber: required('You have to enter the bank account number'),
    // residency decides which of these are required (below); the other group is ignored
    swift: optional,
    iban: optional,
    bankId: optional,
    branchId: optional,
    abaRouting: optional,
  })
  // `when`: the residency's bank fields are reported together with the other missing fields, not after them
  .superRefine(
    (v, ctx) => {
      const need = (field: 'swift' | 'iban' | 'bankId' | 'abaRouting', message: string) => {
        if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message });
      };
      if (!v.usResident) return;
      if (v.usResident === 'true') {
        need('abaRouting', 'Fill out the ABA/Routing number of your bank account');
      } else {
        need('bankId', 'Fill out the ID number of your bank');
        need('swift', 'Fill out the swift code from your bank');
        need('iban', 'Fill out the IBAN number of your bank account');
      }
      if (v.paymentType && v.usResident && !paymentTypesFor(v.usResident === 'true').includes(v.paymentType)) {
        ctx.addIssue({ code: 'custom', path: ['paymentType'], message: PAYMENT_TYPE_MESSAGE });
      }
    },
    { when: () => true },
  )
  .transform((v) => {
    const us = v.usResident === 'true';
    return {
      ...v,
      usResident: us,
      // the other residency's bank fields are dropped, so stale numbers are not kept
      swift: us ? null : v.swift,
      iban: us ? null : v.iban,
      bankId: us ? null : v.bankId,
      branchId: us ? null : v.branchId,
      abaRouting: us ? v.abaRouting : null,
    };
  });

export type PayoutSettingsForm = z.input<typeof payoutSettingsSchema>;
export type PayoutSettingsValues = z.output<typeof payoutSettingsSchema>;

/** The GraphQL input of `payoutSettingsUpdate` (spec §3: isUsResident plus nonUSBankInput or usBankInput). */
export interface PayoutSettingsInput {
  payableTo?: string | null;
  payoutContactEmail?: string | null;
  payoutContactPhoneNumber?: string | null;
  paymentType?: string | null;
  paymentTerms?: string | null;
  currencyCode?: string | null;
  bankName?: string | null;
  bankAccountNumber?: string | null;
  isUsResident?: boolean | null;
  nonUSBankInput?: { swift?: string | null; iban?: string | null; branchId?: string | null; bankId?: string | null } | null;
  usBankInput?: { abaRouting?: string | null } | null;
}

/** The form's flat values as the GraphQL input: only the residency's bank group is sent. */
export function payoutSettingsToInput(form: PayoutSettingsForm): PayoutSettingsInput {
  const us = form.usResident === 'true';
  return {
    payableTo: form.payableTo,
    payoutContactEmail: form.payoutContactEmail,
    payoutContactPhoneNumber: form.payoutContactPhoneNumber,
    paymentType: form.paymentType,
    paymentTerms: form.paymentTerms ?? null,
    currencyCode: form.currencyCode ?? DEFAULT_PAYOUT_CURRENCY,
    bankName: form.bankName,
    bankAccountNumber: form.bankAccountNumber,
    isUsResident: form.usResident === 'true' ? true : form.usResident === 'false' ? false : null,
    ...(us
      ? { usBankInput: { abaRouting: form.abaRouting ?? null } }
      : {
          nonUSBankInput: {
            swift: form.swift ?? null,
            iban: form.iban ?? null,
            branchId: form.branchId ?? null,
            bankId: form.bankId ?? null,
          },
        }),
  };
}

/** The GraphQL input flattened into the form's shape, for validation with `payoutSettingsSchema`. */
export function payoutSettingsFromInput(input: PayoutSettingsInput): Record<string, unknown> {
  return {
    payableTo: input.payableTo,
    payoutContactEmail: input.payoutContactEmail,
    payoutContactPhoneNumber: input.payoutContactPhoneNumber,
    paymentType: input.paymentType,
    paymentTerms: input.paymentTerms,
    currencyCode: input.currencyCode ?? undefined,
    bankName: input.bankName,
    bankAccountNumber: input.bankAccountNumber,
    usResident: input.isUsResident == null ? undefined : String(input.isUsResident),
    swift: input.nonUSBankInput?.swift,
    iban: input.nonUSBankInput?.iban,
    bankId: input.nonUSBankInput?.bankId,
    branchId: input.nonUSBankInput?.branchId,
    abaRouting: input.usBankInput?.abaRouting,
  };
}
