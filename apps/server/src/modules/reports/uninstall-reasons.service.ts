import {
  NO_REASON_LABEL,
  UNINSTALL_REASON_LABELS,
  UNINSTALL_REASONS,
  type UninstallReason,
} from '@appstore/shared/installations/uninstall-reasons';
import type { Db } from '../../db/client.ts';
import { keysetBatches, type CsvExport, type CsvValue } from '../../lib/csv.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { findLiveAppNames, findOrganizationApp, liveAppIdsOf } from '../apps/apps.queries.ts';
import { APP_NOT_FOUND } from '../apps/apps.service.ts';
import {
  countUninstallReasons,
  findUninstallReasonBatch,
  recentUninstallComments,
  type UninstallComment,
  type UninstallReasonFilter,
} from '../installations/uninstall-reasons.queries.ts';
import { rangeProblems } from './dashboard.service.ts';

/** Comments shown per app and month: the newest ones; the CSV export has them all. */
export const COMMENTS_PER_MONTH = 5;

export interface UninstallReasonMonth {
  appId: number;
  appName: string;
  /** The month's first day, 'YYYY-MM-DD' (UTC). */
  month: string;
  /** Uninstalls made on the vendor pages, with or without an answer. */
  total: number;
  /** Every reason in the form's order, zeros included. */
  counts: { reason: UninstallReason; count: number }[];
  /** Uninstalls whose vendor skipped the question. */
  skipped: number;
  comments: UninstallComment[];
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

/** Why vendors uninstalled the organisation's apps, per app and UTC month of the range: newest month first, then by app name. */
export async function uninstallReasonReport(db: Db, viewer: Viewer, args: UninstallReasonArgs): Promise<UninstallReasonMonth[]> {
  const filter = await filterFor(db, viewer, args);
  const [counts, comments] = await Promise.all([
    countUninstallReasons(db, filter),
    recentUninstallComments(db, { ...filter, perMonth: COMMENTS_PER_MONTH }),
  ]);
  const names = await findLiveAppNames(db, [...new Set(counts.map((c) => c.appId))]);
  const months = new Map<string, UninstallReasonMonth>();
  for (const c of counts) {
    const key = `${c.appId}:${c.month}`;
    let month = months.get(key);
    if (!month) {
      month = {
        appId: c.appId,
        appName: names.get(c.appId)?.name ?? '',
        month: c.month,
        total: 0,
        counts: UNINSTALL_REASONS.map((reason) => ({ reason, count: 0 })),
        skipped: 0,
        comments: comments.filter((m) => m.appId === c.appId && m.month === c.month),
      };
      months.set(key, month);
    }
    month.total += c.count;
    if (c.reason === null) month.skipped += c.count;
    else month.counts.find((r) => r.reason === c.reason)!.count += c.count;
  }
  return [...months.values()].sort((a, b) => b.month.localeCompare(a.month) || a.appName.localeCompare(b.appName) || a.appId - b.appId);
}

/** `uninstall-reasons.csv`: every answer of the screen's range (and app), one row each, comments included. */
export async function uninstallReasonsExport(db: Db, viewer: Viewer, query: Record<string, string | undefined>): Promise<CsvExport> {
  const filter = await filterFor(db, viewer, {
    timestampFrom: Number(query.timestampFrom),
    timestampTo: Number(query.timestampTo),
    appId: query.appId,
  });
  async function* rows(): AsyncGenerator<CsvValue[]> {
    let names = new Map<number, { name: string }>();
    for await (const row of keysetBatches(
      async (after: number | null, size) => {
        const batch = await findUninstallReasonBatch(db, { ...filter, afterId: after ?? 0, size });
        const missing = [...new Set(batch.map((r) => r.appId))].filter((id) => !names.has(id));
        if (missing.length) names = new Map([...names, ...(await findLiveAppNames(db, missing))]);
        return batch;
      },
      (r) => r.id,
    )) {
      const reason = row.reason as UninstallReason | null;
      // the month only: an exact time would name the vendor beside the uninstall webhook the partner got then
      yield [
        row.appId,
        names.get(row.appId)?.name ?? '',
        row.month.slice(0, 7),
        reason ? UNINSTALL_REASON_LABELS[reason] : NO_REASON_LABEL,
        row.comment,
      ];
    }
  }
  return { name: 'uninstall-reasons', header: ['App id', 'App', 'Month', 'Reason', 'Comment'], rows: rows() };
}
