import { LIMITS, auditKindOf, auditLogFilterSchema, describeAuditEntry, type AuditKind, type AuditLogFilter } from '@appstore/shared';
import type { Db } from '../../db/client.ts';
import { keysetBatches, type CsvExport, type CsvValue } from '../../lib/csv.ts';
import { defineCursor, pageSize, toConnection, type Connection } from '../../lib/paging.ts';
import { ForbiddenError, NotFoundError, STAFF_ONLY } from '../../lib/errors.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { auditDirectory } from './audit-directory.ts';
import { labelAuditPage, type AuditRow } from './audit-labels.ts';
import { auditActorIds, countAuditEntries, readAuditPage, type AuditScope } from './audit-log.queries.ts';

/**
 * Who did what in an organisation, and (for staff) on the whole platform.
 *
 * Every member of an organisation reads its log: the spec gives no role beyond the account owner a narrower
 * view, and members already see everything the entries are about (apps, credentials, team, payouts); what the
 * log adds is who did it, which a team needs to trust the credentials it shares. Staff actions on the
 * organisation (review and payout decisions, disguises and what was done in them) are in it too.
 */

/**
 * Who reads a log: the session's viewer (accounts' Viewer has this shape). The audit domain sits below accounts,
 * which records sign-ins and disguises in it, so it names the shape instead of importing it.
 */
export interface AuditReader {
  user: { adminUser: boolean };
  organization: { id: number };
}

/** The staff desk's logs; accounts' requireAdmin says the same, but the audit domain cannot import it. */
function requireStaff(reader: AuditReader): void {
  if (!reader.user.adminUser) throw new ForbiddenError(STAFF_ONLY);
}

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

/**
 * The viewer's organisation's log; another organisation named in the filter answers as a missing one. A person
 * filter finds the organisation's members only (as they are now), never a staff member who acted on it.
 */
async function orgScope(db: Db, viewer: AuditReader, input: Record<string, unknown> | null | undefined): Promise<AuditScope> {
  const filter = parseFilter(input);
  if (filter.organizationId && Number(filter.organizationId) !== viewer.organization.id) throw new NotFoundError('Organization not found');
  const scope = scopeOf(filter, viewer.organization.id, false);
  if (scope.actorId === undefined) return scope;
  const person = (await auditDirectory().people(db, [scope.actorId])).get(scope.actorId);
  return { ...scope, actorIsMember: person?.organizationId === viewer.organization.id };
}

/** Staff only: every organisation's entries, or one organisation's when the filter names it. */
async function platformScope(viewer: AuditReader, input: Record<string, unknown> | null | undefined): Promise<AuditScope> {
  requireStaff(viewer);
  const filter = parseFilter(input);
  return scopeOf(filter, filter.organizationId ? Number(filter.organizationId) : null, true);
}

/** One page of a log with its names (see audit-labels.ts). */
async function readLabelledPage(db: Db, scope: AuditScope, beforeId: number | null, limit: number): Promise<AuditRow[]> {
  return labelAuditPage(db, scope, await readAuditPage(db, scope, beforeId, limit));
}

async function pageOf(
  db: Db,
  scope: AuditScope,
  cursors: typeof ORG_CURSOR,
  args: { first?: number | null; after?: string | null },
): Promise<Connection<AuditEntryView>> {
  const size = pageSize(args.first, LIMITS.auditLogPageSize);
  const after = cursors.decode(args.after);
  const [page, total] = await Promise.all([readLabelledPage(db, scope, after?.[0] ?? null, size + 1), countAuditEntries(db, scope)]);
  return toConnection(page.map(toView), size, total, (e) => cursors.encode([e.id]), after !== null);
}

type PageArgs = { filter?: Record<string, unknown> | null; first?: number | null; after?: string | null };

export const listAuditLog = async (db: Db, viewer: AuditReader, args: PageArgs) =>
  pageOf(db, await orgScope(db, viewer, args.filter), ORG_CURSOR, args);

export const listPlatformAuditLog = async (db: Db, viewer: AuditReader, args: PageArgs) =>
  pageOf(db, await platformScope(viewer, args.filter), PLATFORM_CURSOR, args);

/** The people who appear in a log (its person filter), by name; a partner's list holds only its own members. */
export async function listAuditActors(
  db: Db,
  viewer: AuditReader,
  platform: boolean,
): Promise<{ id: number; name: string; email: string }[]> {
  if (platform) requireStaff(viewer);
  const organizationId = platform ? null : viewer.organization.id;
  const people = await auditDirectory().peopleByName(db, auditActorIds(organizationId), organizationId, 500);
  return people.map(({ id, name, email }) => ({ id, name, email }));
}

const EXPORT_HEADER = ['Date (UTC)', 'Person', 'Email', 'Platform staff', 'Kind', 'Action', 'Description'] as const;

function exportOf(db: Db, scope: AuditScope, name: string, withOrganization: boolean): CsvExport {
  async function* rows(): AsyncGenerator<CsvValue[]> {
    for await (const row of keysetBatches(
      (after: number | null, limit) => readLabelledPage(db, scope, after, limit),
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
export async function auditLogExport(db: Db, viewer: AuditReader, query: Record<string, unknown>): Promise<CsvExport> {
  return exportOf(db, await orgScope(db, viewer, query), 'audit-log', false);
}

/** `platform-audit-log.csv`: staff only. */
export async function platformAuditLogExport(db: Db, viewer: AuditReader, query: Record<string, unknown>): Promise<CsvExport> {
  return exportOf(db, await platformScope(viewer, query), 'platform-audit-log', true);
}
