import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.ts';
import { sha256Hex } from '../../lib/crypto.ts';

export interface ThrottleRule {
  /** attempts allowed in one window */
  limit: number;
  windowSeconds: number;
}

/** One counter and its rule, e.g. failed logins of one account from one address. */
export interface ThrottleLimit {
  /** What is counted, e.g. `login:account:<e-mail>`; stored only as its digest. */
  key: string;
  rule: ThrottleRule;
}

/** The attempt taken from each counter (by its stored key); `resetAt` names the window it was taken from. */
export type Reservation = { key: string; resetAt: string }[];

/**
 * A counter's row is keyed by the SHA-256 of what it counts: as short for a 60,000-character e-mail as for any
 * other (a long text key would not even fit the primary key's index), and the table names no address or e-mail.
 */
const storedKey = (key: string): string => sha256Hex(key);

export type TakeResult = { reservation: Reservation } | { retryAfterSeconds: number };

/**
 * Takes one attempt from every counter before the work it guards (checking a password, sending a mail), or
 * from none. Each counter is raised by a single upsert that refuses a full window, so parallel requests
 * (several connections or server processes) can never take more than the limit between them: the check
 * and the count are one statement, not a read followed by a write.
 */
export async function takeAttempt(db: Db, limits: ThrottleLimit[]): Promise<TakeResult> {
  const reservation: Reservation = [];
  for (const limit of limits) {
    const { rule } = limit;
    const key = storedKey(limit.key);
    const [taken] = await rows<{ reset_at: string }>(
      db,
      sql`insert into rate_limits (key, count, reset_at) values (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
        on conflict (key) do update set
          count = case when rate_limits.reset_at > now() then rate_limits.count + 1 else 1 end,
          reset_at = case when rate_limits.reset_at > now() then rate_limits.reset_at else excluded.reset_at end
        where rate_limits.reset_at <= now() or rate_limits.count < ${rule.limit}
        returning reset_at::text as reset_at`,
    );
    if (!taken) {
      // all or none: a refused request must not use up the other counters
      await returnAttempt(db, reservation);
      return { retryAfterSeconds: await secondsUntilReset(db, key) };
    }
    reservation.push({ key, resetAt: taken.reset_at });
  }
  return { reservation };
}

/** Gives a reserved attempt back (it turned out not to be a failure), unless its window has ended since. */
export async function returnAttempt(db: Db, reservation: Reservation): Promise<void> {
  for (const { key, resetAt } of reservation) {
    await db.execute(sql`update rate_limits set count = count - 1 where key = ${key} and reset_at = ${resetAt}::timestamptz and count > 0`);
  }
}

async function secondsUntilReset(db: Db, key: string): Promise<number> {
  const [row] = await rows<{ wait: number }>(
    db,
    sql`select ceil(extract(epoch from reset_at - now()))::int as wait from rate_limits where key = ${key}`,
  );
  return Math.max(1, Number(row?.wait ?? 1));
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${storedKey(key)}`);
}

/** Expired counters deleted per statement, and statements per run: however many piled up, a run's work is bounded. */
const PURGE_BATCH = 5_000;
const PURGE_BATCHES_PER_RUN = 20;
const PURGE_EVERY_MS = 5 * 60_000;

/**
 * Deletes the counters whose window has ended: they count nothing (the next attempt starts a new window), and
 * without this every e-mail and address ever tried would keep its row. Batches skip rows another process holds,
 * so processes purging at once, or a login counting, never wait on each other. Answers how many went.
 */
export async function purgeExpiredCounters(db: Db, opts: { batch?: number; batches?: number } = {}): Promise<number> {
  const batch = opts.batch ?? PURGE_BATCH;
  let purged = 0;
  for (let i = 0; i < (opts.batches ?? PURGE_BATCHES_PER_RUN); i++) {
    const [gone] = await rows<{ n: number }>(
      db,
      sql`with gone as (
        delete from rate_limits where key in (
          select key from rate_limits where reset_at <= now() limit ${batch} for update skip locked
        ) returning 1
      ) select count(*)::int as n from gone`,
    );
    purged += gone?.n ?? 0;
    if ((gone?.n ?? 0) < batch) break;
  }
  return purged;
}

/**
 * Purges expired counters now and then every 5 minutes, in every process (deleting is idempotent, so processes
 * running it together do it once); a failed run is only logged, the next one catches up. Answers a function that
 * stops it.
 */
export function scheduleCounterPurge(db: Db, log: (err: unknown) => void): () => void {
  const run = () => void purgeExpiredCounters(db).catch(log);
  run();
  const timer = setInterval(run, PURGE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** "Try again in 3 minutes." for a RateLimitedError's message. */
export function tryAgainIn(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** One counter of a batch: take up to `want` of its `limit`, in a window that ends at `resetAt` when it starts now. */
export interface BatchTake {
  key: string;
  want: number;
  limit: number;
  resetAt: Date;
}

/** Far above any limit: a flooded counter stops growing here, so it never overflows its integer. */
const COUNT_CEILING = 1_000_000_000;

/**
 * Takes up to `want` from each counter, all in one statement (a batch of page views, written once a second), and
 * answers how many each gave. The count is raised by the whole `want` whatever the limit, so the count before is the
 * count after less `want`, and the part of `want` that was still within the limit follows from it: callers in
 * several processes each add atomically, and together are never given more than the limit. Keys are taken in one
 * order, so two batches cannot deadlock.
 */
export async function takeUpTo(db: Db, takes: readonly BatchTake[]): Promise<Map<string, number>> {
  const byKey = new Map<string, BatchTake>();
  for (const take of takes) {
    const same = byKey.get(take.key);
    byKey.set(take.key, same ? { ...same, want: same.want + take.want } : { ...take });
  }
  if (byKey.size === 0) return new Map();
  const stored = new Map([...byKey.keys()].map((key) => [storedKey(key), key]));
  const sorted = [...stored.keys()].sort().map((digest) => ({ digest, take: byKey.get(stored.get(digest)!)! }));
  const json = JSON.stringify(sorted.map(({ digest, take }) => ({ key: digest, want: take.want, reset_at: take.resetAt.toISOString() })));
  const found = await rows<{ key: string; count: number }>(
    db,
    sql`insert into rate_limits (key, count, reset_at)
      select key, want, reset_at from jsonb_to_recordset(${json}::jsonb) as x(key text, want integer, reset_at timestamptz)
      order by key
      on conflict (key) do update set
        count = case when rate_limits.reset_at > now() then least(rate_limits.count + excluded.count, ${COUNT_CEILING}) else excluded.count end,
        reset_at = case when rate_limits.reset_at > now() then rate_limits.reset_at else excluded.reset_at end
      returning key, count`,
  );
  const given = new Map<string, number>();
  for (const row of found) {
    const key = stored.get(row.key)!;
    const take = byKey.get(key)!;
    const before = Number(row.count) - take.want;
    given.set(key, Math.max(0, Math.min(take.want, take.limit - before)));
  }
  return given;
}
