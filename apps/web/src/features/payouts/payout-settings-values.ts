import type { PaymentType } from '@appstore/shared/apps/enums';
import {
  DEFAULT_PAYMENT_TYPE,
  DEFAULT_PAYOUT_CURRENCY,
  FALLBACK_PAYOUT_CURRENCIES,
  PAYMENT_TYPE_OPTIONS,
  paymentTypesFor,
  payoutSettingsToInput,
  type PayoutSettingsValues,
} from '@appstore/shared/payouts/payout-settings';
import type { PayoutSettingsFieldsFragment, PayoutSettingsInput } from '../../gql/graphql';

/** The form's own values: texts only ('' for empty), the residency as '' (not answered), 'true' or 'false'. */
export interface PayoutSettingsFormValues {
  payableTo: string;
  payoutContactEmail: string;
  payoutContactPhoneNumber: string;
  paymentType: PaymentType | '';
  paymentTerms: string;
  currencyCode: string;
  usResident: '' | 'true' | 'false';
  bankName: string;
  bankAccountNumber: string;
  abaRouting: string;
  swift: string;
  iban: string;
  bankId: string;
  branchId: string;
}

/** What the form starts from: the saved settings (bank numbers masked), or the spec's defaults (WIRE, USD). */
export function payoutSettingsFormValues(saved: PayoutSettingsFieldsFragment | null | undefined): PayoutSettingsFormValues {
  return {
    payableTo: saved?.payableTo ?? '',
    payoutContactEmail: saved?.payoutContactEmail ?? '',
    payoutContactPhoneNumber: saved?.payoutContactPhoneNumber ?? '',
    paymentType: saved?.paymentType ?? DEFAULT_PAYMENT_TYPE,
    paymentTerms: saved?.paymentTerms ?? '',
    currencyCode: saved?.currencyCode ?? DEFAULT_PAYOUT_CURRENCY,
    usResident: saved ? (saved.usResident ? 'true' : 'false') : '',
    bankName: saved?.bankName ?? '',
    bankAccountNumber: saved?.bankAccountNumber ?? '',
    abaRouting: saved?.abaRouting ?? '',
    swift: saved?.swift ?? '',
    iban: saved?.iban ?? '',
    bankId: saved?.bankId ?? '',
    branchId: saved?.branchId ?? '',
  };
}

/**
 * The validated values as `payoutSettingsUpdate`'s input: only the residency's bank group. Masked numbers
 * the user left alone go back as they came, which the server reads as "unchanged".
 */
export function payoutSettingsInputFrom(values: PayoutSettingsValues): PayoutSettingsInput {
  // the schema has checked the payment type, so it is one of the GraphQL enum's values
  return { ...payoutSettingsToInput({ ...values, usResident: values.usResident ? 'true' : 'false' }), paymentType: values.paymentType };
}

/** The payment types the residency offers (all of them while it is not answered), with their labels. */
export function paymentTypeOptions(usResident: PayoutSettingsFormValues['usResident']) {
  if (usResident === '') return PAYMENT_TYPE_OPTIONS;
  const offered = paymentTypesFor(usResident === 'true');
  return PAYMENT_TYPE_OPTIONS.filter((option) => offered.includes(option.value));
}

/** The server's currencies (ISK and USD when it has none), always including the one already chosen. */
export function currencyOptions(currencies: readonly { label: string; value: string }[] | null | undefined, current: string) {
  const options: { label: string; value: string }[] =
    currencies && currencies.length > 0 ? [...currencies] : [...FALLBACK_PAYOUT_CURRENCIES];
  if (current && !options.some((option) => option.value === current)) options.push({ label: current, value: current });
  return options;
}
