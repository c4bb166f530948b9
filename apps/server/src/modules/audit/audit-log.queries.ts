import { sql, type SQL } from 'drizzle-orm';
import { auditActionsOf, type AuditKind } from '@appstore/shared';
import { rows, type Db } from '../../db/client.ts';

/** The filters of a log, parsed: ids as numbers, days as the first instant of a UTC day and of the day after. */
export interface AuditScope {
  /** null only for the staff desk's platform-wide log. */
  organizationId: number | null;
  /** The staff desk's log (whole or filtered to one organisation) names staff; a partner's log never does. */
  namesStaff: boolean;
  actorId?: number;
  /** The person filtered by belongs to the organisation now: a partner's log finds no one else's entries. */
  actorIsMember?: boolean;
  kind?: AuditKind;
  fromDay?: string;
  toDay?: string;
}

/** One entry as its table holds it; the service adds the names other domains own (audit-labels.ts). */
export interface AuditEntryRow {
  id: number;
  createdAt: Date;
  action: string;
  details: Record<string, unknown> | null;
  organizationId: number | null;
  actorUserId: number | null;
  targetType: string | null;
  targetId: string | null;
}

function whereOf(scope: AuditScope): SQL {
  const parts: SQL[] = [sql`true`];
  if (scope.organizationId !== null) parts.push(sql`a.organization_id = ${scope.organizationId}`);
  if (scope.actorId !== undefined) {
    parts.push(sql`a.actor_user_id = ${scope.actorId}`);
    // a partner's log finds its own members' entries only: filtering by a staff member's id must not group theirs
    if (!scope.namesStaff && !scope.actorIsMember) parts.push(sql`false`);
  }
  if (scope.kind) parts.push(sql`a.action in ${auditActionsOf(scope.kind)}`);
  if (scope.fromDay) parts.push(sql`a.created_at >= ${scope.fromDay}::date::timestamp at time zone 'UTC'`);
  if (scope.toDay) parts.push(sql`a.created_at < (${scope.toDay}::date + 1)::timestamp at time zone 'UTC'`);
  return sql.join(parts, sql` and `);
}

/** One page of a log, newest first, by the keyset of the entry id (ids grow with time). */
export async function readAuditPage(db: Db, scope: AuditScope, beforeId: number | null, limit: number): Promise<AuditEntryRow[]> {
  const list = await rows<AuditEntryRow>(
    db,
    sql`
      select a.id, a.created_at as "createdAt", a.action, a.details, a.organization_id as "organizationId",
             a.actor_user_id as "actorUserId", a.target_type as "targetType", a.target_id as "targetId"
      from audit_log a
      where ${whereOf(scope)} ${beforeId === null ? sql`` : sql`and a.id < ${beforeId}`}
      order by a.id desc
      limit ${limit}`,
  );
  return list.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
}

export async function countAuditEntries(db: Db, scope: AuditScope): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from audit_log a where ${whereOf(scope)}`);
  return Number(row?.n ?? 0);
}

/**
 * The users who appear in a log, every organisation's when `organizationId` is null, as a subquery of one id column:
 * accounts reads their names in the same statement, however many they are.
 */
export function auditActorIds(organizationId: number | null): SQL {
  return sql`select a.actor_user_id from audit_log a
    where a.actor_user_id is not null ${organizationId === null ? sql`` : sql`and a.organization_id = ${organizationId}`}`;
}
