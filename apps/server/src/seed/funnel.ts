import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/client.ts';
import { funnelDaily } from '../db/schema/index.ts';
import type { FunnelSource, FunnelStep } from '@appstore/shared/reports/funnel';
import { listedAppSql } from '../modules/apps/listed-in-store.ts';
import { chunks, seededRandom, type Random } from './random.ts';

/** The year of counters the reports' 'Listing funnel' card shows on a fresh start. */
const FUNNEL_DAYS = 365;
const DAY_MS = 86_400_000;

/** Where a step's visitors were, as shares; consents and installs come through the app, so direct. */
const SHARES: Record<'IMPRESSION' | 'LISTING_VIEW' | 'INSTALL_CLICK', [FunnelSource, number][]> = {
  IMPRESSION: [
    ['HOME', 0.35],
    ['SEARCH', 0.4],
    ['CATEGORY', 0.2],
    ['DIRECT', 0.05],
  ],
  LISTING_VIEW: [
    ['HOME', 0.3],
    ['SEARCH', 0.42],
    ['CATEGORY', 0.16],
    ['DIRECT', 0.12],
  ],
  INSTALL_CLICK: [
    ['HOME', 0.28],
    ['SEARCH', 0.45],
    ['CATEGORY', 0.15],
    ['DIRECT', 0.12],
  ],
};

type Row = typeof funnelDaily.$inferInsert;

/**
 * Demo Partner's published apps get a year of daily funnel counts, consistent with their
 * installs: each day's completed installs are the installs the seed made that day, and every step before has at
 * least as many as the one after. A generator of its own keeps the rest of the demo data as it was.
 */
export async function seedFunnel(db: Db, organizationId: number, now: Date): Promise<number> {
  const random = seededRandom(20261218);
  const today = Date.parse(now.toISOString().slice(0, 10));
  const first = new Date(today - (FUNNEL_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const published = await rows<{ id: number }>(
    db,
    sql`select id from apps a where a.organization_id = ${organizationId} and ${listedAppSql} order by id`,
  );
  const installs = await rows<{ appId: number; day: string; installs: number }>(
    db,
    sql`select e.app_id as "appId", to_char((e.occurred_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, count(*)::int as installs
        from installation_events e join installations i on i.id = e.installation_id
        where e.type = 'INSTALL' and not i.is_test and e.occurred_at >= ${first}::date
        group by 1, 2`,
  );
  const installsOn = new Map(installs.map((r) => [`${r.appId} ${r.day}`, r.installs]));
  const out: Row[] = [];
  for (const { id: appId } of published) {
    const yearly = installs.filter((r) => r.appId === appId).reduce((n, r) => n + r.installs, 0);
    // an app that vendors install more is shown more
    const daily = Math.max(1, yearly / FUNNEL_DAYS);
    for (let d = 0; d < FUNNEL_DAYS; d++) {
      const day = new Date(today - d * DAY_MS).toISOString().slice(0, 10);
      const completed = installsOn.get(`${appId} ${day}`) ?? 0;
      const consents = completed + (random.next() < 0.3 ? random.int(0, 2) : 0);
      const clicks = Math.max(consents, Math.round(daily * random.int(6, 10) * (0.8 + random.next() * 0.4)));
      const views = Math.max(clicks, Math.round(clicks * (6 + random.next() * 4)));
      const impressions = Math.max(views, Math.round(views * (5 + random.next() * 5)));
      const add = (step: FunnelStep, source: FunnelSource, count: number) => {
        if (count > 0) out.push({ appId, day, step, source, count });
      };
      for (const [step, total] of [
        ['IMPRESSION', impressions],
        ['LISTING_VIEW', views],
        ['INSTALL_CLICK', clicks],
      ] as const) {
        for (const [source, count] of split(total, SHARES[step], random)) add(step, source, count);
      }
      add('CONSENT_SHOWN', 'DIRECT', consents);
      add('INSTALL_COMPLETED', 'DIRECT', completed);
    }
  }
  for (const part of chunks(out, 1000)) await db.insert(funnelDaily).values(part);
  return out.length;
}

/** `total` shared out by `shares`, give or take a little each day; the rest goes to the first source. */
function split(total: number, shares: [FunnelSource, number][], random: Random): [FunnelSource, number][] {
  const parts = shares.map(([source, share]): [FunnelSource, number] => [source, Math.floor(total * share * (0.85 + random.next() * 0.3))]);
  const rest = total - parts.slice(1).reduce((n, [, c]) => n + c, 0);
  parts[0] = [parts[0]![0], Math.max(0, rest)];
  return parts;
}
