import {
  FUNNEL_MAX_DAYS,
  FUNNEL_SOURCE_LABELS,
  FUNNEL_SOURCES,
  FUNNEL_STEP_LABELS,
  FUNNEL_STEPS,
  funnelConversion,
  type FunnelSource,
  type FunnelStep,
} from '@appstore/shared/reports/funnel';
import type { Db } from '../../db/client.ts';
import type { CsvExport, CsvValue } from '../../lib/csv.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { findOrganizationApp } from '../apps/apps.queries.ts';
import { APP_NOT_FOUND } from '../apps/apps.service.ts';
import { sumFunnel } from '../funnel/funnel.queries.ts';

export interface FunnelPeriod {
  from: string;
  to: string;
}

export interface FunnelStepReport {
  step: FunnelStep;
  count: number;
  /** Percent of the step before (one decimal); null for the first step or when the one before counted nothing. */
  conversion: number | null;
  previousCount: number;
  previousConversion: number | null;
  /** The period's count per source, every source (zeros included). */
  sources: { source: FunnelSource; count: number }[];
}

export interface ListingFunnelReport {
  appId: number;
  appName: string;
  period: FunnelPeriod;
  /** The period of equal length that ends the day before. */
  previousPeriod: FunnelPeriod;
  steps: FunnelStepReport[];
}

export interface ListingFunnelArgs {
  appId: string;
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Epoch ms of a 'YYYY-MM-DD' UTC day, or null when it is no real day ('2026-02-30'). */
function dayMs(day: string): number | null {
  if (!DAY.test(day)) return null;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? null : ms;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The period's days checked: real days, in order, at most FUNNEL_MAX_DAYS long (both ends included). */
export function funnelPeriods(from: string, to: string): { period: FunnelPeriod; previousPeriod: FunnelPeriod } {
  const start = dayMs(from);
  const end = dayMs(to);
  const fields = [];
  if (start === null) fields.push({ field: 'from', message: "Give the first day of the period as 'YYYY-MM-DD'" });
  if (end === null) fields.push({ field: 'to', message: "Give the last day of the period as 'YYYY-MM-DD'" });
  else if (start !== null && end < start) fields.push({ field: 'to', message: 'The period must end on or after its first day' });
  else if (start !== null && (end - start) / DAY_MS + 1 > FUNNEL_MAX_DAYS)
    fields.push({ field: 'to', message: `The period can be at most ${FUNNEL_MAX_DAYS} days` });
  if (fields.length) throw new ValidationError(fields);
  const days = (end! - start!) / DAY_MS + 1;
  return { period: { from, to }, previousPeriod: { from: dayOf(start! - days * DAY_MS), to: dayOf(start! - DAY_MS) } };
}

/**
 * The listing funnel of one of the viewer's organisation's apps over a period of UTC days, with
 * the previous period of the same length. Another organisation's app answers exactly as a missing one.
 */
export async function listingFunnelReport(db: Db, viewer: Viewer, args: ListingFunnelArgs): Promise<ListingFunnelReport> {
  const { period, previousPeriod } = funnelPeriods(args.from, args.to);
  const app = await findOrganizationApp(db, viewer.organization.id, args.appId);
  if (!app) throw new NotFoundError(APP_NOT_FOUND);
  const sums = await sumFunnel(db, { appId: app.id, from: period.from, to: period.to, previousFrom: previousPeriod.from });
  const total = (step: FunnelStep, of: 'current' | 'previous') => sums.filter((s) => s.step === step).reduce((n, s) => n + s[of], 0);
  const steps = FUNNEL_STEPS.map((step, i): FunnelStepReport => {
    const before = i > 0 ? FUNNEL_STEPS[i - 1]! : null;
    const count = total(step, 'current');
    const previousCount = total(step, 'previous');
    return {
      step,
      count,
      conversion: before ? funnelConversion(count, total(before, 'current')) : null,
      previousCount,
      previousConversion: before ? funnelConversion(previousCount, total(before, 'previous')) : null,
      sources: FUNNEL_SOURCES.map((source) => ({
        source,
        count: sums.find((s) => s.step === step && s.source === source)?.current ?? 0,
      })),
    };
  });
  return { appId: app.id, appName: app.name, period, previousPeriod, steps };
}

/** `funnel.csv`: the card's table, a row per step, with its sources. */
export async function listingFunnelExport(db: Db, viewer: Viewer, query: Record<string, string | undefined>): Promise<CsvExport> {
  const report = await listingFunnelReport(db, viewer, { appId: query.appId ?? '', from: query.from ?? '', to: query.to ?? '' });
  async function* rows(): AsyncGenerator<CsvValue[]> {
    for (const s of report.steps) {
      yield [
        FUNNEL_STEP_LABELS[s.step],
        s.count,
        s.conversion,
        s.previousCount,
        s.previousConversion,
        ...FUNNEL_SOURCES.map((source) => s.sources.find((c) => c.source === source)?.count ?? 0),
      ];
    }
  }
  return {
    name: 'funnel',
    header: [
      'Step',
      `Count ${report.period.from} to ${report.period.to} (UTC)`,
      'Conversion from the step before (%)',
      `Count ${report.previousPeriod.from} to ${report.previousPeriod.to} (UTC)`,
      'Conversion then (%)',
      ...FUNNEL_SOURCES.map((source) => `From ${FUNNEL_SOURCE_LABELS[source].toLowerCase()}`),
    ],
    rows: rows(),
  };
}
