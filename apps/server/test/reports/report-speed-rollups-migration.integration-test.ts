import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateDatabase, type Database } from '../../src/db/client.ts';
import { liveAppIdsOf } from '../../src/modules/apps/apps.queries.ts';
import { countInstallCohorts } from '../../src/modules/installations/cohorts.queries.ts';
import { runBilling } from '../../src/modules/billing/ledger.ts';
import { monthlyRevenue, type RevenueScope } from '../../src/modules/billing/revenue.queries.ts';
import { createTestDatabase } from '../harness.ts';
import { createListedApp, createOrganization } from '../fixtures.ts';
import { at, installWithHistory, SHARE } from '../support/ledger-fixtures.ts';
import { migrationsUpTo } from '../support/migrations.ts';
import { cohortsFromEvents } from '../support/cohorts-from-events.ts';
import { revenueFromLedger } from '../support/revenue-from-ledger.ts';

/**
 * Upgrading a database that has a ledger and install history to the revenue and cohort rollups (migrations 0025,
 * 0026): the migrations fill them from what is there, so the reports answer at once what they answered before the
 * upgrade (recomputed from the ledger and the events), for each organisation and app; and writes after the upgrade
 * keep them so.
 */

const BEFORE = '0024_app_versions';

let database: Database | null = null;
afterEach(async () => {
  await database?.close();
  database = null;
});

describe('migrating to the revenue and cohort rollups', () => {
  it('fills them from the ledger and events already there, and the triggers keep them after', async () => {
    database = await createTestDatabase({ migrate: false });
    const folder = migrationsUpTo(BEFORE);
    try {
      await migrateDatabase(database, folder);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    const db = database.db;
    const orgs = [await createOrganization(db, 'Upgraded A'), await createOrganization(db, 'Upgraded B')];
    const apps: Awaited<ReturnType<typeof createListedApp>>[] = [];
    for (const [n, organization] of [orgs[0]!, orgs[0]!, orgs[1]!].entries()) {
      apps.push(
        await createListedApp(db, {
          organizationId: organization.id,
          name: `Upgraded ${n}`,
          chargeType: 'RECURRING',
          freeTrialDays: n === 1 ? 0 : 14,
          plans: [
            { name: 'Monthly', type: 'MONTHLY_CHARGE', monthlyAmount: 30 },
            { name: 'Yearly', type: 'YEARLY_CHARGE', yearlyAmount: 240 },
          ],
        }),
      );
    }
    // monthly and yearly, some gone, a test install, on each app
    for (const [n, { app, plans }] of apps.entries()) {
      await installWithHistory(db, app.id, { installedAt: at(`2025-0${n + 2}-10T08:00:00Z`), planId: plans[0]!.id });
      await installWithHistory(db, app.id, { installedAt: at(`2025-0${n + 3}-20T08:00:00Z`), planId: plans[1]!.id });
      await installWithHistory(db, app.id, {
        installedAt: at(`2025-0${n + 4}-05T08:00:00Z`),
        uninstalledAt: at('2025-11-30T23:59:59Z'),
        planId: plans[0]!.id,
      });
      await installWithHistory(db, app.id, { installedAt: at(`2025-0${n + 5}-01T00:00:00Z`), planId: plans[0]!.id, isTest: true });
    }
    await runBilling(db, { now: at('2026-03-15T00:00:00Z'), partnerShare: SHARE });

    await migrateDatabase(database);

    const now = at('2026-06-15T12:00:00Z');
    const scopes = (from: string, to: string): RevenueScope[] => [
      { organizationId: orgs[0]!.id, appId: null, from, to },
      { organizationId: orgs[0]!.id, appId: apps[0]!.app.id, from, to },
      { organizationId: orgs[0]!.id, appId: apps[1]!.app.id, from, to },
      { organizationId: orgs[1]!.id, appId: null, from, to },
    ];
    const expectReportsAsBefore = async () => {
      for (const scope of scopes('2025-01-01', '2026-12-01')) {
        const report = await monthlyRevenue(db, scope);
        expect(report).toEqual(await revenueFromLedger(db, scope));
        expect(report.some((m) => m.mrr !== '0.00')).toBe(true);
      }
      for (const appIds of [liveAppIdsOf(orgs[0]!.id), [apps[1]!.app.id], liveAppIdsOf(orgs[1]!.id)]) {
        const cohorts = await countInstallCohorts(db, { appIds, now });
        expect(cohorts).toEqual(await cohortsFromEvents(db, { appIds, now }));
        expect(cohorts.some((c) => c.installs > 0)).toBe(true);
      }
    };
    await expectReportsAsBefore();
    const [trials] = await database.rawQuery<{ starts: number }>(
      `select sum(trial_starts)::int as starts from revenue_months where organization_id = $1`,
      [orgs[0]!.id],
    );
    // app 0's three billable installs had a trial, app 1 has none; the test install is no customer
    expect(trials!.starts).toBe(3);

    // written after the upgrade: another billing run and a new install
    await runBilling(db, { now: at('2026-06-01T00:00:00Z'), partnerShare: SHARE });
    await installWithHistory(db, apps[1]!.app.id, { installedAt: at('2026-05-02T08:00:00Z'), planId: apps[1]!.plans[1]!.id });
    await runBilling(db, { now: at('2026-06-15T00:00:00Z'), partnerShare: SHARE });
    await expectReportsAsBefore();
  });
});
