import { PAYMENT_TYPES } from '@appstore/shared';
import { builder } from '../../graphql/builder.ts';
import { PAYOUT_CURRENCIES } from './currencies.ts';
import { getOwnPayoutSettings, updateOwnPayoutSettings, type PayoutSettingsView } from './payout-settings.service.ts';

export const PaymentTypeEnum = builder.enumType('PaymentType', { values: PAYMENT_TYPES });

export const PayoutSettingsRef = builder.objectRef<PayoutSettingsView>('PayoutSettings').implement({
  description: "bankAccountNumber, iban and abaRouting are masked ('•••• 1234'); sending a mask back keeps the stored number.",
  fields: (t) => ({
    abaRouting: t.exposeString('abaRouting', { nullable: true }),
    bankAccountNumber: t.exposeString('bankAccountNumber'),
    bankId: t.exposeString('bankId', { nullable: true }),
    bankName: t.exposeString('bankName'),
    branchId: t.exposeString('branchId', { nullable: true }),
    currencyCode: t.exposeString('currencyCode'),
    iban: t.exposeString('iban', { nullable: true }),
    payableTo: t.exposeString('payableTo'),
    paymentTerms: t.exposeString('paymentTerms', { nullable: true }),
    paymentType: t.field({ type: PaymentTypeEnum, resolve: (p) => p.paymentType }),
    payoutContactEmail: t.exposeString('payoutContactEmail'),
    payoutContactPhoneNumber: t.exposeString('payoutContactPhoneNumber'),
    swift: t.exposeString('swift', { nullable: true }),
    usResident: t.exposeBoolean('usResident'),
  }),
});

const NonUSBankInput = builder.inputType('NonUSBankInput', {
  fields: (t) => ({ swift: t.string(), iban: t.string(), branchId: t.string(), bankId: t.string() }),
});

const USBankInput = builder.inputType('USBankInput', {
  fields: (t) => ({ abaRouting: t.string() }),
});

const PayoutSettingsInput = builder.inputType('PayoutSettingsInput', {
  description: "Only the residency's bank group is kept: nonUSBankInput when isUsResident is false, usBankInput when true.",
  fields: (t) => ({
    payableTo: t.string(),
    payoutContactEmail: t.string(),
    payoutContactPhoneNumber: t.string(),
    paymentType: t.field({ type: PaymentTypeEnum }),
    paymentTerms: t.string(),
    currencyCode: t.string(),
    bankName: t.string(),
    bankAccountNumber: t.string(),
    isUsResident: t.boolean(),
    nonUSBankInput: t.field({ type: NonUSBankInput }),
    usBankInput: t.field({ type: USBankInput }),
  }),
});

const CurrencyRef = builder.objectRef<{ label: string; value: string }>('Currency').implement({
  fields: (t) => ({ label: t.exposeString('label'), value: t.exposeString('value') }),
});

builder.queryFields((t) => ({
  getPayoutSettings: t.withAuth({ signedIn: true }).field({
    type: PayoutSettingsRef,
    nullable: true,
    description: "The caller's organisation's payout settings (bank numbers masked); null when none are saved.",
    resolve: async (_root, _args, ctx) => getOwnPayoutSettings(ctx.db, ctx.config, await ctx.viewer()),
  }),
  currencies: t.field({
    type: [CurrencyRef],
    description: 'The currencies payouts can be made in, USD first.',
    resolve: () => PAYOUT_CURRENCIES,
  }),
}));

builder.mutationField('payoutSettingsUpdate', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: PayoutSettingsRef,
    description: "Saves the caller's organisation's payout settings (account owners, and staff acting for the organisation).",
    args: { payoutSettings: t.arg({ type: PayoutSettingsInput, required: true }) },
    resolve: async (_root, args, ctx) => updateOwnPayoutSettings(ctx.db, ctx.config, await ctx.viewer(), args.payoutSettings),
  }),
);
