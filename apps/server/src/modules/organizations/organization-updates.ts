import type { Db } from '../../db/client.ts';

/** Work another domain redoes when an organisation's details change, on the database handle the change was made on. */
export type OrganizationUpdateListener = (db: Db, organizationId: number) => Promise<void>;

const listeners: OrganizationUpdateListener[] = [];

/**
 * Domains above organisations that copy its details (the listings' search documents carry the developer's name)
 * register here, so that organisations need not import them: the graph of domains stays one-way.
 */
export function onOrganizationUpdated(listener: OrganizationUpdateListener): void {
  listeners.push(listener);
}

export async function organizationUpdated(db: Db, organizationId: number): Promise<void> {
  for (const listener of listeners) await listener(db, organizationId);
}
