import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../src/db/client.ts';
import { monthlyRevenue } from '../../src/modules/billing/revenue.queries.ts';
import { countInstallCohorts } from '../../src/modules/installations/cohorts.queries.ts';
import { createTestDatabase } from '../harness.ts';
import { createListedApp, createOrganization } from '../fixtures.ts';
import { at, installWithHistory } from '../support/ledger-fixtures.ts';
import { cohortsFromEvents } from '../support/cohorts-from-events.ts';
import { revenueFromLedger } from '../support/revenue-from-ledger.ts';

// Many writers at once on the same installations need several connections: PostgreSQL only.
if (process.env.TEST_DB === 'postgres')
  describe('revenue and cohort rollups under concurrent writers', () => {
    let database: Database;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(() => database.close());

    it('stay what the ledger and the events say when charges, plan changes and events of the same installations are written at once', async () => {
      const db = database.db;
      const org = await createOrganization(db, 'Crowded Partner');
      const { app, plans } = await createListedApp(db, {
        organizationId: org.id,
        name: 'Crowded App',
        chargeType: 'RECURRING',
        freeTrialDays: 14,
        plans: [
          { name: 'Monthly', type: 'MONTHLY_CHARGE', monthlyAmount: 30 },
          { name: 'Yearly', type: 'YEARLY_CHARGE', yearlyAmount: 240 },
        ],
      });
      const installs: Awaited<ReturnType<typeof installWithHistory>>[] = [];
      for (const plan of [plans[0]!, plans[1]!, plans[0]!])
        installs.push(await installWithHistory(db, app.id, { installedAt: at('2026-01-05T08:00:00Z'), planId: plan.id }));
      const ids = installs.map((i) => i.id).join(', ');
      // each writer: one statement charging every installation (as billing writes), then an event of one of them;
      // others switch an installation's plan periods between monthly and yearly
      const charge = (writer: number) =>
        db.transaction(async (tx) => {
          const month = `2026-0${1 + (writer % 6)}-01`;
          await (tx as unknown as Db).execute(
            sql.raw(`insert into ledger_entries (organization_id, app_id, installation_id, kind, gross_amount, partner_amount, platform_amount, original_amount, period_month, occurred_at, source_key)
              select ${org.id}, ${app.id}, id, 'RECURRING', 30, 24, 6, 30, '${month}', '${month}'::timestamptz + interval '20 days', 'crowded:${writer}:' || id
              from installations where id in (${ids})`),
          );
          const inst = installs[writer % installs.length]!;
          await (tx as unknown as Db).execute(
            sql.raw(`insert into installation_events (installation_id, app_id, vendor_id, type, country, occurred_at)
              values (${inst.id}, ${app.id}, ${inst.vendorId}, '${writer % 2 ? 'INSTALL' : 'UNINSTALL'}', 'IS', '2026-0${1 + (writer % 6)}-2${writer % 8}T10:00:00Z')`),
          );
        });
      const switchCycle = (n: number) =>
        db.execute(
          sql.raw(`update plan_periods set plan_type = case when plan_type = 'YEARLY_CHARGE' then 'MONTHLY_CHARGE' else 'YEARLY_CHARGE' end::price_plan_type
            where installation_id = ${installs[n % installs.length]!.id}`),
        );
      const results = await Promise.allSettled([
        ...Array.from({ length: 24 }, (_, i) => charge(i)),
        ...Array.from({ length: 6 }, (_, i) => switchCycle(i)),
      ]);
      // the database's own reason, not drizzle's "Failed query"
      const reasons = results
        .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
        .map((r) => String((r.reason as { cause?: unknown }).cause ?? r.reason));
      expect(reasons).toEqual([]);

      const scope = { organizationId: org.id, appId: null, from: '2025-12-01', to: '2027-06-01' };
      const report = await monthlyRevenue(db, scope);
      expect(report).toEqual(await revenueFromLedger(db, scope));
      expect(report.reduce((sum, m) => sum + Number(m.earnings), 0)).toBe(24 * 3 * 24);
      const now = at('2026-12-20T00:00:00Z');
      expect(await countInstallCohorts(db, { appIds: [app.id], now })).toEqual(await cohortsFromEvents(db, { appIds: [app.id], now }));
    }, 120_000);
  });
