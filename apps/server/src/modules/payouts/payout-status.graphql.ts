import { formatUsdCents } from '@appstore/shared';
import { builder } from '../../graphql/builder.ts';
import { PayoutSettingsRef } from './payout-settings.graphql.ts';
import { getAppOrgStatus, type AppOrgStatusView } from './payout-status.service.ts';
import { TaxFormPreviewRef } from './tax-form.graphql.ts';

const AppOrgStatusRef = builder.objectRef<AppOrgStatusView>('AppOrgStatus').implement({
  fields: (t) => ({
    hasRejectedPayout: t.exposeBoolean('hasRejectedPayout'),
    hasUnclaimedPayout: t.exposeBoolean('hasUnclaimedPayout'),
    periodFrom: t.exposeString('periodFrom', { nullable: true, description: "First day of the unclaimed payout's period ('YYYY-MM-DD')." }),
    periodTo: t.exposeString('periodTo', { nullable: true, description: "Last day of the unclaimed payout's period ('YYYY-MM-DD')." }),
    hasValidPayoutSettings: t.exposeBoolean('hasValidPayoutSettings'),
    hasValidTaxForm: t.exposeBoolean('hasValidTaxForm'),
    payoutSettingsPreview: t.field({ type: PayoutSettingsRef, nullable: true, resolve: (s) => s.payoutSettingsPreview }),
    taxFormPreview: t.field({ type: TaxFormPreviewRef, nullable: true, resolve: (s) => s.taxFormPreview }),
    amount: t.exposeFloat('amount', { description: 'The unclaimed amount in USD (0 when none).' }),
    displayAmount: t.string({ resolve: (s) => formatUsdCents(s.amount) }),
  }),
});

builder.queryField('appOrgStatus', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: AppOrgStatusRef,
    description: "The caller's organisation's payout status: unclaimed payout, rejected requests, settings and tax form.",
    resolve: async (_root, _args, ctx) => getAppOrgStatus(ctx.db, ctx.config, (await ctx.viewer()).organization.id),
  }),
);
