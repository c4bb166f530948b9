import { NO_REASON_LABEL, UNINSTALL_REASON_LABELS, type UninstallReason } from '@appstore/shared/installations/uninstall-reasons';
import type { Db } from '../../db/client.ts';
import { keysetBatches, type CsvExport, type CsvValue } from '../../lib/csv.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { findLiveAppNames, findOrganizationApp, liveAppIdsOf } from '../apps/apps.queries.ts';
import { APP_NOT_FOUND } from '../apps/apps.service.ts';
import type { AnswerPeriod } from '../installations/uninstall-reason-periods.ts';
import {
  findAnswerPeriods,
  findUninstallAnswerBatch,
  findUninstallComments,
  type UninstallAnswerRow,
  type UninstallReasonFilter,
} from '../installations/uninstall-reasons.queries.ts';
import { rangeProblems } from './dashboard.service.ts';

/** Comments shown per period, by reason then text; the CSV export has them all. */
export const COMMENTS_PER_PERIOD = 5;

export interface UninstallReasonPeriod extends AnswerPeriod {
  appName: string;
  comments: { reason: UninstallReason; comment: string }[];
}

export interface UninstallReasonArgs {
  timestampFrom: number;
  timestampTo: number;
  appId?: string | null;
}

/**
 * Which answers a partner may read: those of the organisation's apps (or of the one app asked for) given in
 * [timestampFrom, timestampTo]. Another organisation's app answers exactly as a missing one.
 */
async function filterFor(db: Db, viewer: Viewer, args: UninstallReasonArgs): Promise<UninstallReasonFilter> {
  const problems = rangeProblems(args.timestampFrom, args.timestampTo);
  if (problems.length) throw new ValidationError(problems);
  const organizationId = viewer.organization.id;
  const range = { from: new Date(args.timestampFrom), to: new Date(args.timestampTo) };
  if (args.appId === undefined || args.appId === null || args.appId === '') return { appIds: liveAppIdsOf(organizationId), ...range };
  const app = await findOrganizationApp(db, organizationId, args.appId);
  if (!app) throw new NotFoundError(APP_NOT_FOUND);
  return { appIds: [app.id], ...range };
}

/** The periods a partner may read, newest first (a month before the quarter it ends), then by app name; with the apps' names. */
async function periodsFor(db: Db, viewer: Viewer, args: UninstallReasonArgs) {
  const periods = await findAnswerPeriods(db, await filterFor(db, viewer, args));
  const names = await findLiveAppNames(db, [...new Set(periods.map((p) => p.appId))]);
  return periods
    .map((p) => ({ ...p, appName: names.get(p.appId)?.name ?? '' }))
    .sort(
      (a, b) => b.end.localeCompare(a.end) || b.start.localeCompare(a.start) || a.appName.localeCompare(b.appName) || a.appId - b.appId,
    );
}

/** Why vendors uninstalled the organisation's apps: per app and period of the range, only groups no answer can be traced from. */
export async function uninstallReasonReport(db: Db, viewer: Viewer, args: UninstallReasonArgs): Promise<UninstallReasonPeriod[]> {
  const periods = await periodsFor(db, viewer, args);
  const comments = await findUninstallComments(db, periods, COMMENTS_PER_PERIOD);
  return periods.map((p, place) => ({
    ...p,
    comments: comments.filter((c) => c.place === place).map(({ reason, comment }) => ({ reason, comment })),
  }));
}

/** `uninstall-reasons.csv`: every answer of the screen's groups (same range and app), one row each, comments included. */
export async function uninstallReasonsExport(db: Db, viewer: Viewer, query: Record<string, string | undefined>): Promise<CsvExport> {
  const periods = await periodsFor(db, viewer, {
    timestampFrom: Number(query.timestampFrom),
    timestampTo: Number(query.timestampTo),
    appId: query.appId,
  });
  async function* rows(): AsyncGenerator<CsvValue[]> {
    for await (const row of keysetBatches(
      (after: UninstallAnswerRow | null, size) => findUninstallAnswerBatch(db, periods, after, size),
      (r) => r,
    )) {
      const p = periods[row.place]!;
      // the period only, and rows by reason and text: a time, or the order of time, would name the vendor
      // beside the uninstall webhooks the partner received
      yield [p.appId, p.appName, p.period, row.reason ? UNINSTALL_REASON_LABELS[row.reason] : NO_REASON_LABEL, row.comment];
    }
  }
  return { name: 'uninstall-reasons', header: ['App id', 'App', 'Period', 'Reason', 'Comment'], rows: rows() };
}
