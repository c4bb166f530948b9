import { TAX_FORM_TYPES } from '@appstore/shared';
import { builder } from '../../graphql/builder.ts';
import { getTaxFormPreview, type TaxFormPreviewView } from './tax-form.service.ts';

export const TaxFormTypeEnum = builder.enumType('TaxFormType', { values: TAX_FORM_TYPES });

export const TaxFormPreviewRef = builder.objectRef<TaxFormPreviewView>('TaxFormPreview').implement({
  description: 'A saved tax form without its identification numbers (the last 4 digits only). country is a display name.',
  fields: (t) => ({
    formType: t.field({ type: TaxFormTypeEnum, resolve: (p) => p.formType }),
    name: t.exposeString('name'),
    country: t.exposeString('country', { nullable: true }),
    taxIdLast4: t.exposeString('taxIdLast4', { nullable: true }),
    signedName: t.exposeString('signedName'),
    signedAt: t.exposeString('signedAt', { description: 'ISO timestamp' }),
  }),
});

builder.queryField('taxForm', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: TaxFormPreviewRef,
    nullable: true,
    description: "The caller's organisation's tax form (filled out on the /appstore/tax-form page); null when none is saved.",
    resolve: async (_root, _args, ctx) => getTaxFormPreview(ctx.db, ctx.config, (await ctx.viewer()).organization.id),
  }),
);
