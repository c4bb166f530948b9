import { sql, type SQL } from 'drizzle-orm';
import { auditActionsOf, STAFF_ACTOR_NAME, type AuditKind } from '@appstore/shared';
import { rows, type Db } from '../../db/client.ts';

/** The filters of a log, parsed: ids as numbers, days as the first instant of a UTC day and of the day after. */
export interface AuditScope {
  /** null only for the staff desk's platform-wide log. */
  organizationId: number | null;
  /** The staff desk's log (whole or filtered to one organisation) names staff; a partner's log never does. */
  namesStaff: boolean;
  actorId?: number;
  kind?: AuditKind;
  fromDay?: string;
  toDay?: string;
}

export interface AuditRow {
  id: number;
  createdAt: Date;
  action: string;
  details: Record<string, unknown> | null;
  organizationId: number | null;
  organizationName: string | null;
  actorId: number | null;
  actorName: string | null;
  actorEmail: string | null;
  /** The actor belongs to another organisation than the entry: platform staff acting on this one. */
  byStaff: boolean;
  targetLabel: string | null;
}

function whereOf(scope: AuditScope): SQL {
  const parts: SQL[] = [sql`true`];
  if (scope.organizationId !== null) parts.push(sql`a.organization_id = ${scope.organizationId}`);
  if (scope.actorId !== undefined) {
    parts.push(sql`a.actor_user_id = ${scope.actorId}`);
    // a partner's log finds its own members' entries only: filtering by a staff member's id must not group theirs
    if (!scope.namesStaff) parts.push(sql`a.actor_user_id in (select id from users where organization_id = a.organization_id)`);
  }
  if (scope.kind) parts.push(sql`a.action in ${auditActionsOf(scope.kind)}`);
  if (scope.fromDay) parts.push(sql`a.created_at >= ${scope.fromDay}::date::timestamp at time zone 'UTC'`);
  if (scope.toDay) parts.push(sql`a.created_at < (${scope.toDay}::date + 1)::timestamp at time zone 'UTC'`);
  return sql.join(parts, sql` and `);
}

// a target id as an int4 key, or null when the entry names something else (ids are written as text)
const targetKey = (type: string) =>
  sql.raw(`case when a.target_type = '${type}' and a.target_id ~ '^[0-9]{1,9}$' then a.target_id::int end`);

/**
 * One page of a log, newest first, by the keyset of the entry id (ids grow with time). The target's current
 * name is looked up per row (a primary-key read each), so that an entry names the app, listing or person it is
 * about; a deleted one keeps the name it had while its row stays (apps are soft-deleted), or none.
 */
export function readAuditPage(db: Db, scope: AuditScope, beforeId: number | null, limit: number): Promise<AuditRow[]> {
  return rows<AuditRow>(
    db,
    sql`
      select a.id, a.created_at as "createdAt", a.action, a.details,
             a.organization_id as "organizationId", o.business_name as "organizationName",
             u.id as "actorId", nullif(trim(u.first_name || ' ' || u.last_name), '') as "actorName", u.email as "actorEmail",
             coalesce(u.organization_id <> a.organization_id, false) as "byStaff",
             coalesce(
               (select name from apps where id = ${targetKey('app')}),
               (select name from app_listings where id = ${targetKey('listing')}),
               (select name from price_plans where id = ${targetKey('price_plan')}),
               (select trim(first_name || ' ' || last_name) from users where id = ${targetKey('user')}),
               (select topic::text from webhook_subscriptions where id = ${targetKey('webhook')}),
               (select title from reviews where id = ${targetKey('review')}),
               (select name from categories where id = ${targetKey('category')})
             ) as "targetLabel"
      from audit_log a
      left join users u on u.id = a.actor_user_id
      left join organizations o on o.id = a.organization_id
      where ${whereOf(scope)} ${beforeId === null ? sql`` : sql`and a.id < ${beforeId}`}
      order by a.id desc
      limit ${limit}`,
  ).then((list) =>
    list.map((r) => {
      const byStaff = Boolean(r.byStaff);
      // a partner's log says that platform staff acted, not who: staff names, addresses and user ids stay inside the
      // platform (no actor id either, which would tell one staff member's entries from another's)
      const masked = byStaff && !scope.namesStaff ? { actorId: null, actorName: STAFF_ACTOR_NAME, actorEmail: null } : {};
      return { ...r, createdAt: new Date(r.createdAt), byStaff, ...masked };
    }),
  );
}

export async function countAuditEntries(db: Db, scope: AuditScope): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from audit_log a where ${whereOf(scope)}`);
  return Number(row?.n ?? 0);
}

/** The people who appear in a log (its person filter), by name; a partner's list holds only its own members. */
export function readAuditActors(db: Db, organizationId: number | null) {
  return rows<{ id: number; name: string; email: string }>(
    db,
    sql`
      select u.id, trim(u.first_name || ' ' || u.last_name) as name, u.email
      from users u
      where exists (
        select 1 from audit_log a
        where a.actor_user_id = u.id ${organizationId === null ? sql`` : sql`and a.organization_id = ${organizationId}`}
      ) ${organizationId === null ? sql`` : sql`and u.organization_id = ${organizationId}`}
      order by name, u.id
      limit 500`,
  );
}
