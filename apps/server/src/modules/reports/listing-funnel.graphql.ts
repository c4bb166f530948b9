import { builder } from '../../graphql/builder.ts';
import { FUNNEL_SOURCES, FUNNEL_STEPS } from '@appstore/shared/reports/funnel';
import { listingFunnelReport, type FunnelPeriod, type FunnelStepReport, type ListingFunnelReport } from './listing-funnel.service.ts';

const FunnelStepEnum = builder.enumType('FunnelStep', {
  description:
    'IMPRESSION: the app on a card the store delivered; LISTING_VIEW: its listing page shown; INSTALL_CLICK: its Install button followed by a signed-in vendor; CONSENT_SHOWN: the install consent page shown; INSTALL_COMPLETED: an installation made (test installations not counted).',
  values: FUNNEL_STEPS,
});
const FunnelSourceEnum = builder.enumType('FunnelSource', {
  description:
    'Where the visitor was: the home page, a search, a category, or anything else (a link from elsewhere, the plain list). Consents and installs come through the app itself: always DIRECT.',
  values: FUNNEL_SOURCES,
});

const FunnelPeriodRef = builder.objectRef<FunnelPeriod>('FunnelPeriod').implement({
  fields: (t) => ({
    from: t.exposeString('from', { description: "First UTC day, 'YYYY-MM-DD'." }),
    to: t.exposeString('to', { description: "Last UTC day, 'YYYY-MM-DD' (included)." }),
  }),
});

const FunnelSourceCountRef = builder.objectRef<FunnelStepReport['sources'][number]>('FunnelSourceCount').implement({
  fields: (t) => ({
    source: t.field({ type: FunnelSourceEnum, resolve: (s) => s.source }),
    count: t.exposeInt('count'),
  }),
});

const FunnelStepReportRef = builder.objectRef<FunnelStepReport>('FunnelStepReport').implement({
  fields: (t) => ({
    step: t.field({ type: FunnelStepEnum, resolve: (s) => s.step }),
    count: t.exposeInt('count'),
    conversion: t.exposeFloat('conversion', {
      nullable: true,
      description:
        'Percent of the step before (one decimal; may pass 100 when visitors skip a step); null for the first step or when the one before counted nothing.',
    }),
    previousCount: t.exposeInt('previousCount', { description: 'The count in the previous period.' }),
    previousConversion: t.exposeFloat('previousConversion', { nullable: true, description: 'The conversion in the previous period.' }),
    sources: t.field({
      type: [FunnelSourceCountRef],
      description: "The period's count per source, zeros included.",
      resolve: (s) => s.sources,
    }),
  }),
});

const ListingFunnelRef = builder.objectRef<ListingFunnelReport>('ListingFunnel').implement({
  description:
    'The listing funnel of one app: each step counted per UTC day, without cookies; listing views, Install clicks and consents count once per visitor address and day, cards on its first 30 pages a day; bots are not counted.',
  fields: (t) => ({
    appId: t.exposeID('appId'),
    appName: t.exposeString('appName'),
    period: t.field({ type: FunnelPeriodRef, resolve: (r) => r.period }),
    previousPeriod: t.field({
      type: FunnelPeriodRef,
      description: 'The period of the same length just before.',
      resolve: (r) => r.previousPeriod,
    }),
    steps: t.field({ type: [FunnelStepReportRef], description: 'Every step, in funnel order.', resolve: (r) => r.steps }),
  }),
});

builder.queryField('listingFunnel', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ListingFunnelRef,
    description:
      "The listing funnel of one of the organisation's apps over UTC days [from, to] (at most 366), with the previous period of the same length.",
    args: {
      appId: t.arg.id({ required: true }),
      from: t.arg.string({ required: true, description: "'YYYY-MM-DD'" }),
      to: t.arg.string({ required: true, description: "'YYYY-MM-DD', included" }),
    },
    resolve: async (_root, args, ctx) =>
      listingFunnelReport(ctx.db, await ctx.viewer(), { appId: String(args.appId), from: args.from, to: args.to }),
  }),
);
