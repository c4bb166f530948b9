import { builder } from '../../graphql/builder.ts';
import type { createOrganizationLoaders } from './organizations.loaders.ts';
import type { PublicOrganizationRow } from './organizations.queries.ts';

declare module '../../graphql/context.ts' {
  interface Loaders {
    organizations: ReturnType<typeof createOrganizationLoaders>;
  }
}

export const PublicOrganizationRef = builder.objectRef<PublicOrganizationRow>('PublicOrganization').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    businessName: t.exposeString('businessName'),
    businessEmail: t.exposeString('businessEmail', { nullable: true }),
    websiteUrl: t.exposeString('websiteUrl', { nullable: true }),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    supportEmail: t.exposeString('supportEmail', { nullable: true }),
  }),
});
