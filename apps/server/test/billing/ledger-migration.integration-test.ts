import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateDatabase, type Database } from '../../src/db/client.ts';
import { createTestDatabase } from '../harness.ts';
import { migrationsUpTo } from '../support/migrations.ts';

/**
 * Upgrading a database that has payouts from before the ledger linked entries to payouts (migration 0006):
 * every payout keeps the amount it was requested for, and a charge billed after its month was claimed
 * (which the old code never paid out) stays open for the next payout.
 */

const BEFORE_LINKS = '0005_explorer_token_expiry';

let database: Database | null = null;
afterEach(async () => {
  await database?.close();
  database = null;
});

/** A database at the schema before 0006, with one organisation, one app, and the given entries and payouts. */
async function databaseBeforeLinks(history: {
  entries: { month: string; partner: number; createdAt: string }[];
  payouts: { from: string; to: string; amount: number; createdAt: string }[];
}) {
  database = await createTestDatabase({ migrate: false });
  const folder = migrationsUpTo(BEFORE_LINKS);
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
  for (const [i, e] of history.entries.entries()) {
    await q(
      `insert into ledger_entries (organization_id, app_id, kind, gross_amount, partner_amount, period_month, occurred_at, source_key, created_at)
       values ($1, $2, 'RECURRING', $3, $4, $5, $6, $7, $8)`,
      [org!.id, app!.id, e.partner / 0.8, e.partner, e.month, `${e.month}T12:00:00Z`, `old:${i}`, e.createdAt],
    );
  }
  for (const p of history.payouts) {
    await q(
      `insert into payouts (organization_id, amount, period_from, period_to, status, created_at) values ($1, $2, $3, $4, 'PAID', $5)`,
      [org!.id, p.amount, p.from, p.to, p.createdAt],
    );
  }
  return { database, organizationId: org!.id };
}

const linked = (db: Database) =>
  db.rawQuery<{ period_to: string; amount: string }>(
    `select to_char(p.period_to, 'YYYY-MM-DD') as period_to, coalesce(sum(l.partner_amount), 0)::text as amount
     from payouts p left join ledger_entries l on l.payout_id = p.id group by p.id order by p.period_to`,
  );
const open = (db: Database) =>
  db.rawQuery<{ amount: string }>(`select partner_amount::text as amount from ledger_entries where payout_id is null order by id`);

describe('migrating payouts to ledger links', () => {
  it('keeps each payout at its requested amount, and leaves charges billed after it open for the next payout', async () => {
    const { database: db } = await databaseBeforeLinks({
      entries: [
        { month: '2026-01-01', partner: 100, createdAt: '2026-01-20T10:00:00Z' },
        { month: '2026-02-01', partner: 40, createdAt: '2026-02-28T23:00:00Z' },
        // billed at 00:10 on 1 March, after February's payout was requested at 00:05: never paid out
        { month: '2026-02-01', partner: 8, createdAt: '2026-03-01T00:10:00Z' },
        { month: '2026-03-01', partner: 25, createdAt: '2026-03-15T10:00:00Z' },
      ],
      payouts: [
        { from: '2026-01-01', to: '2026-01-31', amount: 100, createdAt: '2026-02-02T09:00:00Z' },
        { from: '2026-02-01', to: '2026-02-28', amount: 40, createdAt: '2026-03-01T00:05:00Z' },
      ],
    });
    await migrateDatabase(db);
    expect(await linked(db)).toEqual([
      { period_to: '2026-01-31', amount: '100.00' },
      { period_to: '2026-02-28', amount: '40.00' },
    ]);
    expect(await open(db)).toEqual([{ amount: '8.00' }, { amount: '25.00' }]);
  });

  it("links a payout dated back (as the demo data's are) by its months when their sum is its amount", async () => {
    const { database: db } = await databaseBeforeLinks({
      entries: [
        { month: '2025-05-01', partner: 12.5, createdAt: '2026-11-20T10:00:00Z' },
        { month: '2025-06-01', partner: 7.5, createdAt: '2026-11-20T10:00:00Z' },
      ],
      payouts: [{ from: '2025-05-01', to: '2025-06-30', amount: 20, createdAt: '2025-07-04T10:00:00Z' }],
    });
    await migrateDatabase(db);
    expect(await linked(db)).toEqual([{ period_to: '2025-06-30', amount: '20.00' }]);
    expect(await open(db)).toEqual([]);
  });

  it('refuses to upgrade, changing nothing, when a payout matches none of its entries, and names it', async () => {
    const { database: db } = await databaseBeforeLinks({
      entries: [{ month: '2026-01-01', partner: 100, createdAt: '2026-02-10T10:00:00Z' }],
      payouts: [{ from: '2026-01-01', to: '2026-01-31', amount: 90, createdAt: '2026-02-02T09:00:00Z' }],
    });
    const failure = await migrateDatabase(db).then(
      () => null,
      (err: unknown) => err,
    );
    // the driver's message is on the cause of drizzle's "Failed query"
    const messages: string[] = [];
    for (let e = failure as { message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) messages.push(String(e.message));
    expect(messages.join('\n')).toMatch(/Cannot link payouts to their ledger entries \(payout \d+: 90\.00 requested, 0 in the ledger\)/);
    // the upgrade ran in one transaction: the payout still has its amount
    expect(await db.rawQuery(`select amount::text from payouts`)).toEqual([{ amount: '90.00' }]);
  });
});
