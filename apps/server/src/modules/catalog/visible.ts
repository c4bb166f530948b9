import { sql } from 'drizzle-orm';

/**
 * Listings the public may see: PUBLISHED public apps that are not deleted (`a` is the app). The catalogue version's
 * triggers (migration 0014) repeat this rule: a change here needs a new migration that changes theirs.
 */
export const visible = sql`a.status = 'PUBLISHED' and a.type = 'PUBLIC' and a.deleted_at is null`;
