import { isRevenueMonths, REVENUE_DEFAULT_MONTHS, REVENUE_MONTHS_MESSAGE } from '@appstore/shared/reports/revenue';
import type { Db } from '../../db/client.ts';
import { csvAmount, type CsvExport, type CsvValue, type CsvAmount } from '../../lib/csv.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { findOrganizationApp } from '../apps/apps.queries.ts';
import { APP_NOT_FOUND } from '../apps/apps.service.ts';
import { firstDayOfMonth } from '../billing/earnings.ts';
import { monthlyRevenue, type RevenueMonthRow } from '../billing/revenue.queries.ts';

export interface RevenueMonth extends RevenueMonthRow {
  /** The running month: its figures are so far (docs/REVENUE.md). */
  monthToDate: boolean;
}

export interface RevenueArgs {
  appId?: string | null;
  months?: number | null;
}

export interface RevenueTerms {
  /** The partner's share of each charge (config PARTNER_SHARE): what a charge still due this month will earn. */
  partnerShare: number;
  now?: Date;
}

/**
 * The revenue report of the viewer's organisation, or of the one app asked for: the last `months`
 * UTC months (the current one included, month-to-date), newest first. Every figure is read from the ledger the
 * payouts are paid from, but for the charges still due this month; the definitions are in
 * billing/revenue.queries.ts and docs/REVENUE.md. Without an app it is every app of
 * the organisation that earned in those months, deleted ones included, so the earnings equal the payouts'. Another
 * organisation's app answers exactly as a missing one.
 */
export async function revenueReport(db: Db, viewer: Viewer, args: RevenueArgs, terms: RevenueTerms): Promise<RevenueMonth[]> {
  const now = terms.now ?? new Date();
  const months = args.months ?? REVENUE_DEFAULT_MONTHS;
  if (!isRevenueMonths(months)) throw new ValidationError([{ field: 'months', message: REVENUE_MONTHS_MESSAGE }]);
  const organizationId = viewer.organization.id;
  let appId: number | null = null;
  if (args.appId !== undefined && args.appId !== null && args.appId !== '') {
    const app = await findOrganizationApp(db, organizationId, args.appId);
    if (!app) throw new NotFoundError(APP_NOT_FOUND);
    appId = app.id;
  }
  const to = firstDayOfMonth(now);
  const from = firstDayOfMonth(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1)));
  const report = await monthlyRevenue(db, { organizationId, appId, from, to, running: { partnerShare: terms.partnerShare } });
  return report.map((m) => ({ ...m, monthToDate: m.month === to }));
}

export const REVENUE_CSV_HEADER = [
  'Month (UTC)',
  'Currency',
  'MRR',
  'Due later this month',
  'New',
  'Expansion',
  'Contraction',
  'Churned',
  'Paying installs',
  'Trial starts',
  'Trial conversions',
  'Earnings (all charges)',
] as const;

/**
 * `revenue.csv`: the card's table, a row per month (YYYY-MM; the running month so far), amounts as exact decimals of the
 * partner's share in USD.
 */
export async function revenueExport(
  db: Db,
  viewer: Viewer,
  query: Record<string, string | undefined>,
  terms: RevenueTerms,
): Promise<CsvExport> {
  const months = query.months === undefined || query.months === '' ? null : Number(query.months);
  const report = await revenueReport(db, viewer, { appId: query.appId, months: Number.isNaN(months) ? -1 : months }, terms);
  async function* rows(): AsyncGenerator<(CsvValue | CsvAmount)[]> {
    for (const m of report) {
      yield [
        m.month.slice(0, 7),
        'USD',
        ...[m.mrr, m.dueLater, m.newRevenue, m.expansion, m.contraction, m.churned].map(csvAmount),
        m.payingInstalls,
        m.trialStarts,
        m.trialConversions,
        csvAmount(m.earnings),
      ];
    }
  }
  return { name: 'revenue', header: REVENUE_CSV_HEADER, rows: rows() };
}
