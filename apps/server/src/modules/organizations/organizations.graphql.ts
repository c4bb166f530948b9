import { builder } from '../../graphql/builder.ts';
import { defineConnection } from '../../graphql/connection.ts';
import { getOwnOrganization, listOrganizations, updateOwnOrganization, type OrganizationRow } from './organizations.service.ts';

const OrganizationRef = builder.objectRef<OrganizationRow>('Organization').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    businessName: t.exposeString('businessName'),
    businessEmail: t.exposeString('businessEmail', { nullable: true }),
    supportEmail: t.exposeString('supportEmail', { nullable: true }),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    websiteUrl: t.exposeString('websiteUrl', { nullable: true }),
    emergencyDeveloperEmail: t.exposeString('emergencyDeveloperEmail', { nullable: true }),
    emergencyDeveloperPhoneNumber: t.exposeString('emergencyDeveloperPhoneNumber', { nullable: true }),
    termsApiAgreed: t.exposeBoolean('termsApiAgreed'),
    termsPartnerAgreed: t.exposeBoolean('termsPartnerAgreed'),
  }),
});

const OrganizationListItemRef = builder.objectRef<OrganizationRow>('OrganizationListItem').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    organizationId: t.exposeID('id'),
    businessName: t.exposeString('businessName'),
    supportEmail: t.exposeString('supportEmail', { nullable: true }),
  }),
});

const OrganizationConnectionRef = defineConnection('Organization', OrganizationListItemRef, (row: { org: OrganizationRow }) => row.org);

const AppOrgInput = builder.inputType('AppOrgInput', {
  fields: (t) => ({
    businessName: t.string(),
    websiteUrl: t.string(),
    businessEmail: t.string(),
    supportEmail: t.string(),
    phoneNumber: t.string(),
    emergencyDeveloperEmail: t.string(),
    emergencyDeveloperPhoneNumber: t.string(),
    termsApiAgreed: t.boolean(),
    termsPartnerAgreed: t.boolean(),
  }),
});

const AppOrgUpdatePayloadRef = builder.objectRef<{ node: OrganizationRow }>('AppOrgUpdatePayload').implement({
  fields: (t) => ({ node: t.field({ type: OrganizationRef, resolve: (p) => p.node }) }),
});

builder.queryFields((t) => ({
  appOrg: t.withAuth({ signedIn: true }).field({
    type: OrganizationRef,
    description: "The caller's organisation; any other id is a NotFoundError.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => getOwnOrganization(ctx.db, await ctx.viewer(), args.id),
  }),
  organizations: t.withAuth({ staff: true }).field({
    type: OrganizationConnectionRef,
    description: 'Staff only: organisations by name, for the Disguise dialog. first defaults to 50.',
    args: { searchTerm: t.arg.string(), first: t.arg.int(), after: t.arg.string() },
    resolve: async (_root, args, ctx) => listOrganizations(ctx.db, await ctx.viewer(), args),
  }),
}));

builder.mutationField('appOrgUpdate', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: AppOrgUpdatePayloadRef,
    description: "Updates the caller's organisation (account owners). Both terms must be agreed to.",
    args: { id: t.arg.id({ required: true }), orgInfo: t.arg({ type: AppOrgInput, required: true }) },
    resolve: async (_root, args, ctx) => ({ node: await updateOwnOrganization(ctx.db, await ctx.viewer(), args.id, args.orgInfo) }),
  }),
);
