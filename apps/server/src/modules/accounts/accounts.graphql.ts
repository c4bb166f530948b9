import { builder } from '../../graphql/builder.ts';
import type { Context } from '../../graphql/context.ts';
import { login, requestPasswordReset, resetPassword, type AccountDeps } from './accounts.service.ts';
import { clearedSessionCookie, deleteSession, endDisguiseEntry, findViewer, sessionCookie, type Viewer } from './sessions.ts';
import { defineConnection } from '../../graphql/connection.ts';
import { deleteTeamUser, getTeamUser, listTeamUsers, updateTeamUser, type AccountUserView } from './team.service.ts';

declare module '../../graphql/context.ts' {
  // the session's viewer is who resolvers see as signed in
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface SignedInUser extends Viewer {}
}

export const AppAccountUserRef = builder.objectRef<AccountUserView>('AppAccountUser').implement({
  description: 'A developer account user, as seen in the organisation it currently acts for.',
  fields: (t) => ({
    id: t.id({ resolve: (v) => v.user.id }),
    email: t.string({ resolve: (v) => v.user.email }),
    firstName: t.string({ resolve: (v) => v.user.firstName }),
    lastName: t.string({ resolve: (v) => v.user.lastName }),
    orgId: t.id({ resolve: (v) => v.organization.id }),
    organizationId: t.id({ resolve: (v) => v.organization.id }),
    accountOwner: t.boolean({ resolve: (v) => v.user.accountOwner }),
    adminUser: t.boolean({ resolve: (v) => v.user.adminUser }),
    disguised: t.boolean({
      description: 'True while platform staff act for an organisation other than their own (Disguise).',
      resolve: (v) => v.organization.id !== v.user.organizationId,
    }),
    ownOrgId: t.id({
      description: "The user's own organisation: where ending a disguise (appAccountUserChangeOrg) returns to.",
      resolve: (v) => v.user.organizationId,
    }),
  }),
});

// fields are optional in the schema so that missing values get the spec's messages from the shared rules
const LoginInput = builder.inputType('AppAccountLoginInput', {
  fields: (t) => ({ email: t.string(), password: t.string() }),
});

export const accountDeps = (ctx: Context): AccountDeps => ({
  db: ctx.db,
  config: ctx.config,
  mail: ctx.mail,
  log: (err, message) => ctx.request.log.error({ err }, message),
});

builder.queryField('me', (t) =>
  t.field({
    type: AppAccountUserRef,
    nullable: true,
    description: 'The signed-in user, or null.',
    resolve: (_root, _args, ctx) => ctx.viewer(),
  }),
);

builder.mutationFields((t) => ({
  appAccountLogin: t.field({
    type: AppAccountUserRef,
    args: { account: t.arg({ type: LoginInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { token } = await login(accountDeps(ctx), args.account, { ip: ctx.request.ip, userAgent: ctx.request.headers['user-agent'] });
      ctx.reply.header('set-cookie', sessionCookie(token, ctx.config.production));
      return (await findViewer(ctx.db, token))!;
    },
  }),
  appAccountLogout: t.boolean({
    description: 'Ends the current session on the server.',
    resolve: async (_root, _args, ctx) => {
      const viewer = await ctx.viewer();
      if (viewer?.disguised) await endDisguiseEntry(ctx.db, viewer, viewer.organization.id, 'logged out');
      if (viewer) await deleteSession(ctx.db, viewer.sessionId);
      ctx.reply.header('set-cookie', clearedSessionCookie(ctx.config.production));
      return true;
    },
  }),
  appAccountPasswordResetRequest: t.boolean({
    description:
      'Sends a single-use reset link, valid for an hour, that replaces any earlier one. Answers true for unknown addresses too; ' +
      'throttled per address and per client (RateLimitedError).',
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => requestPasswordReset(accountDeps(ctx), { email: args.email }, { ip: ctx.request.ip }),
  }),
  appAccountPasswordReset: t.boolean({
    description: "Sets a new password with a reset link's token and ends every session and every other reset link of the user.",
    args: { token: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => resetPassword(accountDeps(ctx), args),
  }),
}));

const AppAccountUserConnectionRef = defineConnection('AppAccountUser', AppAccountUserRef, (row: AccountUserView) => row);

const UserFilter = builder.inputType('AppAccountUserFilter', { fields: (t) => ({ searchTerm: t.string() }) });
const UserSorting = builder.enumType('AppAccountUserSorting', { values: ['NAME', 'EMAIL', 'NEWEST'] as const });

const UserUpdateInput = builder.inputType('AppAccountUserUpdateInput', {
  description: 'Email cannot change. An empty password keeps the current one.',
  fields: (t) => ({ firstName: t.string(), lastName: t.string(), password: t.string() }),
});

builder.queryFields((t) => ({
  appAccountUser: t.withAuth({ signedIn: true }).field({
    type: AppAccountUserRef,
    description: "A user of the caller's organisation; another organisation's user is a NotFoundError.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => getTeamUser(ctx.db, await ctx.viewer(), args.id),
  }),
  appAccountUserList: t.withAuth({ signedIn: true }).field({
    type: AppAccountUserConnectionRef,
    description: "Users of the caller's organisation; searchTerm matches names and e-mail. first defaults to 50.",
    args: { filter: t.arg({ type: UserFilter }), sorting: t.arg({ type: UserSorting }), first: t.arg.int(), after: t.arg.string() },
    resolve: async (_root, args, ctx) =>
      listTeamUsers(ctx.db, await ctx.viewer(), {
        searchTerm: args.filter?.searchTerm,
        sorting: args.sorting,
        first: args.first,
        after: args.after,
      }),
  }),
}));

builder.mutationFields((t) => ({
  appAccountUserUpdate: t.withAuth({ signedIn: true }).field({
    type: AppAccountUserRef,
    description:
      "Anyone edits themselves; account owners edit their organisation's users. A new password ends the user's other sessions and reset links.",
    args: { id: t.arg.id({ required: true }), userInfo: t.arg({ type: UserUpdateInput, required: true }) },
    resolve: async (_root, args, ctx) => updateTeamUser(ctx.db, await ctx.viewer(), args.id, args.userInfo),
  }),
  appAccountUserDelete: t.withAuth({ signedIn: true }).boolean({
    description: "Account owners only, never themselves. Ends the removed user's sessions at once.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => deleteTeamUser(ctx.db, await ctx.viewer(), args.id),
  }),
}));
