import { and, eq, sql } from 'drizzle-orm';
import { apps } from '../../db/schema/apps.ts';
import { liveApp, type AppRow } from './apps.queries.ts';

/*
 * "Listed in the store": the apps the public store shows, searches, counts per category and lets vendors review.
 * An app is listed while it is PUBLISHED, PUBLIC (a custom app never shows) and not deleted. The three forms below
 * say the same rule for raw SQL, Drizzle and a row in hand; use the one that fits, never a copy of it.
 *
 * Two copies cannot call this: the partial index `apps_public_published_idx` (db/schema/apps.ts) and the catalogue
 * version's triggers (migrations 0014 and 0015). A change here needs a migration that changes both.
 */

/** The rule in raw SQL, for a statement that names the app `a`. */
export const listedAppSql = sql`a.status = 'PUBLISHED' and a.type = 'PUBLIC' and a.deleted_at is null`;

/** The rule as a Drizzle condition on the `apps` table. */
export const listedApp = and(eq(apps.status, 'PUBLISHED'), eq(apps.type, 'PUBLIC'), liveApp)!;

/** The rule for an app row already read. */
export function isListedInStore(app: Pick<AppRow, 'status' | 'type' | 'deletedAt'>): boolean {
  return app.status === 'PUBLISHED' && app.type === 'PUBLIC' && app.deletedAt === null;
}
