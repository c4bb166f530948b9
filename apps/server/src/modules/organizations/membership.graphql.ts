import { builder } from '../../graphql/builder.ts';
import { accountDeps, AppAccountUserRef } from '../accounts/accounts.graphql.ts';
import { signup } from '../accounts/accounts.service.ts';
import { changeActingOrganization, createTeamUser } from '../accounts/team.service.ts';
import { findOrganizationName, insertOrganization } from './organizations.queries.ts';

/**
 * Where users meet their organisation: signing up (a user and the organisation they own), a member added, staff
 * acting for an organisation, and the organisation's name on a user. Accounts (sessions, users, passwords) sits
 * below organisations, so these flows live here and hand accounts what it needs.
 */

builder.objectField(AppAccountUserRef, 'orgName', (t) =>
  t.string({ resolve: async (v, _args, ctx) => (await ctx.loaders.organizations.name(v.organization.id)) ?? '' }),
);

// fields are optional in the schema so that missing values get the spec's messages from the shared rules
const SignupInput = builder.inputType('AppAccountSignupInput', {
  fields: (t) => ({
    email: t.string(),
    password: t.string(),
    firstName: t.string(),
    lastName: t.string(),
    businessName: t.string({ description: "The new organisation's name, shown on its listings ('By …')." }),
    termsApiAgreed: t.boolean(),
    termsPartnerAgreed: t.boolean(),
  }),
});

const UserCreateInput = builder.inputType('AppAccountUserCreateInput', {
  fields: (t) => ({ firstName: t.string(), lastName: t.string(), email: t.string(), password: t.string() }),
});

builder.mutationFields((t) => ({
  appAccountSignup: t.boolean({
    description:
      'Creates the user and their organisation and sends the verification e-mail. An address that already has an account ' +
      'gets the same answer, and its owner an e-mail instead. Throttled per client (RateLimitedError).',
    args: { account: t.arg({ type: SignupInput, required: true }) },
    resolve: (_root, args, ctx) => signup(accountDeps(ctx), args.account, { ip: ctx.request.ip }, insertOrganization),
  }),
  appAccountUserCreate: t.withAuth({ signedIn: true }).field({
    type: AppAccountUserRef,
    description: 'Account owners only. The new user receives an e-mail saying the account exists.',
    args: { userInfo: t.arg({ type: UserCreateInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await ctx.viewer();
      const organization = await findOrganizationName(ctx.db, viewer.organization.id);
      return createTeamUser(accountDeps(ctx), viewer, args.userInfo, organization?.businessName ?? '');
    },
  }),
  appAccountUserChangeOrg: t.withAuth({ signedIn: true }).field({
    type: AppAccountUserRef,
    description: 'Staff only: this session acts for organisation `id` (Disguise). Recorded with the real user.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const id = Number(args.id);
      const organization = Number.isSafeInteger(id) ? await findOrganizationName(ctx.db, id) : null;
      return changeActingOrganization(ctx.db, await ctx.viewer(), organization);
    },
  }),
}));
