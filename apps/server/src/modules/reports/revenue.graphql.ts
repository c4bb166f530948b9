import { REVENUE_DEFAULT_MONTHS, REVENUE_MAX_MONTHS } from '@appstore/shared/reports/revenue';
import { builder } from '../../graphql/builder.ts';
import { revenueReport, type RevenueMonth } from './revenue.service.ts';

const usd = (what: string) => `${what} The partner's share in USD, an exact decimal with two places ('1234.50').`;
const movement = (what: string) =>
  usd(
    `${what}, summed over installations, against the previous month (new + expansion − contraction − churned = MRR + dueLater − the previous month's MRR). In the running month a subscription counts with the charge still due in it.`,
  );

const RevenueMonthRef = builder.objectRef<RevenueMonth>('RevenueMonth').implement({
  description:
    "One UTC month of recurring revenue, read from the ledger the payouts are paid from. An installation's recurring revenue is its recurring charges and plan-change prorations; a yearly plan's charge counts a twelfth in each of the 12 months from its own.",
  fields: (t) => ({
    month: t.exposeString('month', { description: "The month's first day, 'YYYY-MM-DD'." }),
    currency: t.string({ description: "Always 'USD': the ledger's currency.", resolve: () => 'USD' }),
    mrr: t.exposeString('mrr', { description: usd('Monthly recurring revenue: in the running month, the charges made so far.') }),
    monthToDate: t.exposeBoolean('monthToDate', { description: 'True for the running month: its figures are so far.' }),
    dueLater: t.exposeString('dueLater', {
      description: usd(
        "The running month only ('0.00' for others): the charges still to come in it of subscriptions past their free trial, which therefore count as paying, not churned.",
      ),
    }),
    newRevenue: t.exposeString('newRevenue', { description: movement('Installations that had none the month before and have some') }),
    expansion: t.exposeString('expansion', { description: movement('Installations that had some and now have more') }),
    contraction: t.exposeString('contraction', { description: movement('Installations that had some and now have less, but some') }),
    churned: t.exposeString('churned', { description: movement('Installations that had some and now have none') }),
    payingInstalls: t.exposeInt('payingInstalls', {
      description: 'Installations with recurring revenue above zero in the month (in the running month, charges still due included).',
    }),
    trialStarts: t.exposeInt('trialStarts', { description: 'First installs in the month on recurring terms with a free trial.' }),
    trialConversions: t.exposeInt('trialConversions', {
      description: 'Free trials that ended in the month with a recurring charge at their end.',
    }),
    earnings: t.exposeString('earnings', {
      description: usd('Everything the month earned the partner (every kind of charge and credit): what the payouts hold for it.'),
    }),
  }),
});

builder.queryField('revenueReport', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [RevenueMonthRef],
    description: `Recurring revenue of the organisation's apps (or the one app given), month by month for the last \`months\` UTC months (the current one included, default ${REVENUE_DEFAULT_MONTHS}, at most ${REVENUE_MAX_MONTHS}), newest first.`,
    args: { appId: t.arg.id(), months: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const viewer = await ctx.viewer();
      return revenueReport(
        ctx.db,
        viewer,
        { appId: args.appId === null || args.appId === undefined ? null : String(args.appId), months: args.months ?? null },
        { partnerShare: ctx.config.partnerShare },
      );
    },
  }),
);
