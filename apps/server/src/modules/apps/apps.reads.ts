import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apps } from '../../db/schema/index.ts';

/** Reads of apps for other domains' pages. A new file beside apps.queries.ts so that the two can change apart. */

/** Name and developer of each app that is not deleted, by id. */
export async function findLiveAppNames(db: Db, ids: number[]): Promise<Map<number, { name: string; organizationId: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: apps.id, name: apps.name, organizationId: apps.organizationId })
    .from(apps)
    .where(and(inArray(apps.id, ids), isNull(apps.deletedAt)));
  return new Map(rows.map((r) => [r.id, { name: r.name, organizationId: r.organizationId }]));
}
