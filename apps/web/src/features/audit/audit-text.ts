import { STAFF_ACTOR_NAME } from '@appstore/shared/audit/audit-log';

interface EntryActor {
  byStaff: boolean;
  actor: { name: string } | null;
}

/**
 * Who did it: their name; 'Platform staff' in an organisation's log, which names no staff member (the server sends
 * no actor for them); or a note that the user has since been removed.
 */
export function auditActorText(entry: EntryActor): string {
  if (entry.actor?.name) return entry.actor.name;
  return entry.byStaff ? STAFF_ACTOR_NAME : 'A removed user';
}

/** Staff get a chip beside their name; a partner's log already names them 'Platform staff', once is enough. */
export function showsStaffChip(entry: EntryActor): boolean {
  return entry.byStaff && entry.actor !== null;
}
