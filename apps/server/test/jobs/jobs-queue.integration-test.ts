import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rows, type Database } from '../../src/db/client.ts';
import { jobs } from '../../src/db/schema/index.ts';
import { claimJobs, enqueueJob, MAX_JOB_ATTEMPTS, runJobs } from '../../src/jobs/queue.ts';
import { createTestDatabase } from '../harness.ts';

/** The job queue shared by every server process: each job runs once, and a dead worker's jobs are taken over. */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('job queue', () => {
  let database: Database;
  const left = (queue: string) => database.db.select().from(jobs).where(eq(jobs.queue, queue));

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('runs each job once when two workers claim at the same moment', async () => {
    for (let n = 0; n < 20; n++) await enqueueJob(database.db, 'together', { n });
    const ran: number[] = [];
    const handler = async (p: { n: number }) => {
      ran.push(p.n);
      await sleep(2);
    };
    for (let round = 0; round < 10 && (await left('together')).length > 0; round++) {
      await Promise.all([runJobs(database.db, 'together', handler, { limit: 7 }), runJobs(database.db, 'together', handler, { limit: 7 })]);
    }
    expect(ran.sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });

  it('renews the lease of a job that runs longer than it, so no other worker runs it too', { timeout: 30_000 }, async () => {
    await enqueueJob(database.db, 'slow', {});
    const runs: string[] = [];
    let started: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const slow = runJobs(
      database.db,
      'slow',
      async () => {
        runs.push('slow');
        started();
        await sleep(4_000);
      },
      { leaseMs: 1_200 },
    );
    await running;
    // another worker looks for it all the while, long past the 1.2 s lease (renewed every 0.4 s)
    for (const until = Date.now() + 3_500; Date.now() < until;) {
      await runJobs(database.db, 'slow', async () => void runs.push('other'), { leaseMs: 1_200 });
      await sleep(100);
    }
    await slow;
    expect(runs).toEqual(['slow']);
    expect(await left('slow')).toEqual([]);
  });

  it('hands the claimed jobs it has not started back when stopped, so another worker takes them at once', async () => {
    for (let n = 0; n < 4; n++) await enqueueJob(database.db, 'stopping', { n });
    const stopping = new AbortController();
    const ran: number[] = [];
    // the process is told to stop while its first job runs: that one finishes, the other three go back
    const count = await runJobs(
      database.db,
      'stopping',
      async (p: { n: number }) => {
        ran.push(p.n);
        stopping.abort();
      },
      { limit: 4, leaseMs: 600_000, signal: stopping.signal },
    );
    expect(count).toBe(1);
    expect(ran).toEqual([0]);
    const rest = await left('stopping');
    expect(rest.map((j) => [j.lockedUntil, j.attempts])).toEqual([
      [null, 0],
      [null, 0],
      [null, 0],
    ]);
    // not after the ten-minute lease: now
    const taken = await claimJobs<{ n: number }>(database.db, 'stopping', 10, 60_000);
    expect(taken.map((j) => j.payload.n).sort()).toEqual([1, 2, 3]);
  });

  it('takes over the job of a worker that died once its lease has run out, and not before', async () => {
    await enqueueJob(database.db, 'orphan', { n: 1 });
    // a worker claims it and dies: nothing renews its lease
    expect(await claimJobs(database.db, 'orphan', 1, 1_500)).toHaveLength(1);
    const ran: number[] = [];
    expect(await runJobs(database.db, 'orphan', async (p: { n: number }) => void ran.push(p.n))).toBe(0);
    await sleep(1_600);
    expect(await runJobs(database.db, 'orphan', async (p: { n: number }) => void ran.push(p.n))).toBe(1);
    expect(ran).toEqual([1]);
    expect(await left('orphan')).toEqual([]);
  });

  it('leaves a job that lapsed behind a slow one in its batch to the worker that took it over', { timeout: 30_000 }, async () => {
    await enqueueJob(database.db, 'batch', { name: 'one' });
    await enqueueJob(database.db, 'batch', { name: 'two' });
    const runs: string[] = [];
    let slowOne = true;
    const first = runJobs(
      database.db,
      'batch',
      async (p: { name: string }) => {
        runs.push(`first:${p.name}`);
        // whichever of the batch runs first is slow, and the other waits behind it
        if (slowOne) {
          slowOne = false;
          await sleep(4_000);
        }
      },
      { limit: 2, leaseMs: 1_000 },
    );
    await sleep(1_500); // the waiting job's lease has run out; another worker takes it
    await runJobs(database.db, 'batch', async (p: { name: string }) => void runs.push(`second:${p.name}`), { leaseMs: 1_000 });
    await first;
    expect(runs).toHaveLength(2);
    expect(runs.map((r) => r.split(':')[0])).toEqual(['first', 'second']);
    expect(new Set(runs.map((r) => r.split(':')[1]))).toEqual(new Set(['one', 'two']));
    expect(await left('batch')).toEqual([]);
  });

  it(`gives up a failing job after ${MAX_JOB_ATTEMPTS} runs even when its queue asks for more, and keeps its last error`, async () => {
    await enqueueJob(database.db, 'endless', {});
    // the job has failed all but once already
    await database.db
      .update(jobs)
      .set({ attempts: MAX_JOB_ATTEMPTS - 1 })
      .where(eq(jobs.queue, 'endless'));
    const failing = async () => {
      throw new Error('still failing');
    };
    expect(await runJobs(database.db, 'endless', failing, { maxAttempts: Number.POSITIVE_INFINITY, backoffMs: () => 0 })).toBe(1);
    const given = await rows<{ attempts: number; last_error: string; run_at: string }>(
      database.db,
      sql`select attempts, last_error, run_at::text from jobs where queue = 'endless'`,
    );
    expect(given).toEqual([{ attempts: MAX_JOB_ATTEMPTS, last_error: 'still failing', run_at: 'infinity' }]);
    expect(await runJobs(database.db, 'endless', failing, { maxAttempts: Number.POSITIVE_INFINITY, backoffMs: () => 0 })).toBe(0);
  });
});
