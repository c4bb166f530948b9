import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { migrationsFolder, rows, type Db } from '../../src/db/client.ts';
import { installationEvents } from '../../src/db/schema/index.ts';
import { liveAppIdsOf } from '../../src/modules/apps/apps.queries.ts';
import { countInstallCohorts } from '../../src/modules/installations/cohorts.queries.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { createListedApp, createOrganization } from '../fixtures.ts';
import { installWithHistory } from '../support/ledger-fixtures.ts';
import { cohortsFromEvents } from '../support/cohorts-from-events.ts';

/**
 * The install cohorts' rollup (install_cohorts, kept by the triggers of migration 0026) over random histories
 * (fast-check): two organisations, installations whose installs and uninstalls fall at random moments (some at
 * midnight, on month ends, or a second before a day), written in several statements, then random changes: events
 * added, moved and deleted, installations made test ones and back. After them:
 * - the report read from the rollup equals the cohorts counted from the events on each call (the statement the report
 *   ran before the rollup, test/support/cohorts-from-events.ts), for each organisation's live apps and each app, at
 *   several moments `now`;
 * - one organisation's app asked for among the other's apps reads as nothing;
 * - the rollup tables emptied and filled again by the migration's own backfill statements hold the same.
 * FC_RUNS sets the number of histories (default 12).
 */

const RUNS = Number(process.env.FC_RUNS ?? 12);
const START = Date.UTC(2025, 0, 1);
const DAY = 86_400_000;
const INSTALLATIONS = 5;

/** A moment in the 2 years from START: a day, and an hour, midnight or a second before it. */
const momentArb = fc
  .record({ day: fc.nat(729), at: fc.constantFrom(0, 10 * 3_600_000, DAY - 1000, 13 * 3_600_000 + 17_000) })
  .map(({ day, at }) => START + day * DAY + at);
const installationArb = fc.record({
  app: fc.nat(2),
  /** Its events' moments, in order: INSTALL, UNINSTALL, INSTALL, … */
  moments: fc.uniqueArray(momentArb, { minLength: 1, maxLength: 5 }).map((ms) => [...ms].sort((a, b) => a - b)),
});
const changeArb = fc.oneof(
  fc.record({ op: fc.constant('add' as const), installation: fc.nat(INSTALLATIONS - 1), at: momentArb, install: fc.boolean() }),
  fc.record({ op: fc.constant('move' as const), pick: fc.nat(), at: momentArb }),
  fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('testInstall' as const), installation: fc.nat(INSTALLATIONS - 1) }),
);
const historyArb = fc.record({
  installations: fc.array(installationArb, { minLength: INSTALLATIONS, maxLength: INSTALLATIONS }),
  changes: fc.array(changeArb, { maxLength: 10 }),
  nows: fc.array(fc.integer({ min: 150, max: 900 }), { minLength: 1, maxLength: 3 }),
});

/** The statements of migration 0026 from its backfill on: what upgrading a database with events runs. */
function backfillStatements(): string[] {
  const file = readFileSync(join(migrationsFolder, '0026_install_cohorts.sql'), 'utf8');
  const chunks = file.split('--> statement-breakpoint');
  const first = chunks.findIndex((c) => c.includes('-- backfill from the events already there'));
  expect(first).toBeGreaterThan(0);
  return chunks.slice(first).map((c) => c.trim());
}

async function rollupTables(db: Db) {
  return {
    cohorts: await rows(
      db,
      sql`select app_id, to_char(month, 'YYYY-MM-DD') as month, installs, after1, after3, after6, after12 from install_cohorts
        where (installs, after1, after3, after6, after12) <> (0, 0, 0, 0, 0) order by 1, 2`,
    ),
    installations: await rows(
      db,
      sql`select installation_id, app_id, to_char(month, 'YYYY-MM-DD') as month, installs, after1, after3, after6, after12
        from install_cohort_installations order by 1, 2, 3`,
    ),
  };
}

describe('install cohorts rollup over random histories', () => {
  let t: TestApp;
  let seq = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('equals the cohorts counted from the events after any writes, and the migration backfill fills it the same', async () => {
    const backfill = backfillStatements();
    await fc.assert(
      fc.asyncProperty(historyArb, async (h) => {
        const run = ++seq;
        const orgs = [await createOrganization(t.db, `Cohorts A ${run}`), await createOrganization(t.db, `Cohorts B ${run}`)];
        const apps: Awaited<ReturnType<typeof createListedApp>>['app'][] = [];
        for (const n of [0, 1, 2])
          apps.push((await createListedApp(t.db, { organizationId: orgs[n === 2 ? 1 : 0]!.id, name: `Cohorts ${run}.${n}` })).app);
        const installs: { id: number; vendorId: number; appId: number }[] = [];
        const later: (typeof installationEvents.$inferInsert)[] = [];
        for (const inst of h.installations) {
          const appId = apps[inst.app]!.id;
          const row = await installWithHistory(t.db, appId, { installedAt: new Date(inst.moments[0]!) });
          installs.push({ id: row.id, vendorId: row.vendorId, appId });
          inst.moments.slice(1).forEach((at, n) =>
            later.push({
              installationId: row.id,
              appId,
              vendorId: row.vendorId,
              country: 'IS',
              type: n % 2 === 0 ? 'UNINSTALL' : 'INSTALL',
              occurredAt: new Date(at),
            }),
          );
        }
        // the rest of the history in two statements
        const half = later.length >> 1;
        if (half) await t.db.insert(installationEvents).values(later.slice(0, half));
        if (later.length > half) await t.db.insert(installationEvents).values(later.slice(half));
        const ids = sql.join(
          installs.map((i) => sql`${i.id}`),
          sql`, `,
        );
        const picked = async (pick: number) => {
          const all = await rows<{ id: number }>(
            t.db,
            sql`select id from installation_events where installation_id in (${ids}) order by id`,
          );
          return all.length ? all[pick % all.length]!.id : null;
        };
        for (const c of h.changes) {
          if (c.op === 'add') {
            const inst = installs[c.installation]!;
            await t.db.insert(installationEvents).values({
              installationId: inst.id,
              appId: inst.appId,
              vendorId: inst.vendorId,
              country: 'IS',
              type: c.install ? 'INSTALL' : 'UNINSTALL',
              occurredAt: new Date(c.at),
            });
          } else if (c.op === 'move' || c.op === 'delete') {
            const id = await picked(c.pick);
            if (id === null) continue;
            if (c.op === 'move')
              await t.db.execute(
                sql`update installation_events set occurred_at = ${new Date(c.at).toISOString()}::timestamptz where id = ${id}`,
              );
            else await t.db.execute(sql`delete from installation_events where id = ${id}`);
          } else await t.db.execute(sql`update installations set is_test = not is_test where id = ${installs[c.installation]!.id}`);
        }

        const expectRollupEqualsEvents = async () => {
          for (const day of h.nows) {
            const now = new Date(START + day * DAY + 7 * 3_600_000);
            for (const appIds of [liveAppIdsOf(orgs[0]!.id), [apps[0]!.id], [apps[1]!.id], liveAppIdsOf(orgs[1]!.id), [apps[2]!.id]])
              expect(await countInstallCohorts(t.db, { appIds, now })).toEqual(await cohortsFromEvents(t.db, { appIds, now }));
          }
        };
        await expectRollupEqualsEvents();
        // the other organisation's app is not among the first one's
        const firstOrg = await countInstallCohorts(t.db, { appIds: liveAppIdsOf(orgs[0]!.id), now: new Date(START + 800 * DAY) });
        const both = await cohortsFromEvents(t.db, { appIds: [apps[0]!.id, apps[1]!.id], now: new Date(START + 800 * DAY) });
        expect(firstOrg).toEqual(both);

        // the migration's backfill, on everything written so far, fills the rollup with what the triggers kept
        const kept = await rollupTables(t.db);
        await t.db.execute(sql`delete from install_cohorts`);
        await t.db.execute(sql`delete from install_cohort_installations`);
        for (const statement of backfill) await t.db.execute(sql.raw(statement));
        expect(await rollupTables(t.db)).toEqual(kept);
        await expectRollupEqualsEvents();
      }),
      { numRuns: RUNS },
    );
  });
});
