import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.ts';

export interface ThrottleRule {
  /** failures allowed in one window */
  limit: number;
  windowSeconds: number;
}

/** Seconds until `key` may try again, or 0 when it is under its limit. Counters live in the database. */
export async function retryAfter(db: Db, key: string, rule: ThrottleRule): Promise<number> {
  const [row] = await rows<{ count: number; wait: number }>(
    db,
    sql`select count, ceil(extract(epoch from reset_at - now()))::int as wait from rate_limits
      where key = ${key} and reset_at > now()`,
  );
  return row && row.count >= rule.limit ? Math.max(1, Number(row.wait)) : 0;
}

/** Counts one failure for `key`, starting a new window when the last one has ended. */
export async function countFailure(db: Db, key: string, rule: ThrottleRule): Promise<void> {
  await db.execute(sql`
    insert into rate_limits (key, count, reset_at) values (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at > now() then rate_limits.count + 1 else 1 end,
      reset_at = case when rate_limits.reset_at > now() then rate_limits.reset_at
        else now() + make_interval(secs => ${rule.windowSeconds}) end`);
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
