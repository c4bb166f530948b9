import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { funnelDaily } from '../../db/schema/funnel.ts';
import { clientOf } from '../../lib/client-address.ts';
import type { FunnelSource, FunnelStep } from '@appstore/shared/reports/funnel';
import type { FunnelCounter, FunnelVisit } from '../../lib/funnel-counter.ts';
import { takeUpTo, type BatchTake } from '../accounts/throttle.ts';
import { utcDay } from './funnel-rules.ts';

export type { FunnelCounter, FunnelVisit };

/**
 * Store pages (or store API answers) a day whose cards count as impressions for one visitor: a person sees a few
 * card lists a day; a script asking for thousands adds no more than this to any app.
 */
export const FUNNEL_PAGES_PER_DAY = 30;

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
  /**
   * The key visitors' addresses are hashed with (from SECRET_KEY), so that every process names a visitor alike;
   * a random one by default (one process).
   */
  visitorKey?: Buffer;
}

/** A visit as it waits for its flush: the visitor as a keyed hash of the address and the day, never the address. */
interface HeldVisit {
  day: string;
  visitor: string;
  impressions: FunnelVisit['impressions'];
  steps: NonNullable<FunnelVisit['steps']>;
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
  const visitorKey = opts.visitorKey ?? randomBytes(32);
  let held = new Map<string, Sum>();
  /** Visits not yet granted against the visitors' daily caps (at most maxKeys; more are dropped and logged). */
  let visits: HeldVisit[] = [];
  let droppedVisits = 0;
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
  const take = (): { sums: Sum[]; visits: HeldVisit[] } => {
    const batch = { sums: [...held.values()], visits };
    held = new Map();
    visits = [];
    if (dropped > 0) {
      log(`funnel: ${dropped} counts dropped (more than ${maxKeys} distinct counters while a write was under way)`);
      dropped = 0;
    }
    if (droppedVisits > 0) {
      log(`funnel: ${droppedVisits} visits dropped (more than ${maxKeys} waiting while a write was under way)`);
      droppedVisits = 0;
    }
    return batch;
  };

  /**
   * What of the visits the visitors' daily caps allow, as sums: one statement takes each visitor's pages and
   * once-a-day steps from its counters in rate_limits, shared by every process. Visits that could not be decided
   * (the database did not answer) wait for the next flush.
   */
  const grant = async (batch: HeldVisit[]): Promise<Sum[]> => {
    if (batch.length === 0) return [];
    let left: Map<string, number>;
    try {
      left = await takeUpTo(db, capTakes(batch, now));
    } catch (err) {
      log('funnel: visits could not be counted; trying again', err);
      for (const v of batch) holdVisit(v);
      return [];
    }
    return grantedSums(batch, left);
  };

  const holdVisit = (v: HeldVisit) => {
    if (visits.length < maxKeys) visits.push(v);
    else droppedVisits += 1;
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
    if (held.size === 0 && dropped === 0 && visits.length === 0 && droppedVisits === 0) return writing;
    const batch = take();
    pending += 1;
    const done = () => {
      pending -= 1;
    };
    writing = writing.then(async () => write(sorted([...batch.sums, ...(await grant(batch.visits))]))).then(done, done);
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
    visit(visit) {
      if (closed) return;
      const impressions = visit.impressions?.appIds.length ? visit.impressions : undefined;
      const steps = visit.steps ?? [];
      if (!impressions && steps.length === 0) return;
      const day = utcDay(now());
      const visitor = createHmac('sha256', visitorKey)
        .update(`${day}\n${clientOf(visit.address)}`)
        .digest('base64url')
        .slice(0, 22);
      holdVisit({ day, visitor, impressions, steps });
      if (visits.length >= maxKeys && pending === 0) void flush();
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

const pagesKey = (v: HeldVisit) => `funnel:${v.visitor}:pages`;
const stepKey = (v: HeldVisit, s: HeldVisit['steps'][number]) => `funnel:${v.visitor}:${s.step}:${s.appId}`;

/** One take from each visitor's daily counters per visit: its pages (if it showed cards) and each once-a-day step. */
function capTakes(batch: HeldVisit[], now: () => Date): BatchTake[] {
  const takes: BatchTake[] = [];
  for (const v of batch) {
    // the counters end with the visitor's day (its hash names the day too); a day's last visits decided after
    // midnight still find their counters for a while
    const resetAt = new Date(Math.max(Date.parse(`${v.day}T00:00:00Z`) + 86_400_000, now().getTime() + 600_000));
    if (v.impressions?.appIds.length) takes.push({ key: pagesKey(v), want: 1, limit: FUNNEL_PAGES_PER_DAY, resetAt });
    for (const s of v.steps) takes.push({ key: stepKey(v, s), want: 1, limit: 1, resetAt });
  }
  return takes;
}

/** The visits' counts that the takes granted (`left`: what each counter gave), in the order the visits came. */
function grantedSums(batch: HeldVisit[], left: Map<string, number>): Sum[] {
  const granted: Sum[] = [];
  const use = (key: string) => {
    const n = left.get(key) ?? 0;
    if (n > 0) left.set(key, n - 1);
    return n > 0;
  };
  for (const v of batch) {
    if (v.impressions?.appIds.length && use(pagesKey(v))) {
      for (const appId of new Set(v.impressions.appIds)) {
        granted.push({ appId, day: v.day, source: v.impressions.source, step: 'IMPRESSION', count: 1 });
      }
    }
    for (const s of v.steps) {
      if (use(stepKey(v, s))) granted.push({ appId: s.appId, day: v.day, source: s.source, step: s.step, count: 1 });
    }
  }
  return granted;
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
export const uncountedFunnel: FunnelCounter = { count: () => {}, visit: () => {}, flush: async () => {}, close: async () => {} };

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Sums of the same app, day, source and step added together, in one order for every process: two writers that
 * touch the same rows lock them in the same order.
 */
function sorted(sums: Sum[]): Sum[] {
  const byKey = new Map<string, Sum>();
  for (const sum of sums) {
    const key = `${sum.appId}\n${sum.day}\n${sum.source}\n${sum.step}`;
    const same = byKey.get(key);
    if (same) same.count += sum.count;
    else byKey.set(key, { ...sum });
  }
  return [...byKey.values()].sort((a, b) => a.appId - b.appId || cmp(a.day, b.day) || cmp(a.step, b.step) || cmp(a.source, b.source));
}

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
