import { UNINSTALL_REASONS } from '@appstore/shared/installations/uninstall-reasons';
import { builder } from '../../graphql/builder.ts';
import type { UninstallComment } from '../installations/uninstall-reasons.queries.ts';
import { uninstallReasonReport, type UninstallReasonMonth } from './uninstall-reasons.service.ts';

const UninstallReasonEnum = builder.enumType('UninstallReason', {
  description: 'Why a vendor uninstalled an app, as the vendor uninstall page offers it.',
  values: UNINSTALL_REASONS,
});

const UninstallReasonCountRef = builder.objectRef<UninstallReasonMonth['counts'][number]>('UninstallReasonCount').implement({
  fields: (t) => ({
    reason: t.field({ type: UninstallReasonEnum, resolve: (c) => c.reason }),
    count: t.exposeInt('count'),
  }),
});

const UninstallCommentRef = builder.objectRef<UninstallComment>('UninstallComment').implement({
  description: "A vendor's free-text comment on an uninstall, as typed (plain text: escape it where it is shown).",
  fields: (t) => ({
    reason: t.field({ type: UninstallReasonEnum, resolve: (c) => c.reason }),
    comment: t.exposeString('comment'),
    month: t.string({
      description:
        "The UTC month it was written, 'YYYY-MM': never the day or time, which beside the uninstall webhook the partner received would name the vendor.",
      resolve: (c) => c.month.slice(0, 7),
    }),
  }),
});

const UninstallReasonMonthRef = builder.objectRef<UninstallReasonMonth>('UninstallReasonMonth').implement({
  description: "Why vendors uninstalled one of the organisation's apps in one UTC month (only uninstalls made on the vendor pages).",
  fields: (t) => ({
    appId: t.exposeID('appId'),
    appName: t.exposeString('appName'),
    month: t.exposeString('month', { description: "The month's first day, 'YYYY-MM-DD'." }),
    total: t.exposeInt('total'),
    skipped: t.exposeInt('skipped', { description: 'Uninstalls whose vendor did not say why.' }),
    counts: t.field({ type: [UninstallReasonCountRef], description: 'Every reason, zeros included.', resolve: (m) => m.counts }),
    comments: t.field({ type: [UninstallCommentRef], description: 'The newest comments, at most 5.', resolve: (m) => m.comments }),
  }),
});

builder.queryField('uninstallReasons', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [UninstallReasonMonthRef],
    description:
      "Why vendors uninstalled the organisation's apps (or the one app given) in [timestampFrom, timestampTo] (epoch ms), per app and month, newest month first.",
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
