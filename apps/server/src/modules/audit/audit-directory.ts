import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** A person as the log names them: the full name (trimmed), the address and the organisation they belong to now. */
export interface AuditPerson {
  id: number;
  name: string;
  email: string;
  organizationId: number;
}

/** Current names by id, read by one statement per page. */
export type NamesById = (db: Db, ids: number[]) => Promise<Map<number, string>>;

/**
 * What the log shows beside its own rows, each read from the domain that owns it after a page is read: people,
 * organisations, and the current name of each kind of target (`target_type`), so an entry names the app, listing
 * or person it is about (a deleted one keeps the name its row still holds, or none).
 *
 * The audit domain sits below every domain that writes to it (they all record their actions), so it cannot import
 * them to read their names: the composition root hands it their functions once (apis/store/audit-directory.ts).
 */
export interface AuditDirectory {
  people(db: Db, ids: number[]): Promise<Map<number, AuditPerson>>;
  /** Of the users the subquery names, those of one organisation (of any when null), by name then id, at most `limit`. */
  peopleByName(db: Db, userIds: SQL, organizationId: number | null, limit: number): Promise<AuditPerson[]>;
  organizationNames: NamesById;
  targetNames: Record<string, NamesById>;
}

let provided: AuditDirectory | null = null;

export function provideAuditDirectory(directory: AuditDirectory): void {
  provided = directory;
}

export function auditDirectory(): AuditDirectory {
  if (!provided) throw new Error('The audit log is read before the composition root provided its directory (provideAuditDirectory).');
  return provided;
}
