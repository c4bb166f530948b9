import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../src/db/client.ts';
import { vendors } from '../../src/db/schema/index.ts';
import { runBilling } from '../../src/modules/billing/ledger.ts';
import { claimUnclaimedPayout, findUnclaimedPayout } from '../../src/modules/payouts/unclaimed-payout.ts';
import { appDashboard, splitRange } from '../../src/modules/reports/dashboard.service.ts';
import type { Viewer } from '../../src/modules/accounts/sessions.ts';
import type { VendorRow } from '../../src/modules/installations/installations.service.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { installAt, newVendor, paidApp, uninstallAt } from '../support/ledger-fixtures.ts';
import { dashboardFromEvents, expectInstallationCountsMatchEvents, expectLedgerBalancesMatchEntries } from '../support/rollups.ts';

/**
 * The reports' rollups under random histories (fast-check): installs and uninstalls by vendors of several
 * countries and by the partner's own test vendor, one-time charges billed late or on time, and payout claims,
 * with time moving on across days and months. After each history
 * - installation_counts is the aggregate of the installation events and ledger_balances that of the ledger
 *   entries, row for row;
 * - appDashboard answers exactly what it answered when it counted the events themselves, for random ranges
 *   (to the millisecond, on whole days, on whole months) and every split;
 * - the unclaimed payout is the open entries' sum.
 * FC_RUNS sets the number of histories (default 15).
 */

const RUNS = Number(process.env.FC_RUNS ?? 15);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// near a month's end, so histories cross months early
const START = Date.parse('2025-01-27T05:00:00Z');
const COUNTRIES = ['IS', 'US', 'DE'];
/** Vendors 0–2 are real, in COUNTRIES; vendor 3 is the partner's test vendor. */
const VENDORS = COUNTRIES.length + 1;

type Op =
  | { kind: 'install'; vendor: number; app: number }
  | { kind: 'uninstall'; vendor: number; app: number }
  | { kind: 'bill' }
  | { kind: 'claim' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('install' as const), vendor: fc.nat(VENDORS - 1), app: fc.nat(1) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('uninstall' as const), vendor: fc.nat(VENDORS - 1), app: fc.nat(1) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('bill' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('claim' as const) }) },
);
// some steps land on exact hours and days, so events fall at midnight and on month starts too
const stepArb = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 72 * HOUR }) },
  { weight: 1, arbitrary: fc.constantFrom(HOUR, 19 * HOUR, DAY, 7 * DAY, 20 * DAY) },
);
const rangeArb = fc.record({
  start: fc.integer({ min: -2 * DAY, max: 120 * DAY }),
  length: fc.integer({ min: 0, max: 130 * DAY }),
  align: fc.constantFrom('ms' as const, 'day' as const, 'month' as const),
  split: fc.constantFrom('DAILY' as const, 'WEEKLY' as const, 'MONTHLY' as const),
});
const historyArb = fc.record({
  steps: fc.array(fc.tuple(stepArb, opArb), { minLength: 5, maxLength: 40 }),
  ranges: fc.array(rangeArb, { minLength: 3, maxLength: 6 }),
});
type History = typeof historyArb extends fc.Arbitrary<infer T> ? T : never;

const UNITS = { DAILY: 'day', WEEKLY: 'week', MONTHLY: 'month' } as const;

/** A range's ends (epoch ms), cut to midnight or to a month's start when asked, `to` at least 1 ms after `from`. */
function rangeOf({ start, length, align }: History['ranges'][number]) {
  let from = START + start;
  let to = from + length;
  if (align === 'day') [from, to] = [Math.floor(from / DAY) * DAY, Math.floor(to / DAY) * DAY];
  if (align === 'month') {
    const d = new Date(from);
    from = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  }
  return { from, to: Math.max(to, from + 1) };
}

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.db;
});
afterAll(() => t.close());

async function runHistory(history: History) {
  const first = await paidApp(db, { chargeType: 'ONE_TIME', oneTimeChargeAmount: 19.9 });
  const org = first.org;
  const second = await paidApp(db, { chargeType: 'ONE_TIME', oneTimeChargeAmount: 5 });
  await db.execute(sql`update apps set organization_id = ${org.id} where id = ${second.app.id}`);
  const apps = [first.app.id, second.app.id];
  const people: VendorRow[] = [];
  for (const country of COUNTRIES) people.push(await newVendor(db, country));
  const [testVendor] = await db
    .insert(vendors)
    .values({ name: `Test vendor of ${org.id}`, domain: `rollup-test-${org.id}`, country: 'GB', testForOrganizationId: org.id })
    .returning();
  people.push(testVendor!);
  const viewer = { organization: { id: org.id, businessName: org.businessName } } as Viewer;

  const active = new Set<string>();
  let now = START;
  for (const [ms, op] of history.steps) {
    now += ms;
    const at = new Date(now);
    switch (op.kind) {
      case 'install':
        await installAt(db, apps[op.app]!, people[op.vendor]!, null, at);
        active.add(`${op.vendor}:${op.app}`);
        break;
      case 'uninstall':
        if (!active.delete(`${op.vendor}:${op.app}`)) break;
        await uninstallAt(db, apps[op.app]!, people[op.vendor]!, at);
        break;
      case 'bill':
        await runBilling(db, { now: at, partnerShare: 0.8 });
        break;
      case 'claim':
        await db.transaction((tx) => claimUnclaimedPayout(tx as unknown as Db, org.id, at, { status: 'REQUESTED' }));
        break;
    }
  }
  await runBilling(db, { now: new Date(now), partnerShare: 0.8 });

  await expectInstallationCountsMatchEvents(db);
  await expectLedgerBalancesMatchEntries(db);
  for (const range of history.ranges) {
    const { from, to } = rangeOf(range);
    const answer = await appDashboard(db, viewer, { timestampFrom: from, timestampTo: to, split: range.split });
    const before = await dashboardFromEvents(db, org.id, new Date(from), new Date(to), UNITS[range.split]);
    expect(answer, `${new Date(from).toISOString()} – ${new Date(to).toISOString()} ${range.split}`).toEqual(before);
  }
  const later = new Date(now + 40 * DAY);
  const [open] = await rows<{ cents: string | null }>(
    db,
    sql`select (sum(partner_amount) * 100)::bigint::text as cents from ledger_entries
        where organization_id = ${org.id} and payout_id is null and period_month < date_trunc('month', ${later.toISOString()}::timestamptz at time zone 'UTC')::date`,
  );
  const unclaimed = await findUnclaimedPayout(db, org.id, later);
  const openCents = Number(open?.cents ?? 0);
  expect(unclaimed ? Math.round(unclaimed.amount * 100) : 0).toBe(openCents > 0 ? openCents : 0);
}

describe('report rollups', () => {
  it('split a range into whole months, whole days and the parts of a day at its ends', () => {
    const ms = (iso: string) => Date.parse(iso);
    const split = (from: string, to: string) =>
      Object.fromEntries(Object.entries(splitRange(ms(from), ms(to))).map(([k, v]) => [k, new Date(v).toISOString()]));
    expect(split('2026-01-15T10:00:00Z', '2026-04-02T08:00:00Z')).toEqual({
      fullFrom: '2026-01-16T00:00:00.000Z',
      fullTo: '2026-04-02T00:00:00.000Z',
      monthsFrom: '2026-02-01T00:00:00.000Z',
      monthsTo: '2026-04-01T00:00:00.000Z',
    });
    // on midnight the first day is whole; the last day is whole only when the range reaches the next midnight
    expect(split('2026-02-01T00:00:00Z', '2026-03-01T00:00:00Z')).toMatchObject({
      fullFrom: '2026-02-01T00:00:00.000Z',
      fullTo: '2026-03-01T00:00:00.000Z',
      monthsFrom: '2026-02-01T00:00:00.000Z',
      monthsTo: '2026-03-01T00:00:00.000Z',
    });
    // no whole month: the month range is empty; no whole day: everything comes from the events
    expect(split('2026-02-03T10:00:00Z', '2026-02-20T00:00:00Z')).toMatchObject({
      monthsFrom: '2026-02-20T00:00:00.000Z',
      monthsTo: '2026-02-20T00:00:00.000Z',
    });
    expect(split('2026-02-03T10:00:00Z', '2026-02-04T09:00:00Z')).toEqual({
      fullFrom: '2026-02-04T09:00:00.000Z',
      fullTo: '2026-02-04T09:00:00.000Z',
      monthsFrom: '2026-02-04T09:00:00.000Z',
      monthsTo: '2026-02-04T09:00:00.000Z',
    });
  });

  it('equal the aggregates of their sources, and the dashboard answers as it did from the events, for random histories', async () => {
    // shrinking replays histories against the database: bounded, so a failure is reported in minutes
    await fc.assert(fc.asyncProperty(historyArb, runHistory), {
      numRuns: RUNS,
      interruptAfterTimeLimit: 240_000,
      markInterruptAsFailure: true,
    });
  }, 600_000);
});
