import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { experiences, type ExperienceRow } from '../../db/schema/experiences.ts';
import { batchLoader } from '../../lib/batch-loader.ts';

/** Per-request loaders of the App API, already scoped to the token's vendor. */
export function createExperienceLoaders(db: Db, vendorId: number) {
  return {
    /** A page of bookings asks for their experiences in one query. */
    experience: batchLoader<number, ExperienceRow | null>(async (ids) => {
      const found = await db
        .select()
        .from(experiences)
        .where(and(eq(experiences.vendorId, vendorId), inArray(experiences.id, ids)));
      return new Map(found.map((e) => [e.id, e]));
    }, null),
  };
}
