import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateDatabase, type Database } from '../../src/db/client.ts';
import { createTestDatabase } from '../harness.ts';
import { migrationsUpTo } from '../support/migrations.ts';
import { expectInstallationCountsMatchEvents, expectLedgerBalancesMatchEntries } from '../support/rollups.ts';

/**
 * Upgrading a database that has history to the reports' rollups (migration 0013): the rollups are filled from
 * the events and ledger entries already there, and from then on kept by the triggers.
 */

const BEFORE_ROLLUPS = '0012_secret_key_fingerprint';

let database: Database | null = null;
afterEach(async () => {
  await database?.close();
  database = null;
});

describe('migrating to the report rollups', () => {
  it('fills them from the history already there, test installations left out, and keeps them after', async () => {
    database = await createTestDatabase({ migrate: false });
    const folder = migrationsUpTo(BEFORE_ROLLUPS);
    try {
      await migrateDatabase(database, folder);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    const q = database.rawQuery.bind(database);
    const [org] = await q<{ id: number }>(`insert into organizations (business_name) values ('Old Partner') returning id`);
    const [app] = await q<{ id: number }>(
      `insert into apps (organization_id, name, api_contact_email, api_key, secret_key_encrypted) values ($1, 'Old App', 'dev@old.test', 'old-key', 'x') returning id`,
      [org!.id],
    );
    const install = async (domain: string, country: string, isTest: boolean, events: [string, string][]) => {
      const [vendor] = await q<{ id: number }>(`insert into vendors (name, domain, country) values ($1, $1, $2) returning id`, [
        domain,
        country,
      ]);
      const [row] = await q<{ id: number }>(`insert into installations (app_id, vendor_id, is_test) values ($1, $2, $3) returning id`, [
        app!.id,
        vendor!.id,
        isTest,
      ]);
      for (const [type, at] of events)
        await q(
          `insert into installation_events (installation_id, app_id, vendor_id, type, country, occurred_at) values ($1, $2, $3, $4, $5, $6)`,
          [row!.id, app!.id, vendor!.id, type, country, at],
        );
      return { vendorId: vendor!.id, installationId: row!.id };
    };
    await install('is-tours', 'IS', false, [
      ['INSTALL', '2026-01-31T23:59:59Z'],
      ['UNINSTALL', '2026-02-01T00:00:00Z'],
    ]);
    const us = await install('us-tours', 'US', false, [['INSTALL', '2026-02-10T08:00:00Z']]);
    await install('own-test', 'GB', true, [['INSTALL', '2026-02-10T09:00:00Z']]);
    const [payout] = await q<{ id: number }>(
      `insert into payouts (organization_id, period_from, period_to, status) values ($1, '2026-01-01', '2026-01-31', 'PAID') returning id`,
      [org!.id],
    );
    const entry = (key: string, month: string, partner: number, payoutId: number | null) =>
      q(
        `insert into ledger_entries (organization_id, app_id, kind, gross_amount, partner_amount, platform_amount, original_amount, period_month, occurred_at, payout_id, source_key)
         values ($1, $2, 'ONE_TIME', $3, $4, $5, $3, $6, $7, $8, $9)`,
        [org!.id, app!.id, partner * 2, partner, partner, month, `${month}T12:00:00Z`, payoutId, key],
      );
    await entry('a', '2026-01-01', 10.5, payout!.id);
    await entry('b', '2026-01-01', 0.25, payout!.id);
    await entry('c', '2026-02-01', 7, null);

    await migrateDatabase(database);
    expect(
      await q(
        `select unit, to_char(starts, 'YYYY-MM-DD') as starts, country, installs, uninstalls from installation_counts order by 1, 2, 3`,
      ),
    ).toEqual([
      { unit: 'day', starts: '2026-01-31', country: '', installs: 1, uninstalls: 0 },
      { unit: 'day', starts: '2026-01-31', country: 'IS', installs: 1, uninstalls: 0 },
      { unit: 'day', starts: '2026-02-01', country: '', installs: 0, uninstalls: 1 },
      { unit: 'day', starts: '2026-02-01', country: 'IS', installs: 0, uninstalls: 1 },
      { unit: 'day', starts: '2026-02-10', country: '', installs: 1, uninstalls: 0 },
      { unit: 'day', starts: '2026-02-10', country: 'US', installs: 1, uninstalls: 0 },
      { unit: 'month', starts: '2026-01-01', country: 'IS', installs: 1, uninstalls: 0 },
      { unit: 'month', starts: '2026-02-01', country: 'IS', installs: 0, uninstalls: 1 },
      { unit: 'month', starts: '2026-02-01', country: 'US', installs: 1, uninstalls: 0 },
    ]);
    expect(
      await q(
        `select to_char(period_month, 'YYYY-MM-DD') as month, payout_id, partner_amount::text as amount, entries from ledger_balances order by 1`,
      ),
    ).toEqual([
      { month: '2026-01-01', payout_id: payout!.id, amount: '10.75', entries: 2 },
      { month: '2026-02-01', payout_id: null, amount: '7.00', entries: 1 },
    ]);

    // written after the upgrade: the triggers keep them
    await q(
      `insert into installation_events (installation_id, app_id, vendor_id, type, country, occurred_at) values ($1, $2, $3, 'UNINSTALL', 'US', '2026-02-11T10:00:00Z')`,
      [us.installationId, app!.id, us.vendorId],
    );
    await entry('d', '2026-02-01', 1, null);
    await q(`update ledger_entries set payout_id = $1 where source_key = 'c'`, [payout!.id]);
    await expectInstallationCountsMatchEvents(database.db);
    await expectLedgerBalancesMatchEntries(database.db);
  });
});
