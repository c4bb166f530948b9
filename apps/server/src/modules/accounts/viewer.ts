import type { Db } from '../../db/client.ts';
import { ForbiddenError, STAFF_ONLY } from '../../lib/errors.ts';
import { writeAuditEntry } from './audit-log.ts';
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
  await writeAuditEntry(db, {
    actorUserId: viewer.user.id,
    organizationId: viewer.organization.id,
    disguised: viewer.disguised,
    action,
    target,
    details,
  });
}
