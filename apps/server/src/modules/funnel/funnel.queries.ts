import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.ts';
import type { FunnelSource, FunnelStep } from '@appstore/shared/reports/funnel';

export interface FunnelSums {
  step: FunnelStep;
  source: FunnelSource;
  /** Sums over the period asked for, and over the one before it. */
  current: number;
  previous: number;
}

/**
 * One app's counters summed per step and source over [from, to] and over [previousFrom, from) (UTC days,
 * 'YYYY-MM-DD'): one range read of the primary key (app, day, …).
 */
export async function sumFunnel(db: Db, p: { appId: number; from: string; to: string; previousFrom: string }): Promise<FunnelSums[]> {
  const found = await rows<{ step: FunnelStep; source: FunnelSource; current: string; previous: string }>(
    db,
    sql`select step, source,
          coalesce(sum(count) filter (where day >= ${p.from}::date), 0)::text as current,
          coalesce(sum(count) filter (where day < ${p.from}::date), 0)::text as previous
        from funnel_daily
        where app_id = ${p.appId} and day >= ${p.previousFrom}::date and day <= ${p.to}::date
        group by step, source`,
  );
  return found.map((r) => ({ step: r.step, source: r.source, current: Number(r.current), previous: Number(r.previous) }));
}
