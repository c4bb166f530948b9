import { LIMITS, auditKindOf, auditLogFilterSchema, describeAuditEntry, type AuditKind, type AuditLogFilter } from '@appstore/shared';
import type { Db } from '../../db/client.ts';
import { keysetBatches, type CsvExport, type CsvValue } from '../../lib/csv.ts';
import { defineCursor, pageSize, toConnection, type Connection } from '../../lib/paging.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/parse-input.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { requireAdmin } from '../accounts/viewer.ts';
import { countAuditEntries, readAuditActors, readAuditPage, type AuditRow, type AuditScope } from './audit-log.queries.ts';

/**
 * Who did what in an organisation, and (for staff) on the whole platform.
 *
 * Every member of an organisation reads its log: the spec gives no role beyond the account owner a narrower
 * view, and members already see everything the entries are about (apps, credentials, team, payouts); what the
 * log adds is who did it, which a team needs to trust the credentials it shares. Staff actions on the
 * organisation (review and payout decisions, disguises and what was done in them) are in it too.
 */

export interface AuditEntryView extends AuditRow {
  kind: AuditKind | null;
  description: string;
}

const ORG_CURSOR = defineCursor('auditLog', ['id']);
const PLATFORM_CURSOR = defineCursor('platformAuditLog', ['id']);

const toView = (row: AuditRow): AuditEntryView => ({
  ...row,
  kind: auditKindOf(row.action),
  description: describeAuditEntry({ action: row.action, targetLabel: row.targetLabel, details: { ...row.details, byStaff: row.byStaff } }),
});

function scopeOf(filter: AuditLogFilter, organizationId: number | null, namesStaff: boolean): AuditScope {
  return {
    organizationId,
    namesStaff,
    actorId: filter.actorId ? Number(filter.actorId) : undefined,
    kind: filter.kind,
    fromDay: filter.from,
    toDay: filter.to,
  };
}

/** The filter as the form, the GraphQL field and the export's query string give it (empty values left out). */
function parseFilter(input: Record<string, unknown> | null | undefined): AuditLogFilter {
  const present = Object.fromEntries(Object.entries(input ?? {}).filter(([, v]) => v !== null && v !== undefined && v !== ''));
  return parseInput(auditLogFilterSchema, present);
}

/** The viewer's organisation's log; another organisation named in the filter answers as a missing one. */
function orgScope(viewer: Viewer, input: Record<string, unknown> | null | undefined): AuditScope {
  const filter = parseFilter(input);
  if (filter.organizationId && Number(filter.organizationId) !== viewer.organization.id) throw new NotFoundError('Organization not found');
  return scopeOf(filter, viewer.organization.id, false);
}

/** Staff only: every organisation's entries, or one organisation's when the filter names it. */
function platformScope(viewer: Viewer, input: Record<string, unknown> | null | undefined): AuditScope {
  requireAdmin(viewer);
  const filter = parseFilter(input);
  return scopeOf(filter, filter.organizationId ? Number(filter.organizationId) : null, true);
}

async function pageOf(
  db: Db,
  scope: AuditScope,
  cursors: typeof ORG_CURSOR,
  args: { first?: number | null; after?: string | null },
): Promise<Connection<AuditEntryView>> {
  const size = pageSize(args.first, LIMITS.auditLogPageSize);
  const after = cursors.decode(args.after);
  const [page, total] = await Promise.all([readAuditPage(db, scope, after?.[0] ?? null, size + 1), countAuditEntries(db, scope)]);
  return toConnection(page.map(toView), size, total, (e) => cursors.encode([e.id]), after !== null);
}

type PageArgs = { filter?: Record<string, unknown> | null; first?: number | null; after?: string | null };

export const listAuditLog = (db: Db, viewer: Viewer, args: PageArgs) => pageOf(db, orgScope(viewer, args.filter), ORG_CURSOR, args);

export const listPlatformAuditLog = (db: Db, viewer: Viewer, args: PageArgs) =>
  pageOf(db, platformScope(viewer, args.filter), PLATFORM_CURSOR, args);

export function listAuditActors(db: Db, viewer: Viewer, platform: boolean) {
  if (platform) requireAdmin(viewer);
  return readAuditActors(db, platform ? null : viewer.organization.id);
}

const EXPORT_HEADER = ['Date (UTC)', 'Person', 'Email', 'Platform staff', 'Kind', 'Action', 'Description'] as const;

function exportOf(db: Db, scope: AuditScope, name: string, withOrganization: boolean): CsvExport {
  async function* rows(): AsyncGenerator<CsvValue[]> {
    for await (const row of keysetBatches(
      (after: number | null, limit) => readAuditPage(db, scope, after, limit),
      (r) => r.id,
    )) {
      const e = toView(row);
      const cells: CsvValue[] = [
        e.createdAt,
        e.actorName ?? 'A removed user',
        e.actorEmail,
        e.byStaff ? 'yes' : 'no',
        e.kind,
        e.action,
        e.description,
      ];
      yield withOrganization ? [...cells, e.organizationId, e.organizationName] : cells;
    }
  }
  return { name, header: withOrganization ? [...EXPORT_HEADER, 'Organization id', 'Organization'] : EXPORT_HEADER, rows: rows() };
}

/** `audit-log.csv`: the organisation's log with the screen's filters. */
export async function auditLogExport(db: Db, viewer: Viewer, query: Record<string, unknown>): Promise<CsvExport> {
  return exportOf(db, orgScope(viewer, query), 'audit-log', false);
}

/** `platform-audit-log.csv`: staff only. */
export async function platformAuditLogExport(db: Db, viewer: Viewer, query: Record<string, unknown>): Promise<CsvExport> {
  return exportOf(db, platformScope(viewer, query), 'platform-audit-log', true);
}
