import { DASHBOARD_SPLITS } from '@appstore/shared';
import { builder } from '../../graphql/builder.ts';
import { appDashboard, type AppDashboard, type StatisticEntry } from './dashboard.service.ts';

const SplitEnum = builder.enumType('Split', { values: DASHBOARD_SPLITS });

const StatisticEntryRef = builder.objectRef<StatisticEntry>('StatisticEntry').implement({
  description: "One bucket or country: the bucket's first day ('YYYY-MM-DD', UTC) or an ISO 3166 alpha-2 code, and a count.",
  fields: (t) => ({ label: t.exposeString('label'), amount: t.exposeInt('amount') }),
});

const AppDashboardRef = builder.objectRef<AppDashboard>('AppDashboard').implement({
  fields: (t) => ({
    installations: t.field({ type: [StatisticEntryRef], resolve: (d) => d.installations }),
    uninstallations: t.field({ type: [StatisticEntryRef], resolve: (d) => d.uninstallations }),
    installationsByCountry: t.field({
      type: [StatisticEntryRef],
      description: 'Installs in the range per country, most first, at most 10.',
      resolve: (d) => d.installationsByCountry,
    }),
  }),
});

builder.queryField('appDashboard', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: AppDashboardRef,
    description: "Installs and uninstalls of the organisation's apps in [timestampFrom, timestampTo] (epoch ms), per split bucket.",
    args: {
      timestampFrom: t.arg.float({ required: true }),
      timestampTo: t.arg.float({ required: true }),
      split: t.arg({ type: SplitEnum, required: true }),
    },
    resolve: async (_root, args, ctx) => appDashboard(ctx.db, await ctx.viewer(), args),
  }),
);
