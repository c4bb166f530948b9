import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';

export interface AuditEntry {
  /** The real user, also while staff act for another organisation. */
  actorUserId: number;
  /** The organisation acted for. */
  organizationId: number;
  disguised: boolean;
  action: string;
  target: { type: string; id: string | number };
  details?: object;
}

/** The one shape of an `audit_log` row. */
export async function writeAuditEntry(db: Db, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    organizationId: entry.organizationId,
    action: entry.action,
    targetType: entry.target.type,
    targetId: String(entry.target.id),
    details: { ...entry.details, disguised: entry.disguised },
  });
}
