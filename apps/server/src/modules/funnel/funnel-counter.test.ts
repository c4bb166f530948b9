import { describe, expect, it } from 'vitest';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { createFunnelCounter, FUNNEL_PAGES_PER_DAY } from './funnel-counter.ts';

type Row = { appId: number; day: string; source: string; step: string; count: number };

/**
 * A database that takes the counter's upserts (or fails them while `failing` is set) and keeps their rows, and
 * keeps the visitors' counters of rate_limits in memory (counters that fail while `capsFailing` is set).
 */
function fakeDb() {
  const writes: Row[][] = [];
  const limits = new Map<string, number>();
  const state = { failing: false, capsFailing: false };
  const dialect = new PgDialect();
  const db = {
    execute: async (query: SQL) => {
      const { sql, params } = dialect.sqlToQuery(query);
      if (sql.includes('rate_limits')) {
        if (state.capsFailing) throw new Error('connection lost');
        const takes = JSON.parse(params[0] as string) as { key: string; want: number }[];
        return { rows: takes.map((t) => ({ key: t.key, count: limits.set(t.key, (limits.get(t.key) ?? 0) + t.want).get(t.key) })) };
      }
      if (state.failing) throw new Error('connection lost');
      // the statement's one parameter: the rows as JSON, in the statement's column names
      const [json] = params as [string];
      const rows = JSON.parse(json) as { app_id: number; day: string; source: string; step: string; count: number }[];
      writes.push(rows.map((r) => ({ appId: r.app_id, day: r.day, source: r.source, step: r.step, count: r.count })));
    },
  } as unknown as Db;
  return { db, writes, state };
}

const NOW = () => new Date('2026-11-26T23:59:59Z');
const LONG = 3_600_000;

describe('createFunnelCounter', () => {
  it('adds counts of the same app, day, source and step in memory and writes them once, in one order', async () => {
    const { db, writes } = fakeDb();
    const counter = createFunnelCounter(db, { now: NOW, flushMs: LONG });
    counter.count(7, 'IMPRESSION', 'HOME');
    counter.count(7, 'IMPRESSION', 'HOME', 4);
    counter.count(3, 'LISTING_VIEW', 'SEARCH');
    counter.count(7, 'IMPRESSION', 'SEARCH');
    counter.count(7, 'IMPRESSION', 'HOME', 0);
    await counter.flush();
    expect(writes).toEqual([
      [
        { appId: 3, day: '2026-11-26', source: 'SEARCH', step: 'LISTING_VIEW', count: 1 },
        { appId: 7, day: '2026-11-26', source: 'HOME', step: 'IMPRESSION', count: 5 },
        { appId: 7, day: '2026-11-26', source: 'SEARCH', step: 'IMPRESSION', count: 1 },
      ],
    ]);
    await counter.flush();
    expect(writes).toHaveLength(1);
    await counter.close();
  });

  it('holds at most maxKeys counters: it writes early, and drops (and says so) what does not fit meanwhile', async () => {
    const { db, writes } = fakeDb();
    const logged: string[] = [];
    const counter = createFunnelCounter(db, { now: NOW, flushMs: LONG, maxKeys: 2, log: (m) => logged.push(m) });
    counter.count(1, 'IMPRESSION', 'HOME');
    counter.count(2, 'IMPRESSION', 'HOME');
    // full: a write has begun with these two; the next ones fill the buffer again, then overflow
    counter.count(3, 'IMPRESSION', 'HOME');
    counter.count(4, 'IMPRESSION', 'HOME');
    counter.count(5, 'IMPRESSION', 'HOME', 3);
    counter.count(3, 'IMPRESSION', 'HOME');
    await counter.close();
    const written = writes.flat().map((r) => [r.appId, r.count]);
    expect(written).toEqual([
      [1, 1],
      [2, 1],
      [3, 2],
      [4, 1],
    ]);
    expect(logged.join('\n')).toContain('3 counts dropped');
  });

  it('keeps what it could not write for the next flush', async () => {
    const { db, writes, state } = fakeDb();
    const logged: string[] = [];
    const counter = createFunnelCounter(db, { now: NOW, flushMs: LONG, log: (m) => logged.push(m) });
    counter.count(1, 'INSTALL_CLICK', 'DIRECT', 2);
    state.failing = true;
    await counter.flush();
    expect(writes).toEqual([]);
    expect(logged).toEqual(['funnel: counts could not be written; trying again']);
    counter.count(1, 'INSTALL_CLICK', 'DIRECT');
    state.failing = false;
    await counter.flush();
    expect(writes.flat()).toEqual([{ appId: 1, day: '2026-11-26', source: 'DIRECT', step: 'INSTALL_CLICK', count: 3 }]);
    await counter.close();
  });

  it("counts a visitor's views once and its cards on its first pages of the day, decided at the flush", async () => {
    const { db, writes } = fakeDb();
    const counter = createFunnelCounter(db, { now: NOW, flushMs: LONG });
    for (let i = 0; i < FUNNEL_PAGES_PER_DAY + 3; i++) {
      counter.visit({
        address: '192.0.2.1',
        impressions: { appIds: [7, 7, 8], source: 'HOME' },
        steps: [{ appId: 7, step: 'LISTING_VIEW', source: 'SEARCH' }],
      });
    }
    counter.visit({ address: '192.0.2.2', steps: [{ appId: 7, step: 'LISTING_VIEW', source: 'HOME' }] });
    await counter.flush();
    expect(writes.flat()).toEqual([
      { appId: 7, day: '2026-11-26', source: 'HOME', step: 'IMPRESSION', count: FUNNEL_PAGES_PER_DAY },
      { appId: 7, day: '2026-11-26', source: 'HOME', step: 'LISTING_VIEW', count: 1 },
      { appId: 7, day: '2026-11-26', source: 'SEARCH', step: 'LISTING_VIEW', count: 1 },
      { appId: 8, day: '2026-11-26', source: 'HOME', step: 'IMPRESSION', count: FUNNEL_PAGES_PER_DAY },
    ]);
    // the same visitor later the same day: nothing more
    counter.visit({ address: '192.0.2.1', steps: [{ appId: 7, step: 'LISTING_VIEW', source: 'SEARCH' }] });
    await counter.close();
    expect(writes).toHaveLength(1);
  });

  it('keeps the visits it could not decide (the counters did not answer) for the next flush', async () => {
    const { db, writes, state } = fakeDb();
    const logged: string[] = [];
    const counter = createFunnelCounter(db, { now: NOW, flushMs: LONG, log: (m) => logged.push(m) });
    counter.visit({ address: '192.0.2.1', steps: [{ appId: 3, step: 'INSTALL_CLICK', source: 'DIRECT' }] });
    state.capsFailing = true;
    await counter.flush();
    expect(writes.flat()).toEqual([]);
    expect(logged).toEqual(['funnel: visits could not be counted; trying again']);
    state.capsFailing = false;
    await counter.close();
    expect(writes.flat()).toEqual([{ appId: 3, day: '2026-11-26', source: 'DIRECT', step: 'INSTALL_CLICK', count: 1 }]);
  });

  it('writes on its timer, writes what it holds on close, and counts nothing after', async () => {
    const { db, writes } = fakeDb();
    const counter = createFunnelCounter(db, { now: NOW, flushMs: 20 });
    counter.count(1, 'IMPRESSION', 'HOME');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(writes.flat()).toHaveLength(1);
    counter.count(2, 'IMPRESSION', 'HOME');
    await counter.close();
    counter.count(3, 'IMPRESSION', 'HOME');
    await counter.flush();
    expect(writes.flat().map((r) => r.appId)).toEqual([1, 2]);
  });
});
