import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../src/db/client.ts';
import { claimUnclaimedPayout } from '../../src/modules/payouts/unclaimed-payout.ts';
import { createTestDatabase } from '../harness.ts';
import { expectInstallationCountsMatchEvents, expectLedgerBalancesMatchEntries } from '../support/rollups.ts';

// Many writers at once on one organisation's months need several connections: PostgreSQL only.
if (process.env.TEST_DB === 'postgres')
  describe('report rollups under concurrent writers', () => {
    let database: Database;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(() => database.close());

    it('lose no update when charges, claims and installs of one organisation are written at the same moment', async () => {
      const q = database.rawQuery.bind(database);
      const [org] = await q<{ id: number }>(`insert into organizations (business_name) values ('Busy Partner') returning id`);
      const [app] = await q<{ id: number }>(
        `insert into apps (organization_id, name, api_contact_email, api_key, secret_key_encrypted) values ($1, 'Busy App', 'dev@busy.test', 'busy-key', 'x') returning id`,
        [org!.id],
      );
      const [vendor] = await q<{ id: number }>(
        `insert into vendors (name, domain, country) values ('Busy Tours', 'busy-tours', 'IS') returning id`,
      );
      const [installation] = await q<{ id: number }>(`insert into installations (app_id, vendor_id) values ($1, $2) returning id`, [
        app!.id,
        vendor!.id,
      ]);
      const months = ['2026-01-01', '2026-02-01', '2026-03-01'];
      // each writer commits a charge in every month (one statement each, as booking fees and billing write) and
      // an install event on one of two days; claims of the ended months run among them
      const charge = (writer: number) =>
        database.db.transaction(async (tx) => {
          for (const month of months)
            await (tx as unknown as Db).execute(
              sql.raw(`insert into ledger_entries (organization_id, app_id, kind, gross_amount, partner_amount, platform_amount, original_amount, period_month, occurred_at, source_key)
               values (${org!.id}, ${app!.id}, 'BOOKING_FEE', 2, 1.25, 0.75, 2, '${month}', '${month}T10:00:00Z', 'busy:${writer}:${month}')`),
            );
          await (tx as unknown as Db).execute(
            sql.raw(`insert into installation_events (installation_id, app_id, vendor_id, type, country, occurred_at)
             values (${installation!.id}, ${app!.id}, ${vendor!.id}, 'INSTALL', 'IS', '2026-03-0${1 + (writer % 2)}T10:00:00Z')`),
          );
        });
      const claim = () =>
        database.db.transaction((tx) =>
          claimUnclaimedPayout(tx as unknown as Db, org!.id, new Date('2026-03-15T00:00:00Z'), { status: 'REQUESTED' }),
        );
      const results = await Promise.allSettled([...Array.from({ length: 24 }, (_, i) => charge(i)), claim(), claim()]);
      expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
      await claim();

      await expectInstallationCountsMatchEvents(database.db);
      await expectLedgerBalancesMatchEntries(database.db);
      // and nothing went missing: 24 writers × 3 months × 1.25, claimed or open; 24 installs on two days
      const [total] = await q<{ amount: string; entries: number }>(
        `select sum(partner_amount)::text as amount, sum(entries)::int as entries from ledger_balances where organization_id = $1`,
        [org!.id],
      );
      expect(total).toEqual({ amount: '90.00', entries: 72 });
      const days = await q(
        `select to_char(starts, 'YYYY-MM-DD') as day, installs from installation_counts where unit = 'day' and country = '' order by 1`,
      );
      expect(days).toEqual([
        { day: '2026-03-01', installs: 12 },
        { day: '2026-03-02', installs: 12 },
      ]);
    }, 120_000);
  });
