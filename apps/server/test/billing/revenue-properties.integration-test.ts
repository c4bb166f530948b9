import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { rows } from '../../src/db/client.ts';
import { ledgerEntries } from '../../src/db/schema/index.ts';
import type { Viewer } from '../../src/modules/accounts/sessions.ts';
import { revenueReport, type RevenueMonth } from '../../src/modules/reports/revenue.service.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { createListedApp, createOrganization } from '../fixtures.ts';
import { installAt, installWithHistory, newVendor, paidApp, SHARE, uninstallAt } from '../support/ledger-fixtures.ts';
import { runBilling } from '../../src/modules/billing/ledger.ts';

/**
 * The revenue report over random ledgers (fast-check), through its real SQL: random recurring charges, prorations,
 * one-time charges and booking fees of installations on monthly and yearly plans, some of whose plan periods end.
 * - new + expansion − contraction − churned is exactly this month's MRR minus the previous month's;
 * - the earnings of each month are what the ledger and its rollup (ledger_balances) hold for it, and the MRR of
 *   all months adds up to the recurring entries, to the cent;
 * - every figure is what a small model of the definitions (below, in cents) says, for the organisation and per app;
 * - read in the middle of a month (real billing), the running month's movement and paying installs are what they are
 *   once the month is over and its charges made, and its MRR so far plus what is due later is the month's MRR then.
 * FC_RUNS sets the number of ledgers (default 15).
 */

const RUNS = Number(process.env.FC_RUNS ?? 15);
const FIRST = { year: 2025, month: 0 };
/** Entries fall in the first 24 months; the report covers 36, so every yearly charge's twelfth is in it. */
const ENTRY_MONTHS = 24;
const REPORT_MONTHS = 36;
const NOW = new Date('2027-12-15T00:00:00Z');
const INSTALLED_AT = new Date('2024-06-01T00:00:00Z');
const INSTALLATIONS = 6;
const KINDS = ['RECURRING', 'PRORATION_CHARGE', 'PRORATION_CREDIT', 'ONE_TIME', 'BOOKING_FEE', 'BOOKING_FEE_REVERSAL'] as const;
const RECURRING_KINDS: readonly string[] = ['RECURRING', 'PRORATION_CHARGE', 'PRORATION_CREDIT'];

const monthStart = (index: number) => new Date(Date.UTC(FIRST.year, FIRST.month + index, 1));
const isoMonth = (index: number) => monthStart(index).toISOString().slice(0, 10);
const cents = (decimal: string) => {
  const [whole, fraction = ''] = decimal.replace('-', '').split('.');
  const n = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return decimal.startsWith('-') ? -n : n;
};
/** n / d rounded half away from zero, as PostgreSQL's round() does, in whole numbers. */
const roundDiv = (n: number, d: number) => Math.sign(n) * Math.floor((2 * Math.abs(n) + d) / (2 * d));

const installationArb = fc.record({
  app: fc.nat(1),
  yearly: fc.boolean(),
  /** The month (index) in which its plan period ends, on the 15th at noon; null while it lasts. */
  endsIn: fc.option(fc.nat(ENTRY_MONTHS - 1), { nil: null }),
});
const entryArb = fc.record({
  installation: fc.nat(INSTALLATIONS - 1),
  kind: fc.constantFrom(...KINDS),
  month: fc.nat(ENTRY_MONTHS - 1),
  day: fc.integer({ min: 1, max: 28 }),
  /** At the end of the installation's plan period (when it has one), as a plan change's credit is. */
  atPeriodEnd: fc.boolean(),
  cents: fc.oneof(fc.integer({ min: -30_000, max: 80_000 }), fc.constantFrom(1, -1, 6, 2400, 19_200, 29_999)),
});
const ledgerArb = fc.record({
  installations: fc.array(installationArb, { minLength: INSTALLATIONS, maxLength: INSTALLATIONS }),
  entries: fc.array(entryArb, { minLength: 0, maxLength: 60 }),
});

interface Installation {
  app: number;
  yearly: boolean;
  endsIn: number | null;
}
interface Entry {
  installation: number;
  kind: (typeof KINDS)[number];
  at: Date;
  month: number;
  cents: number;
}

const periodEnd = (i: Installation) => (i.endsIn === null ? null : new Date(monthStart(i.endsIn).getTime() + 14.5 * 86_400_000));

/** The definitions of billing/revenue.queries.ts, in cents: what each month of the report must say. */
function model(installations: Installation[], entries: Entry[], app: number | null) {
  const mrr = new Map<number, number[]>(); // installation → MRR per month index
  const earnings = Array<number>(REPORT_MONTHS).fill(0);
  for (const e of entries) {
    const inst = installations[e.installation]!;
    if (app !== null && inst.app !== app) continue;
    earnings[e.month]! += e.cents;
    if (!RECURRING_KINDS.includes(e.kind)) continue;
    const end = periodEnd(inst);
    // the plan period the entry falls in: a credit in the one it closes
    const inPeriod =
      e.kind === 'PRORATION_CREDIT'
        ? end !== null && end.getTime() === e.at.getTime()
        : e.at >= INSTALLED_AT && (end === null || e.at < end);
    const months = mrr.get(e.installation) ?? Array<number>(REPORT_MONTHS).fill(0);
    mrr.set(e.installation, months);
    if (inst.yearly && inPeriod) {
      for (let k = 0; k < 12; k++) months[e.month + k]! += roundDiv(e.cents * (k + 1), 12) - roundDiv(e.cents * k, 12);
    } else months[e.month]! += e.cents;
  }
  return Array.from({ length: REPORT_MONTHS }, (_, m) => {
    const row = { month: isoMonth(m), mrr: 0, newRevenue: 0, expansion: 0, contraction: 0, churned: 0, payingInstalls: 0 };
    for (const months of mrr.values()) {
      const [cur, prev] = [months[m]!, m === 0 ? 0 : months[m - 1]!];
      row.mrr += cur;
      if (cur > 0) row.payingInstalls++;
      if (prev <= 0 && cur > 0) row.newRevenue += cur - prev;
      else if (prev > 0 && cur <= 0) row.churned += prev - cur;
      else if (cur > prev) row.expansion += cur - prev;
      else row.contraction += prev - cur;
    }
    return { ...row, earnings: earnings[m]! };
  }).reverse();
}

const inCents = (r: RevenueMonth) => ({
  month: r.month,
  mrr: cents(r.mrr),
  newRevenue: cents(r.newRevenue),
  expansion: cents(r.expansion),
  contraction: cents(r.contraction),
  churned: cents(r.churned),
  payingInstalls: r.payingInstalls,
  earnings: cents(r.earnings),
});

describe('revenue report over random ledgers', () => {
  let t: TestApp;
  let seq = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps its invariants and agrees with the ledger, its rollup and a model of the definitions', async () => {
    await fc.assert(
      fc.asyncProperty(ledgerArb, async ({ installations, entries: drawn }) => {
        const org = await createOrganization(t.db, `Revenue Props ${++seq}`);
        const apps: Awaited<ReturnType<typeof createListedApp>>[] = [];
        for (const n of [0, 1]) {
          apps.push(
            await createListedApp(t.db, {
              organizationId: org.id,
              name: `Revenue Props ${seq}.${n}`,
              chargeType: 'RECURRING',
              // the entries are drawn, not billed: plans whose price is nothing leave no charge due in the running month
              plans: [
                { name: 'Monthly', type: 'MONTHLY_CHARGE', monthlyAmount: 0 },
                { name: 'Yearly', type: 'YEARLY_CHARGE', yearlyAmount: 0 },
              ],
            }),
          );
        }
        const ids: number[] = [];
        for (const inst of installations) {
          const { app, plans } = apps[inst.app]!;
          const end = periodEnd(inst);
          const row = await installWithHistory(t.db, app.id, {
            installedAt: INSTALLED_AT,
            planId: plans[inst.yearly ? 1 : 0]!.id,
            ...(end ? { uninstalledAt: end } : {}),
          });
          ids.push(row.id);
        }
        const entries: Entry[] = drawn
          .filter((e) => e.cents !== 0)
          .map((e) => {
            const end = periodEnd(installations[e.installation]!);
            const at = e.atPeriodEnd && end ? end : new Date(monthStart(e.month).getTime() + (e.day - 1) * 86_400_000 + 43_200_000);
            const month = (at.getUTCFullYear() - FIRST.year) * 12 + at.getUTCMonth() - FIRST.month;
            return { installation: e.installation, kind: e.kind, at, month, cents: e.cents };
          });
        if (entries.length) {
          await t.db.insert(ledgerEntries).values(
            entries.map((e, n) => {
              // the platform's share is a fifth of the charge, rounded; the shares add up to it
              const gross = e.cents + roundDiv(e.cents, 4);
              return {
                organizationId: org.id,
                appId: apps[installations[e.installation]!.app]!.app.id,
                installationId: ids[e.installation]!,
                kind: e.kind,
                grossAmount: gross / 100,
                partnerAmount: e.cents / 100,
                platformAmount: (gross - e.cents) / 100,
                originalAmount: gross / 100,
                periodMonth: isoMonth(e.month),
                occurredAt: e.at,
                sourceKey: `revenue-props:${seq}:${n}`,
              };
            }),
          );
        }

        const viewer = { organization: { id: org.id } } as Viewer;
        const report = await revenueReport(t.db, viewer, { months: REPORT_MONTHS }, { partnerShare: SHARE, now: NOW });
        expect(report.map((r) => r.month)).toEqual(Array.from({ length: REPORT_MONTHS }, (_, m) => isoMonth(REPORT_MONTHS - 1 - m)));

        // the movement explains the change of MRR exactly (the month before the first had nothing)
        report.forEach((r, n) => {
          const previous = n + 1 < report.length ? cents(report[n + 1]!.mrr) : 0;
          const c = inCents(r);
          expect(c.newRevenue + c.expansion - c.contraction - c.churned).toBe(c.mrr - previous);
          expect([c.newRevenue, c.expansion, c.contraction, c.churned].every((x) => x >= 0)).toBe(true);
        });

        // the earnings are what the ledger and the payouts' rollup hold, month by month; MRR adds up to the recurring entries
        const held = await rows<{ month: string; entries: string; balances: string | null }>(
          t.db,
          sql`select to_char(l.period_month, 'YYYY-MM-DD') as month, sum(l.partner_amount)::text as entries,
              (select sum(b.partner_amount)::text from ledger_balances b where b.organization_id = ${org.id} and b.period_month = l.period_month) as balances
            from ledger_entries l where l.organization_id = ${org.id} group by l.period_month`,
        );
        for (const r of report) {
          const month = held.find((h) => h.month === r.month);
          expect(cents(r.earnings)).toBe(month ? cents(month.entries) : 0);
          expect(cents(r.earnings)).toBe(month ? cents(month.balances ?? '0') : 0);
        }
        const recurring = entries.filter((e) => RECURRING_KINDS.includes(e.kind)).reduce((sum, e) => sum + e.cents, 0);
        expect(report.reduce((sum, r) => sum + cents(r.mrr), 0)).toBe(recurring);

        // every figure as the definitions say, for the organisation and for each app
        expect(report.map(inCents)).toEqual(model(installations, entries, null));
        for (const n of [0, 1]) {
          const perApp = await revenueReport(
            t.db,
            viewer,
            { appId: String(apps[n]!.app.id), months: REPORT_MONTHS },
            { partnerShare: SHARE, now: NOW },
          );
          expect(perApp.map(inCents)).toEqual(model(installations, entries, n));
        }
        expect(report.every((r) => r.trialStarts === 0 && r.trialConversions === 0)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('revenue report read in the middle of a month', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const DAY = 86_400_000;
  // months of 2027 (index from January) whose month before has 30 days or more, so every subscription running
  // through it was charged in it: what a month-end read of a month holds that a mid-month read did not foresee is
  // then only what happened after the mid-month read, and nothing does
  const MONTHS = [0, 1, 4, 5, 6, 7, 8, 9, 10, 11];
  const FROM = Date.parse('2025-06-01T00:00:00Z');
  const historyArb = fc.record({
    month: fc.constantFrom(...MONTHS),
    /** When in the month the report is read: whole hours after its start, up to its 28th day. */
    hours: fc.integer({ min: 0, max: 28 * 24 - 1 }),
    subscriptions: fc.array(
      fc.record({
        app: fc.nat(1),
        yearly: fc.boolean(),
        /** When it was installed, as a fraction of the time from FROM to 8 days before the read: trials are over. */
        installed: fc.double({ min: 0, max: 1, noNaN: true }),
        /** When it was uninstalled, as a fraction of the time from its install to the read; null while it lasts. */
        uninstalled: fc.option(fc.double({ min: 0.01, max: 1, noNaN: true }), { nil: null }),
      }),
      { minLength: 1, maxLength: 8 },
    ),
  });

  it('counts nothing as churned before its charge date: the running month reads as it will once its charges are made', async () => {
    await fc.assert(
      fc.asyncProperty(historyArb, async ({ month, hours, subscriptions }) => {
        const monthStart = Date.UTC(2027, month, 1);
        const now = new Date(monthStart + hours * 3_600_000);
        const after = new Date(Date.UTC(2027, month + 1, 1));
        // one app with a week's free trial, one without
        const apps = [];
        for (const freeTrialDays of [7, 0]) {
          apps.push(
            await paidApp(t.db, {
              chargeType: 'RECURRING',
              freeTrialDays,
              plans: [
                { type: 'MONTHLY_CHARGE', monthlyAmount: 30 },
                { type: 'YEARLY_CHARGE', yearlyAmount: 240 },
              ],
            }),
          );
        }
        // both apps in one organisation
        await t.db.execute(sql`update apps set organization_id = ${apps[0]!.org.id} where id = ${apps[1]!.app.id}`);
        for (const sub of subscriptions) {
          const { app, plans } = apps[sub.app]!;
          const vendor = await newVendor(t.db);
          const installedAt = FROM + Math.floor(sub.installed * (now.getTime() - 8 * DAY - FROM));
          await installAt(t.db, app.id, vendor, plans[sub.yearly ? 1 : 0]!.id, new Date(installedAt), SHARE);
          if (sub.uninstalled !== null) {
            const at = installedAt + Math.max(1, Math.floor(sub.uninstalled * (now.getTime() - installedAt)));
            await uninstallAt(t.db, app.id, vendor, new Date(at));
          }
        }
        const viewer = { organization: { id: apps[0]!.org.id } } as Viewer;
        const read = (at: Date) => revenueReport(t.db, viewer, { months: 3 }, { partnerShare: SHARE, now: at });

        await runBilling(t.db, { now, partnerShare: SHARE });
        const midMonth = await read(now);
        await runBilling(t.db, { now: after, partnerShare: SHARE });
        const [, closed] = await read(new Date(after.getTime() + 3_600_000));
        const [running, previous] = midMonth;

        expect(running!.monthToDate).toBe(true);
        expect(closed!.monthToDate).toBe(false);
        expect(closed!.dueLater).toBe('0.00');
        // the movement explains the month's MRR so far and what is due later, exactly
        const c = inCents(running!);
        expect(c.newRevenue + c.expansion - c.contraction - c.churned).toBe(c.mrr + cents(running!.dueLater) - cents(previous!.mrr));
        // nothing churned (or counted otherwise) before its charge date: once the charges are made the month reads the same
        expect({ ...running!, mrr: closed!.mrr, dueLater: '0.00', earnings: closed!.earnings, monthToDate: false }).toEqual(closed);
        expect(cents(running!.mrr) + cents(running!.dueLater)).toBe(cents(closed!.mrr));
      }),
      { numRuns: RUNS },
    );
  }, 300_000);
});
