import { STAFF_ACTOR_NAME } from '@appstore/shared';
import type { Db } from '../../db/client.ts';
import { auditDirectory } from './audit-directory.ts';
import type { AuditEntryRow, AuditScope } from './audit-log.queries.ts';

/** An entry with the names the screens show: its organisation, its actor, its target. */
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

// a target id as an int4 key, or null when the entry names something else (ids are written as text)
const targetKey = (id: string | null) => (id !== null && /^[0-9]{1,9}$/.test(id) ? Number(id) : null);

const distinct = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];

/** The current names of a page's targets, one read per kind of target, as `type:id` keys. */
async function targetNames(db: Db, page: AuditEntryRow[]): Promise<Map<string, string>> {
  const { targetNames: byType } = auditDirectory();
  const idsByType = new Map<string, number[]>();
  for (const entry of page) {
    const key = targetKey(entry.targetId);
    if (entry.targetType === null || key === null || !Object.hasOwn(byType, entry.targetType)) continue;
    idsByType.set(entry.targetType, [...(idsByType.get(entry.targetType) ?? []), key]);
  }
  const names = new Map<string, string>();
  await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      for (const [id, name] of await byType[type]!(db, distinct(ids))) names.set(`${type}:${id}`, name);
    }),
  );
  return names;
}

/**
 * Names a page of entries from their owners, a few reads per page whatever its length: the actor as they are now
 * (a removed user is none), the organisation, the target's current name. A partner's log says that platform staff
 * acted, not who: staff names, addresses and user ids stay inside the platform (no actor id either, which would
 * tell one staff member's entries from another's).
 */
export async function labelAuditPage(db: Db, scope: AuditScope, page: AuditEntryRow[]): Promise<AuditRow[]> {
  if (page.length === 0) return [];
  const directory = auditDirectory();
  const [people, organizations, targets] = await Promise.all([
    directory.people(db, distinct(page.map((e) => e.actorUserId))),
    directory.organizationNames(db, distinct(page.map((e) => e.organizationId))),
    targetNames(db, page),
  ]);
  return page.map((entry) => {
    const actor = entry.actorUserId === null ? undefined : people.get(entry.actorUserId);
    const byStaff = actor !== undefined && entry.organizationId !== null && actor.organizationId !== entry.organizationId;
    const key = targetKey(entry.targetId);
    const named: Pick<AuditRow, 'actorId' | 'actorName' | 'actorEmail'> =
      byStaff && !scope.namesStaff
        ? { actorId: null, actorName: STAFF_ACTOR_NAME, actorEmail: null }
        : { actorId: actor?.id ?? null, actorName: actor?.name || null, actorEmail: actor?.email ?? null };
    return {
      id: entry.id,
      createdAt: entry.createdAt,
      action: entry.action,
      details: entry.details,
      organizationId: entry.organizationId,
      organizationName: entry.organizationId === null ? null : (organizations.get(entry.organizationId) ?? null),
      ...named,
      byStaff,
      targetLabel: key === null ? null : (targets.get(`${entry.targetType}:${key}`) ?? null),
    };
  });
}
