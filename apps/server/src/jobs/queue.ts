import { getTableName, sql } from 'drizzle-orm';
import { rows, type Db } from '../db/client.ts';
import { jobs } from '../db/schema/jobs.ts';

/**
 * A small job queue on the `jobs` table, for work that must survive a crash and run once across several
 * server processes (the same FOR UPDATE SKIP LOCKED pattern as the webhook outbox; it runs on PGlite and
 * PostgreSQL alike, which pg-boss does not). Enqueue inside the transaction that makes the job necessary.
 *
 * A claimed job is leased: `locked_until` is both the lease and a fencing token, so a worker whose lease ran
 * out (it stalled, another took the job over) cannot complete or reschedule the job under the new owner. The
 * lease of a running job is renewed while it runs; a worker that dies renews nothing, and another takes its
 * jobs over once their leases run out (WORKER_LEASE_SECONDS).
 */
export interface ClaimedJob<P = unknown> {
  id: number;
  payload: P;
  /** Failed runs so far. */
  attempts: number;
  lockToken: string;
}

/** The queue's table name, for a statement that enqueues a job together with the change that needs it. */
export const jobsSql = sql.raw(getTableName(jobs));

export async function enqueueJob(db: Db, queue: string, payload: unknown, delayMs = 0): Promise<void> {
  await db.execute(sql`insert into jobs (queue, payload, run_at)
    values (${queue}, ${JSON.stringify(payload)}::jsonb, now() + ${delayMs}::double precision * interval '1 millisecond')`);
}

export async function claimJobs<P>(db: Db, queue: string, limit: number, leaseMs: number): Promise<ClaimedJob<P>[]> {
  const claimed = await rows<{ id: string | number; payload: P; attempts: number; lock_token: string }>(
    db,
    sql`with due as (
      select id from jobs
      where queue = ${queue} and run_at <= now() and (locked_until is null or locked_until <= now())
      order by run_at, id
      limit ${limit}
      for update skip locked
    )
    update jobs j set locked_until = now() + ${leaseMs}::double precision * interval '1 millisecond'
    from due where j.id = due.id
    returning j.id, j.payload, j.attempts, j.locked_until::text as lock_token`,
  );
  return claimed.map((r) => ({ id: Number(r.id), payload: r.payload, attempts: r.attempts, lockToken: r.lock_token }));
}

/**
 * Renews the lease of a job still running (another `leaseMs` from now), so that no other worker takes over a job
 * that is merely slow; a worker that died renews nothing, and its job is taken over when the lease runs out.
 * Answers false when the lease is no longer this worker's.
 */
export async function renewLease(db: Db, job: ClaimedJob, leaseMs: number): Promise<boolean> {
  const [row] = await rows<{ lock_token: string }>(
    db,
    sql`update jobs set locked_until = now() + ${leaseMs}::double precision * interval '1 millisecond'
      where id = ${job.id} and locked_until = ${job.lockToken}::timestamptz
      returning locked_until::text as lock_token`,
  );
  if (!row) return false;
  job.lockToken = row.lock_token;
  return true;
}

/** Renews `job`'s lease every third of it while it runs; `stop` ends that, after any renewal under way. */
function keepLeased(db: Db, job: ClaimedJob, leaseMs: number, onError: (err: unknown) => void): { stop(): Promise<void> } {
  let renewing: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    renewing = renewing.then(() => renewLease(db, job, leaseMs)).catch(onError);
  }, leaseMs / 3);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      // the lease token changes with each renewal: completing with an older one would leave the job to run again
      await renewing;
    },
  };
}

export async function completeJob(db: Db, job: ClaimedJob): Promise<void> {
  await db.execute(sql`delete from jobs where id = ${job.id} and locked_until = ${job.lockToken}::timestamptz`);
}

/** Records the failure; runs again after `retryInMs`, or never (kept for inspection) when it is null. */
export async function failJob(db: Db, job: ClaimedJob, error: string, retryInMs: number | null): Promise<void> {
  const runAt = retryInMs === null ? sql`'infinity'::timestamptz` : sql`now() + ${retryInMs}::double precision * interval '1 millisecond'`;
  await db.execute(sql`update jobs set attempts = attempts + 1, last_error = ${error.slice(0, 2000)}, run_at = ${runAt}, locked_until = null
    where id = ${job.id} and locked_until = ${job.lockToken}::timestamptz`);
}

/**
 * Hands claimed jobs that have not started back to the queue (a process shutting down): another worker may take
 * them at once rather than after their lease. Only while the lease is still the caller's.
 */
export async function releaseJobs(db: Db, claimed: ClaimedJob[]): Promise<void> {
  if (claimed.length === 0) return;
  const leases = JSON.stringify(claimed.map((job) => ({ id: job.id, token: job.lockToken })));
  await db.execute(sql`update jobs j set locked_until = null
    from jsonb_to_recordset(${leases}::jsonb) as l(id bigint, token timestamptz)
    where j.id = l.id and j.locked_until = l.token`);
}

/**
 * No job runs more often than this, whatever its queue asks: a job that fails for good must not cost a worker's time
 * for ever. About three days of retries at a quarter-hour back-off (the mail outbox's).
 */
export const MAX_JOB_ATTEMPTS = 300;

export interface RunJobsOptions {
  limit?: number;
  leaseMs?: number;
  /** Runs before the job is given up (kept with its last error); at most MAX_JOB_ATTEMPTS. */
  maxAttempts?: number;
  /** Wait before run number `attempts + 1`, after `attempts` failures. */
  backoffMs?: (attempts: number) => number;
  /** Failures that running again cannot mend (bad input): the job is kept for inspection and never runs again. */
  isPermanent?: (err: unknown) => boolean;
  onError?: (err: unknown, job: ClaimedJob) => void;
  /** Once aborted (the process is stopping), the job under way finishes and the claimed rest are handed back. */
  signal?: AbortSignal;
}

/** Claims due jobs of `queue` and runs them one after another; answers how many ran. */
export async function runJobs<P>(
  db: Db,
  queue: string,
  handler: (payload: P) => Promise<void>,
  opts: RunJobsOptions = {},
): Promise<number> {
  const maxAttempts = Math.min(opts.maxAttempts ?? 10, MAX_JOB_ATTEMPTS);
  const backoff = opts.backoffMs ?? ((n) => Math.min(3_600_000, 10_000 * 2 ** (n - 1)));
  const leaseMs = opts.leaseMs ?? 60_000;
  const jobs = await claimJobs<P>(db, queue, opts.limit ?? 10, leaseMs);
  for (const [index, job] of jobs.entries()) {
    if (opts.signal?.aborted) {
      await releaseJobs(db, jobs.slice(index));
      return index;
    }
    // a job that waited too long behind a slow one may have lapsed and gone to another worker: that one runs it
    if (!(await renewLease(db, job, leaseMs))) continue;
    // renewed while it runs, so a slow run (an SMTP server taking its time) is not run twice
    const lease = keepLeased(db, job, leaseMs, (err) => opts.onError?.(err, job));
    let failure: { err: unknown } | null = null;
    try {
      await handler(job.payload);
    } catch (err) {
      failure = { err };
    } finally {
      await lease.stop();
    }
    if (!failure) {
      await completeJob(db, job);
      continue;
    }
    opts.onError?.(failure.err, job);
    const failures = job.attempts + 1;
    const message = failure.err instanceof Error ? failure.err.message : String(failure.err);
    const final = failures >= maxAttempts || opts.isPermanent?.(failure.err) === true;
    await failJob(db, job, message, final ? null : backoff(failures));
  }
  return jobs.length;
}

export interface QueueStats {
  queue: string;
  /** Due now and not leased: waiting for a worker (a lapsed lease counts, its worker is gone). */
  due: number;
  /** Leased by a worker right now. */
  running: number;
  /** Waiting for a later run (a retry's back-off, a delay). */
  scheduled: number;
  /** Given up on (too many failures, or a permanent one): kept for inspection, never run again. */
  failed: number;
  /** How long the oldest due job has waited since it became due; 0 when none waits. */
  oldestDueSeconds: number;
}

/** Each queue's jobs by state, for the operator's metrics (read at scrape time, so every process sees the same). */
export async function queueStats(db: Db): Promise<QueueStats[]> {
  const found = await rows<{
    queue: string;
    due: string | number;
    running: string | number;
    scheduled: string | number;
    failed: string | number;
    oldest_due_seconds: string | number | null;
  }>(
    db,
    sql`with j as (
      select queue, run_at, locked_until > now() as leased, run_at = 'infinity'::timestamptz as given_up from jobs
    )
    select queue,
      count(*) filter (where not given_up and run_at <= now() and leased is not true) as due,
      count(*) filter (where leased) as running,
      count(*) filter (where not given_up and run_at > now() and leased is not true) as scheduled,
      count(*) filter (where given_up and leased is not true) as failed,
      extract(epoch from now() - min(run_at) filter (where not given_up and run_at <= now() and leased is not true)) as oldest_due_seconds
    from j group by queue order by queue`,
  );
  return found.map((r) => ({
    queue: r.queue,
    due: Number(r.due),
    running: Number(r.running),
    scheduled: Number(r.scheduled),
    failed: Number(r.failed),
    oldestDueSeconds: Math.max(0, Number(r.oldest_due_seconds ?? 0)),
  }));
}
