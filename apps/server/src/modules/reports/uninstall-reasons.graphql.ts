import { UNINSTALL_REASONS } from '@appstore/shared/installations/uninstall-reasons';
import { builder } from '../../graphql/builder.ts';
import { uninstallReasonReport, type UninstallReasonPeriod } from './uninstall-reasons.service.ts';

const UninstallReasonEnum = builder.enumType('UninstallReason', {
  description: 'Why a vendor uninstalled an app, as the vendor uninstall page offers it.',
  values: UNINSTALL_REASONS,
});

const UninstallReasonCountRef = builder.objectRef<UninstallReasonPeriod['counts'][number]>('UninstallReasonCount').implement({
  fields: (t) => ({
    reason: t.field({ type: UninstallReasonEnum, resolve: (c) => c.reason }),
    count: t.exposeInt('count'),
  }),
});

const UninstallCommentRef = builder.objectRef<UninstallReasonPeriod['comments'][number]>('UninstallComment').implement({
  description:
    "A vendor's free-text comment on an uninstall, as typed (plain text: escape it where it is shown). It tells only its period's reason and text: no time, no month within a quarter.",
  fields: (t) => ({
    reason: t.field({ type: UninstallReasonEnum, resolve: (c) => c.reason }),
    comment: t.exposeString('comment'),
  }),
});

const UninstallReasonPeriodRef = builder.objectRef<UninstallReasonPeriod>('UninstallReasonPeriod').implement({
  description:
    "Why vendors uninstalled one of the organisation's apps in one UTC month, or in the months of a quarter with fewer than 5 uninstalls each, combined (only uninstalls made on the vendor pages). Only periods that are over and hold at least 5 uninstalls are given, so that no answer can be traced to the vendor who gave it.",
  fields: (t) => ({
    appId: t.exposeID('appId'),
    appName: t.exposeString('appName'),
    period: t.exposeString('period', {
      description: "'YYYY-MM' for a month; 'YYYY-Qn' for a quarter's months of fewer than 5 uninstalls each, combined.",
    }),
    total: t.exposeInt('total'),
    skipped: t.exposeInt('skipped', { description: 'Uninstalls whose vendor did not say why.' }),
    counts: t.field({ type: [UninstallReasonCountRef], description: 'Every reason, zeros included.', resolve: (m) => m.counts }),
    comments: t.field({
      type: [UninstallCommentRef],
      description: 'At most 5 comments, by reason then text (never by time).',
      resolve: (m) => m.comments,
    }),
  }),
});

builder.queryField('uninstallReasons', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [UninstallReasonPeriodRef],
    description:
      "Why vendors uninstalled the organisation's apps (or the one app given) in the UTC months [timestampFrom, timestampTo] (epoch ms) touch, per app and period (a month, or a quarter's smaller months combined), newest first.",
    args: {
      timestampFrom: t.arg.float({ required: true }),
      timestampTo: t.arg.float({ required: true }),
      appId: t.arg.id(),
    },
    resolve: async (_root, args, ctx) =>
      uninstallReasonReport(ctx.db, await ctx.viewer(), {
        timestampFrom: args.timestampFrom,
        timestampTo: args.timestampTo,
        appId: args.appId === null || args.appId === undefined ? null : String(args.appId),
      }),
  }),
);
