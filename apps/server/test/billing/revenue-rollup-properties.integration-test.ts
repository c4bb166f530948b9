import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { migrationsFolder, rows, type Db } from '../../src/db/client.ts';
import { ledgerEntries } from '../../src/db/schema/index.ts';
import { monthlyRevenue, type RevenueScope } from '../../src/modules/billing/revenue.queries.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { createListedApp, createOrganization } from '../fixtures.ts';
import { installWithHistory } from '../support/ledger-fixtures.ts';
import { revenueFromLedger } from '../support/revenue-from-ledger.ts';

/**
 * The revenue rollup (revenue_months, kept by the triggers of migration 0025) over random histories (fast-check): two
 * organisations, installations on monthly or yearly plans with or without a free trial, random ledger entries
 * (recurring, prorations, one-time, booking fees; some at a trial's end or a period's end) written in several
 * statements, then random changes through every path the triggers watch: entries updated (amount, kind, month) and
 * deleted, a payout-like update that changes nothing the report reads, plan periods ended, switched between monthly
 * and yearly and opened again, installations and vendors made test ones and back. After them:
 * - the report read from the rollup equals the report recomputed from the ledger on each call (the statement the
 *   report ran before the rollup, test/support/revenue-from-ledger.ts), for each organisation, all apps and each app,
 *   over all months and over a window in the middle (whose first month's movement needs the month before it);
 * - one organisation's app asked for under the other organisation reads as nothing;
 * - the rollup tables emptied and filled again by the migration's own backfill statements hold the same, and the
 *   charges still to come (revenue_due, 0035) are what their definition recomputes from the ledger.
 * FC_RUNS sets the number of histories (default 12).
 */

const RUNS = Number(process.env.FC_RUNS ?? 12);
const FIRST = { year: 2025, month: 0 };
const ENTRY_MONTHS = 24;
const REPORT_MONTHS = 36;
const INSTALLATIONS = 5;
const KINDS = ['RECURRING', 'PRORATION_CHARGE', 'PRORATION_CREDIT', 'ONE_TIME', 'BOOKING_FEE', 'BOOKING_FEE_REVERSAL'] as const;

const monthStart = (index: number) => new Date(Date.UTC(FIRST.year, FIRST.month + index, 1));
const isoMonth = (index: number) => monthStart(index).toISOString().slice(0, 10);
const periodMonthOf = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)).toISOString().slice(0, 10);

const installationArb = fc.record({
  /** 0, 1: the first organisation's apps; 2: the other organisation's. */
  app: fc.nat(2),
  yearly: fc.boolean(),
  installedIn: fc.nat(5),
  day: fc.integer({ min: 1, max: 28 }),
  endsIn: fc.option(fc.integer({ min: 6, max: ENTRY_MONTHS - 1 }), { nil: null }),
});
const entryArb = fc.record({
  installation: fc.nat(INSTALLATIONS - 1),
  kind: fc.constantFrom(...KINDS),
  month: fc.nat(ENTRY_MONTHS - 1),
  day: fc.integer({ min: 1, max: 28 }),
  /** At the installation's trial end (a conversion when RECURRING), at its period's end, or on `day` of `month`. */
  when: fc.constantFrom('day', 'day', 'day', 'anchor', 'periodEnd'),
  cents: fc.oneof(fc.integer({ min: -30_000, max: 80_000 }), fc.constantFrom(1, -1, 6, 2400, 19_200)),
});
type EntryDraw = typeof entryArb extends fc.Arbitrary<infer T> ? T : never;
const changeArb = fc.oneof(
  fc.record({ op: fc.constant('insert' as const), entries: fc.array(entryArb, { maxLength: 8 }) }),
  fc.record({ op: fc.constant('amount' as const), pick: fc.nat(), cents: fc.integer({ min: -20_000, max: 50_000 }) }),
  fc.record({ op: fc.constant('kind' as const), pick: fc.nat(), kind: fc.constantFrom(...KINDS) }),
  fc.record({ op: fc.constant('month' as const), pick: fc.nat(), month: fc.nat(ENTRY_MONTHS - 1) }),
  fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('untouched' as const) }),
  fc.record({ op: fc.constant('endPeriod' as const), installation: fc.nat(INSTALLATIONS - 1), month: fc.nat(ENTRY_MONTHS - 1) }),
  fc.record({ op: fc.constant('switchCycle' as const), installation: fc.nat(INSTALLATIONS - 1) }),
  fc.record({ op: fc.constant('reopen' as const), installation: fc.nat(INSTALLATIONS - 1), yearly: fc.boolean() }),
  fc.record({ op: fc.constant('testInstall' as const), installation: fc.nat(INSTALLATIONS - 1) }),
  fc.record({ op: fc.constant('testVendor' as const), installation: fc.nat(INSTALLATIONS - 1) }),
);
const historyArb = fc.record({
  trial: fc.tuple(fc.boolean(), fc.boolean(), fc.boolean()),
  installations: fc.array(installationArb, { minLength: INSTALLATIONS, maxLength: INSTALLATIONS }),
  entries: fc.array(entryArb, { maxLength: 40 }),
  changes: fc.array(changeArb, { maxLength: 12 }),
  window: fc.nat(REPORT_MONTHS - 6),
});

/** The statements of migration 0025 from its backfill on: what upgrading a database with a ledger runs. */
function backfillStatements(): string[] {
  const file = readFileSync(join(migrationsFolder, '0025_revenue_rollup.sql'), 'utf8');
  const chunks = file.split('--> statement-breakpoint');
  const first = chunks.findIndex((c) => c.includes('-- backfill from the ledger already there'));
  expect(first).toBeGreaterThan(0);
  return chunks.slice(first).map((c) => c.trim());
}

async function rollupTables(db: Db) {
  return {
    months: await rows(
      db,
      sql`select organization_id, app_id, to_char(month, 'YYYY-MM-DD') as month, mrr::text, new_revenue::text, expansion::text,
          contraction::text, churned::text, paying_installs, trial_starts, trial_conversions, earnings::text
        from revenue_months
        where (mrr, new_revenue, expansion, contraction, churned, earnings) <> (0, 0, 0, 0, 0, 0)
          or (paying_installs, trial_starts, trial_conversions) <> (0, 0, 0)
        order by 1, 2, 3`,
    ),
    installations: await rows(
      db,
      sql`select installation_id, organization_id, app_id, to_char(month, 'YYYY-MM-DD') as month, mrr::text
        from revenue_installation_months order by 1, 2, 3, 4`,
    ),
    trials: await rows(db, sql`select * from revenue_trials order by installation_id`),
    due: await rows(db, sql`select * from revenue_due order by installation_id, month`),
  };
}

describe('revenue rollup over random histories', () => {
  let t: TestApp;
  let seq = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('equals the report recomputed from the ledger after any writes, and the migration backfill fills it the same', async () => {
    const backfill = backfillStatements();
    await fc.assert(
      fc.asyncProperty(historyArb, async (h) => {
        const run = ++seq;
        const orgs = [await createOrganization(t.db, `Rollup A ${run}`), await createOrganization(t.db, `Rollup B ${run}`)];
        const apps: Awaited<ReturnType<typeof createListedApp>>[] = [];
        for (const n of [0, 1, 2]) {
          apps.push(
            await createListedApp(t.db, {
              organizationId: orgs[n === 2 ? 1 : 0]!.id,
              name: `Rollup ${run}.${n}`,
              chargeType: 'RECURRING',
              freeTrialDays: h.trial[n] ? 14 : 0,
              plans: [
                { name: 'Monthly', type: 'MONTHLY_CHARGE', monthlyAmount: 30 },
                { name: 'Yearly', type: 'YEARLY_CHARGE', yearlyAmount: 240 },
              ],
            }),
          );
        }
        const installs: { id: number; vendorId: number; app: number; anchor: Date; end: Date | null }[] = [];
        for (const inst of h.installations) {
          const { app, plans } = apps[inst.app]!;
          const installedAt = new Date(monthStart(inst.installedIn).getTime() + (inst.day - 1) * 86_400_000 + 3_600_000);
          const end = inst.endsIn === null ? null : new Date(monthStart(inst.endsIn).getTime() + 14.5 * 86_400_000);
          const row = await installWithHistory(t.db, app.id, {
            installedAt,
            planId: plans[inst.yearly ? 1 : 0]!.id,
            ...(end ? { uninstalledAt: end } : {}),
          });
          const anchor = new Date(installedAt.getTime() + (h.trial[inst.app] ? 14 * 86_400_000 : 0));
          installs.push({ id: row.id, vendorId: row.vendorId, app: inst.app, anchor, end });
        }

        let keys = 0;
        const entryRow = (e: EntryDraw) => {
          const inst = installs[e.installation]!;
          const at =
            e.when === 'anchor'
              ? inst.anchor
              : e.when === 'periodEnd' && inst.end
                ? inst.end
                : new Date(monthStart(e.month).getTime() + (e.day - 1) * 86_400_000 + 43_200_000);
          const gross = e.cents * 2;
          return {
            organizationId: orgs[inst.app === 2 ? 1 : 0]!.id,
            appId: apps[inst.app]!.app.id,
            installationId: inst.id,
            kind: e.kind,
            grossAmount: gross / 100,
            partnerAmount: e.cents / 100,
            platformAmount: (gross - e.cents) / 100,
            originalAmount: gross / 100,
            periodMonth: periodMonthOf(at),
            occurredAt: at,
            sourceKey: `rollup-props:${run}:${++keys}`,
          };
        };
        const insert = async (entries: EntryDraw[]) => {
          const values = entries.filter((e) => e.cents !== 0).map(entryRow);
          if (values.length) await t.db.insert(ledgerEntries).values(values);
        };
        // the history in two statements, then the changes one statement each
        await insert(h.entries.slice(0, h.entries.length >> 1));
        await insert(h.entries.slice(h.entries.length >> 1));
        const ids = sql.join(
          installs.map((i) => sql`${i.id}`),
          sql`, `,
        );
        const picked = async (pick: number) => {
          const all = await rows<{ id: number }>(t.db, sql`select id from ledger_entries where installation_id in (${ids}) order by id`);
          return all.length ? all[pick % all.length]!.id : null;
        };
        for (const c of h.changes) {
          if (c.op === 'insert') await insert(c.entries);
          else if (c.op === 'amount' || c.op === 'kind' || c.op === 'month' || c.op === 'delete') {
            const id = await picked(c.pick);
            if (id === null) continue;
            if (c.op === 'amount')
              await t.db.execute(
                sql`update ledger_entries set partner_amount = ${c.cents / 100}, platform_amount = ${c.cents / 100},
                  gross_amount = ${(2 * c.cents) / 100}, original_amount = ${(2 * c.cents) / 100} where id = ${id}`,
              );
            else if (c.op === 'kind') await t.db.execute(sql`update ledger_entries set kind = ${c.kind} where id = ${id}`);
            else if (c.op === 'month')
              await t.db.execute(
                sql`update ledger_entries set period_month = ${isoMonth(c.month)}, occurred_at = ${monthStart(c.month).toISOString()}::timestamptz + interval '3 days'
                  where id = ${id}`,
              );
            else await t.db.execute(sql`delete from ledger_entries where id = ${id}`);
          } else if (c.op === 'untouched') {
            // what a payout claim does to the entries: nothing the report reads
            await t.db.execute(sql`update ledger_entries set source_key = source_key || '+' where installation_id in (${ids})`);
          } else {
            const inst = installs[c.installation]!;
            if (c.op === 'endPeriod')
              await t.db.execute(
                sql`update plan_periods set ended_at = greatest(started_at, ${monthStart(c.month).toISOString()}::timestamptz + interval '9 days')
                  where installation_id = ${inst.id} and ended_at is null`,
              );
            else if (c.op === 'switchCycle')
              await t.db.execute(
                sql`update plan_periods set plan_type = case when plan_type = 'YEARLY_CHARGE' then 'MONTHLY_CHARGE' else 'YEARLY_CHARGE' end::price_plan_type
                  where installation_id = ${inst.id}`,
              );
            else if (c.op === 'reopen')
              await t.db.execute(
                sql`insert into plan_periods (installation_id, started_at, billing_anchor_at, charge_type, plan_type, cycle_amount)
                  select installation_id, max(ended_at), max(ended_at), 'RECURRING', ${c.yearly ? 'YEARLY_CHARGE' : 'MONTHLY_CHARGE'}::price_plan_type, 30
                  from plan_periods where installation_id = ${inst.id} group by installation_id having bool_and(ended_at is not null)`,
              );
            else if (c.op === 'testInstall') await t.db.execute(sql`update installations set is_test = not is_test where id = ${inst.id}`);
            else {
              // a partner's test vendor (one per organisation): of an organisation of its own here
              const owner = await createOrganization(t.db, `Rollup test vendor ${run}.${++keys}`);
              await t.db.execute(
                sql`update vendors set test_for_organization_id = case when test_for_organization_id is null then ${owner.id}::int end
                  where id = ${inst.vendorId}`,
              );
            }
          }
        }

        const scopes: RevenueScope[] = [];
        for (const [from, to] of [
          [isoMonth(0), isoMonth(REPORT_MONTHS - 1)],
          [isoMonth(h.window), isoMonth(h.window + 5)],
        ] as const) {
          scopes.push(
            { organizationId: orgs[0]!.id, appId: null, from, to },
            { organizationId: orgs[0]!.id, appId: apps[0]!.app.id, from, to },
            { organizationId: orgs[0]!.id, appId: apps[1]!.app.id, from, to },
            { organizationId: orgs[1]!.id, appId: null, from, to },
            { organizationId: orgs[1]!.id, appId: apps[2]!.app.id, from, to },
          );
        }
        const expectRollupEqualsLedger = async () => {
          for (const scope of scopes) expect(await monthlyRevenue(t.db, scope)).toEqual(await revenueFromLedger(t.db, scope));
          // the other organisation's app, asked for under the first: nothing of it
          const foreign = await monthlyRevenue(t.db, { ...scopes[0]!, appId: apps[2]!.app.id });
          expect(foreign.every((m) => m.mrr === '0.00' && m.earnings === '0.00' && m.payingInstalls === 0 && m.trialStarts === 0)).toBe(
            true,
          );
        };
        await expectRollupEqualsLedger();

        // the charges still to come that the triggers kept are what the definition recomputes from the ledger now
        const kept = await rollupTables(t.db);
        expect(kept.due).toEqual(
          await rows(
            t.db,
            sql`select installation_id, organization_id, app_id, month, prev::numeric(18, 2), cur::numeric(18, 2),
              cycle_amount::numeric(12, 2), charges, yearly
            from revenue_installation_due(array(select id from installations)) order by installation_id, month`,
          ),
        );
        // the migration's backfill, on everything written so far, fills the rollup with what the triggers kept
        await t.db.execute(sql`delete from revenue_months`);
        await t.db.execute(sql`delete from revenue_installation_months`);
        await t.db.execute(sql`delete from revenue_trials`);
        await t.db.execute(sql`delete from revenue_due`);
        for (const statement of backfill) await t.db.execute(sql.raw(statement));
        expect(await rollupTables(t.db)).toEqual(kept);
        await expectRollupEqualsLedger();
      }),
      { numRuns: RUNS },
    );
  });
});
