import { STAFF_ACTOR_NAME } from '@appstore/shared/audit/audit-log';

/** Who did it: their name, or a note that the user has since been removed. */
export function auditActorText(actor: { name: string } | null): string {
  return actor?.name || 'A removed user';
}

/** Staff get a chip beside their name; a partner's log already names them 'Platform staff', once is enough. */
export function showsStaffChip(entry: { byStaff: boolean; actor: { name: string } | null }): boolean {
  return entry.byStaff && entry.actor?.name !== STAFF_ACTOR_NAME;
}
