import { builder } from '../../graphql/builder.ts';
import { installCohortReport, type InstallCohort } from './install-cohorts.service.ts';

const still = (n: number) =>
  `Installs of the month that still had the app ${n} month${n === 1 ? '' : 's'} later (not uninstalled before the same UTC day ${n} month${n === 1 ? '' : 's'} on); null until month + ${n} has ended.`;

const InstallCohortRef = builder.objectRef<InstallCohort>('InstallCohort').implement({
  description: 'The vendors who installed in one UTC month, and how many of them still had the app 1, 3, 6 and 12 months later.',
  fields: (t) => ({
    month: t.exposeString('month', { description: "The install month's first day, 'YYYY-MM-DD'." }),
    installs: t.exposeInt('installs', { description: 'Installs in the month; a vendor that reinstalls is a new install.' }),
    after1: t.exposeInt('after1', { nullable: true, description: still(1) }),
    after3: t.exposeInt('after3', { nullable: true, description: still(3) }),
    after6: t.exposeInt('after6', { nullable: true, description: still(6) }),
    after12: t.exposeInt('after12', { nullable: true, description: still(12) }),
  }),
});

builder.queryField('installCohorts', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [InstallCohortRef],
    description:
      "Install cohorts of the organisation's apps (or the one app given) for the last 18 UTC months (the current one included), newest first.",
    args: { appId: t.arg.id() },
    resolve: async (_root, args, ctx) =>
      installCohortReport(ctx.db, await ctx.viewer(), {
        appId: args.appId === null || args.appId === undefined ? null : String(args.appId),
      }),
  }),
);
