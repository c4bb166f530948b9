import type { Db } from '../../db/client.ts';
import { ForbiddenError, STAFF_ONLY } from '../../lib/errors.ts';
import { writeAuditEntry } from '../audit/audit-log.ts';
import type { Viewer } from './sessions.ts';

export function requireAdmin(viewer: Viewer): void {
  if (!viewer.user.adminUser) throw new ForbiddenError(STAFF_ONLY);
}

/** Account owners manage their own organisation's team; staff may act for the organisation they disguise as. */
export function canManageOrganization(viewer: Viewer): boolean {
  return viewer.user.adminUser || (viewer.user.accountOwner && !viewer.disguised);
}

/** Records an action with the real user, also while an admin acts for another organisation. */
export async function audit(db: Db, viewer: Viewer, action: string, target: { type: string; id: string | number }, details?: object) {
  await auditFor(db, viewer, viewer.organization.id, action, target, details);
}

/**
 * Records an action in the log of the organisation it was done to, which for staff deciding on another
 * organisation's app or payout is not the one they act for: the partner sees the decision in their own log.
 */
export async function auditFor(
  db: Db,
  viewer: Viewer,
  organizationId: number,
  action: string,
  target: { type: string; id: string | number },
  details?: object,
) {
  await writeAuditEntry(db, {
    actorUserId: viewer.user.id,
    organizationId,
    disguised: viewer.disguised,
    action,
    target,
    details,
  });
}

/**
 * Records a platform-wide staff action (a category, a review's reports) in the log of the staff member's own
 * organisation, never in one they disguise as: it is about no partner, and the platform log shows it.
 */
export async function auditStaffAction(
  db: Db,
  viewer: Viewer,
  action: string,
  target: { type: string; id: string | number },
  details?: object,
) {
  await auditFor(db, viewer, viewer.user.organizationId, action, target, details);
}
