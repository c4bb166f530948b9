import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { funnelDaily } from '../../db/schema/funnel.ts';
import type { FunnelCounter, FunnelSource, FunnelStep } from '../../lib/funnel-counter.ts';
import { utcDay } from './funnel-rules.ts';

export type { FunnelCounter };

/** How often a process writes what it counted: a visitor's page never waits for the database. */
export const FUNNEL_FLUSH_MS = 1_000;
/** Distinct (app, day, source, step) sums a process holds before it writes at once; past this, counts are dropped. */
export const FUNNEL_MAX_KEYS = 5_000;
/** Rows per statement when writing. */
const ROWS_PER_WRITE = 500;

export interface FunnelCounterOptions {
  flushMs?: number;
  maxKeys?: number;
  log?: (message: string, err?: unknown) => void;
  now?: () => Date;
}

interface Sum {
  appId: number;
  day: string;
  source: FunnelSource;
  step: FunnelStep;
  count: number;
}

/**
 * Counts in memory for a moment and adds the sums to the shared daily rows (an upsert that adds), so several
 * server processes on one database add up. The buffer is bounded: a flood of distinct keys is written early,
 * and what still does not fit is dropped (and logged) rather than held without end.
 */
export function createFunnelCounter(db: Db, opts: FunnelCounterOptions = {}): FunnelCounter {
  const maxKeys = opts.maxKeys ?? FUNNEL_MAX_KEYS;
  const now = opts.now ?? (() => new Date());
  const log = opts.log ?? (() => {});
  let held = new Map<string, Sum>();
  let writing: Promise<void> = Promise.resolve();
  /** Batches taken from the buffer and not yet written: while one is, a full buffer drops new counters. */
  let pending = 0;
  let dropped = 0;
  let closed = false;

  const hold = (sum: Sum) => {
    const key = `${sum.appId}\n${sum.day}\n${sum.source}\n${sum.step}`;
    const existing = held.get(key);
    if (existing) existing.count += sum.count;
    else if (held.size < maxKeys) held.set(key, { ...sum });
    else dropped += sum.count;
  };

  /** Takes what is held now (synchronously, so counts that come meanwhile start a new buffer). */
  const take = (): Sum[] => {
    const batch = [...held.values()];
    held = new Map();
    if (dropped > 0) {
      log(`funnel: ${dropped} counts dropped (more than ${maxKeys} distinct counters while a write was under way)`);
      dropped = 0;
    }
    // one order for every process: two writers that touch the same rows lock them in the same order
    return batch.sort((a, b) => a.appId - b.appId || cmp(a.day, b.day) || cmp(a.step, b.step) || cmp(a.source, b.source));
  };

  const write = async (batch: Sum[]) => {
    for (let i = 0; i < batch.length; i += ROWS_PER_WRITE) {
      try {
        await db.execute(upsertSql(batch.slice(i, i + ROWS_PER_WRITE)));
      } catch (err) {
        // kept for the next flush (a database restart, a failover); the bound still holds
        log('funnel: counts could not be written; trying again', err);
        for (const sum of batch.slice(i)) hold(sum);
        return;
      }
    }
  };

  const flush = () => {
    if (held.size === 0 && dropped === 0) return writing;
    const batch = take();
    pending += 1;
    const done = () => {
      pending -= 1;
    };
    writing = writing.then(() => write(batch)).then(done, done);
    return writing;
  };

  // a database that does not answer holds one batch in flight and one buffer, never a growing queue of them
  const timer = setInterval(() => pending === 0 && void flush(), opts.flushMs ?? FUNNEL_FLUSH_MS);
  timer.unref();

  return {
    count(appId, step, source, n = 1) {
      if (closed || !(n > 0)) return;
      hold({ appId, day: utcDay(now()), source, step, count: n });
      // a full buffer is written at once, unless a write is still under way (then new counters wait or drop)
      if (held.size >= maxKeys && pending === 0) void flush();
    },
    flush,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      await flush();
    },
  };
}

/**
 * Adds the sums to their daily rows in one statement. The rows travel as one JSON parameter: a VALUES list of 500 rows
 * took some 30 ms of this process's CPU to build (2,500 parameters) and made PostgreSQL parse and plan a statement of
 * 2,500 parameters on every flush, which a store under load paid for in every second of its answers.
 */
function upsertSql(rows: Sum[]) {
  const json = JSON.stringify(rows.map((r) => ({ app_id: r.appId, day: r.day, source: r.source, step: r.step, count: r.count })));
  return sql`insert into ${funnelDaily} (app_id, day, source, step, count)
    select app_id, day, source, step, count
    from jsonb_to_recordset(${json}::jsonb) as x(app_id integer, day date, source text, step text, count bigint)
    on conflict (app_id, day, step, source) do update set count = ${funnelDaily}.count + excluded.count`;
}

/** A counter that counts nothing: the benchmark's baseline (AppOptions.funnelCounting false). */
export const uncountedFunnel: FunnelCounter = { count: () => {}, flush: async () => {}, close: async () => {} };

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A completed install, in the install's own transaction: it is counted if and only if it happened. Installs
 * are few, so they need no batching.
 */
export async function countInstallCompleted(tx: Db, appId: number, at: Date): Promise<void> {
  await tx
    .insert(funnelDaily)
    .values({ appId, day: utcDay(at), source: 'DIRECT', step: 'INSTALL_COMPLETED', count: 1 })
    .onConflictDoUpdate({
      target: [funnelDaily.appId, funnelDaily.day, funnelDaily.step, funnelDaily.source],
      set: { count: sql`${funnelDaily.count} + 1` },
    });
}
