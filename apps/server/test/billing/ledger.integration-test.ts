import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { apps, ledgerEntries, organizations } from '../../src/db/schema/index.ts';
import { ensureTestVendor } from '../../src/modules/installations/installations.service.ts';
import { runBilling } from '../../src/modules/billing/ledger.ts';
import { chargeBookingFees } from '../../src/modules/billing/booking-fees.ts';
import { claimUnclaimedPayout, findUnclaimedPayout } from '../../src/modules/payouts/unclaimed-payout.ts';
import { setupAppApi, type AppApiSetup } from '../app-api-fixtures.ts';
import {
  SHARE,
  at,
  entriesOf as entriesOfApp,
  installAt,
  insertLedgerEntry,
  installWithHistory,
  newVendor,
  paidApp as paidAppOf,
  payoutTotal,
  uninstallAt,
  type PaidAppInput,
} from '../support/ledger-fixtures.ts';

/** The billing ledger: what vendors are charged for an organisation's apps, and what the partner may claim. */

let s: AppApiSetup;
let db: Db;
beforeAll(async () => {
  s = await setupAppApi();
  db = s.t.db;
});
afterAll(() => s.t.close());

const NOW = new Date('2025-06-15T12:00:00Z');
const paidApp = (input: PaidAppInput) => paidAppOf(db, input);
const install = (appId: number, opts: Parameters<typeof installWithHistory>[2]) => installWithHistory(db, appId, opts);
const entriesOf = (appId: number) => entriesOfApp(db, appId);

describe('runBilling', () => {
  it('charges the one-time fee at install, in the UTC month of the install, and again at each re-install, billed late or not', async () => {
    const { org, app } = await paidApp({ chargeType: 'ONE_TIME', oneTimeChargeAmount: 49 });
    const vendor = await newVendor(db);
    const installation = await installAt(db, app.id, vendor, null, at('2025-03-31T23:30:00Z'));
    await runBilling(db, { now: NOW, partnerShare: SHARE });
    const [entry, ...rest] = await entriesOf(app.id);
    expect(rest).toHaveLength(0);
    expect(entry).toMatchObject({
      organizationId: org.id,
      installationId: installation.id,
      kind: 'ONE_TIME',
      grossAmount: 49,
      partnerAmount: 39.2,
      platformAmount: 9.8,
      originalCurrency: 'USD',
      originalAmount: 49,
      exchangeRate: '1.00000000',
      payoutId: null,
      periodMonth: '2025-03-01',
      occurredAt: at('2025-03-31T23:30:00Z'),
      sourceKey: `one-time:${installation.id}:${at('2025-03-31T23:30:00Z').getTime()}`,
    });

    // two more installs before billing runs again: each is charged, none lost to the next
    await uninstallAt(db, app.id, vendor, at('2025-04-10T10:00:00Z'));
    await installAt(db, app.id, vendor, null, at('2025-04-20T10:00:00Z'));
    await uninstallAt(db, app.id, vendor, at('2025-04-30T10:00:00Z'));
    await installAt(db, app.id, vendor, null, at('2025-05-02T10:00:00Z'));
    await runBilling(db, { now: NOW, partnerShare: SHARE });
    expect((await entriesOf(app.id)).map((e) => e.periodMonth)).toEqual(['2025-03-01', '2025-04-01', '2025-05-01']);
  });

  it('charges a monthly plan every 30 days once the free trial is over, and nothing during it', async () => {
    const { app, plan } = await paidApp({
      chargeType: 'RECURRING',
      freeTrialDays: 14,
      plans: [{ type: 'MONTHLY_CHARGE', monthlyAmount: 20 }],
    });
    await install(app.id, { installedAt: at('2025-01-01T09:00:00Z'), planId: plan!.id });

    await runBilling(db, { now: at('2025-01-14T09:00:00Z'), partnerShare: SHARE });
    expect(await entriesOf(app.id)).toHaveLength(0);

    await runBilling(db, { now: NOW, partnerShare: SHARE });
    const entries = await entriesOf(app.id);
    expect(entries.map((e) => e.occurredAt.toISOString().slice(0, 10))).toEqual([
      '2025-01-15',
      '2025-02-14',
      '2025-03-16',
      '2025-04-15',
      '2025-05-15',
      '2025-06-14',
    ]);
    expect(entries.every((e) => e.kind === 'RECURRING' && e.grossAmount === 20 && e.partnerAmount === 16)).toBe(true);
    expect(entries.every((e) => e.occurredAt.toISOString().slice(11) === '09:00:00.000Z')).toBe(true);
    expect(entries.map((e) => e.periodMonth)).toEqual(['2025-01-01', '2025-02-01', '2025-03-01', '2025-04-01', '2025-05-01', '2025-06-01']);
  });

  it('charges a yearly plan every 365 days', async () => {
    const { app, plan } = await paidApp({ chargeType: 'RECURRING', plans: [{ type: 'YEARLY_CHARGE', yearlyAmount: 120 }] });
    await install(app.id, { installedAt: at('2024-03-01T00:00:00Z'), planId: plan!.id });
    await runBilling(db, { now: NOW, partnerShare: SHARE });
    const entries = await entriesOf(app.id);
    expect(entries.map((e) => [e.occurredAt.toISOString(), e.grossAmount, e.partnerAmount])).toEqual([
      ['2024-03-01T00:00:00.000Z', 120, 96],
      ['2025-03-01T00:00:00.000Z', 120, 96],
    ]);
  });

  it('stops charging when the app is uninstalled', async () => {
    const { app, plan } = await paidApp({ chargeType: 'RECURRING', plans: [{ type: 'MONTHLY_CHARGE', monthlyAmount: 10 }] });
    await install(app.id, { installedAt: at('2025-01-01T00:00:00Z'), uninstalledAt: at('2025-02-15T00:00:00Z'), planId: plan!.id });
    await runBilling(db, { now: NOW, partnerShare: SHARE });
    expect((await entriesOf(app.id)).map((e) => e.occurredAt.toISOString().slice(0, 10))).toEqual(['2025-01-01', '2025-01-31']);
  });

  it('stops charging when the app is deleted: its installations can no longer be used, nor uninstalled by the vendor', async () => {
    const { app, plan } = await paidApp({
      chargeType: 'RECURRING',
      plans: [{ type: 'MONTHLY_CHARGE', monthlyAmount: 10, bookingFeePercentage: 5 }],
    });
    const installation = await install(app.id, { installedAt: at('2025-01-01T00:00:00Z'), planId: plan!.id });
    await db
      .update(apps)
      .set({ deletedAt: at('2025-02-15T00:00:00Z') })
      .where(eq(apps.id, app.id));
    await runBilling(db, { now: NOW, partnerShare: SHARE });
    expect((await entriesOf(app.id)).map((e) => e.occurredAt.toISOString().slice(0, 10))).toEqual(['2025-01-01', '2025-01-31']);

    const fees = await chargeBookingFees(
      db,
      { partnerShare: SHARE, exchangeRates: {} },
      { vendorId: installation.vendorId, bookingId: 1, amount: 100, currency: 'USD', paidTotal: 100, now: NOW },
    );
    expect(fees).toBe(0);
    expect((await entriesOf(app.id)).filter((e) => e.kind === 'BOOKING_FEE')).toEqual([]);
  });

  it('charges nothing for FREE plans, free-to-install apps, test installations and installs on test vendors', async () => {
    const free = await paidApp({ chargeType: 'RECURRING', plans: [{ type: 'FREE' }] });
    await install(free.app.id, { installedAt: at('2025-01-01T00:00:00Z'), planId: free.plan!.id });
    const freeToInstall = await paidApp({ chargeType: 'FREE_TO_INSTALL', plans: [{ type: 'MONTHLY_CHARGE', monthlyAmount: 10 }] });
    await install(freeToInstall.app.id, { installedAt: at('2025-01-01T00:00:00Z'), planId: freeToInstall.plan!.id });

    const monthly = await paidApp({ chargeType: 'RECURRING', plans: [{ type: 'MONTHLY_CHARGE', monthlyAmount: 10 }] });
    const oneTime = await paidApp({ chargeType: 'ONE_TIME', oneTimeChargeAmount: 99 });
    for (const { org, app, plan } of [monthly, oneTime]) {
      await install(app.id, { installedAt: at('2025-01-01T00:00:00Z'), planId: plan?.id, isTest: true });
      // on the organisation's own test vendor an install is a test even without the flag
      const [row] = await db.select().from(organizations).where(eq(organizations.id, org.id));
      const testVendor = await ensureTestVendor(db, row!);
      await install(app.id, { installedAt: at('2025-01-01T00:00:00Z'), planId: plan?.id, vendorId: testVendor.id });
    }
    await runBilling(db, { now: NOW, partnerShare: SHARE });
    for (const app of [free.app, freeToInstall.app, monthly.app, oneTime.app]) expect(await entriesOf(app.id)).toHaveLength(0);
  });

  it('adds nothing when run again, and answers how many entries it added', async () => {
    const { app, plan } = await paidApp({ chargeType: 'RECURRING', plans: [{ type: 'MONTHLY_CHARGE', monthlyAmount: 5 }] });
    await install(app.id, { installedAt: at('2025-05-01T00:00:00Z'), planId: plan!.id });
    const total = async () => (await db.select().from(ledgerEntries)).length;
    const before = await total();
    const added = await runBilling(db, { now: NOW, partnerShare: SHARE });
    expect(added).toBeGreaterThanOrEqual(2);
    expect(await total()).toBe(before + added);
    expect(await runBilling(db, { now: NOW, partnerShare: SHARE })).toBe(0);
    expect(await total()).toBe(before + added);
  });

  it('uses up no ledger ids on charges already written, so hourly runs cannot exhaust the id sequence', async () => {
    const { app, plan } = await paidApp({ chargeType: 'RECURRING', plans: [{ type: 'MONTHLY_CHARGE', monthlyAmount: 5 }] });
    await install(app.id, { installedAt: at('2023-01-01T00:00:00Z'), planId: plan!.id });
    await runBilling(db, { now: NOW, partnerShare: SHARE });
    const lastId = async () => Math.max(...(await db.select({ id: ledgerEntries.id }).from(ledgerEntries)).map((e) => e.id));
    const before = await lastId();
    for (let run = 0; run < 3; run++) expect(await runBilling(db, { now: NOW, partnerShare: SHARE })).toBe(0);
    // the next charge gets the very next id: the repeated runs drew none
    expect(await runBilling(db, { now: at('2025-07-15T12:00:00Z'), partnerShare: SHARE })).toBeGreaterThan(0);
    expect(Math.min(...(await db.select({ id: ledgerEntries.id }).from(ledgerEntries)).map((e) => e.id).filter((id) => id > before))).toBe(
      before + 1,
    );
  });

  it('gives the partner its share of each charge, rounded to cents', async () => {
    const { app, plan } = await paidApp({ chargeType: 'RECURRING', plans: [{ type: 'MONTHLY_CHARGE', monthlyAmount: 19.99 }] });
    await install(app.id, { installedAt: at('2025-06-01T00:00:00Z'), planId: plan!.id });
    await runBilling(db, { now: NOW, partnerShare: 0.7 });
    expect((await entriesOf(app.id)).map((e) => [e.grossAmount, e.partnerAmount])).toEqual([[19.99, 13.99]]);
  });
});

describe('payouts from the ledger', () => {
  const entry = (organizationId: number, appId: number, periodMonth: string, partnerAmount: number) =>
    insertLedgerEntry(db, { organizationId, appId, periodMonth, partnerAmount });
  const claim = (organizationId: number, now: Date, status: 'REQUESTED' | 'REJECTED' | 'PAID' = 'REQUESTED') =>
    db.transaction((tx) => claimUnclaimedPayout(tx as unknown as Db, organizationId, now, { status }));
  const payoutOf = (payoutId: number) => payoutTotal(db, payoutId);

  it('sums the ended months that no payout claimed, with the period they span', async () => {
    const { org, app } = await paidApp({ chargeType: 'FREE_TO_INSTALL' });
    const other = await paidApp({ chargeType: 'FREE_TO_INSTALL' });
    expect(await findUnclaimedPayout(db, org.id, NOW)).toBeNull();

    await entry(org.id, app.id, '2025-02-01', 7);
    await entry(org.id, app.id, '2025-03-01', 10.5);
    await entry(org.id, app.id, '2025-04-01', 20.25);
    await entry(org.id, app.id, '2025-05-01', 30);
    await entry(org.id, app.id, '2025-05-01', 0.1);
    await entry(org.id, app.id, '2025-06-01', 1000); // the month still running
    await entry(other.org.id, other.app.id, '2025-04-01', 500);
    expect(await findUnclaimedPayout(db, org.id, NOW)).toEqual({ amount: 67.85, periodFrom: '2025-02-01', periodTo: '2025-05-31' });

    // a payout of any status holds what it claimed: a rejected one is resubmitted, not claimed again
    const rejected = await claim(org.id, at('2025-04-03T08:00:00Z'), 'REJECTED');
    expect(rejected!.amount).toBe(17.5);
    expect(await findUnclaimedPayout(db, org.id, NOW)).toEqual({ amount: 50.35, periodFrom: '2025-04-01', periodTo: '2025-05-31' });
    const paid = await claim(org.id, NOW, 'PAID');
    expect(paid!.amount).toBe(50.35);
    expect(await findUnclaimedPayout(db, org.id, NOW)).toBeNull();
    expect(await claim(org.id, NOW)).toBeNull();
    expect([await payoutOf(rejected!.id), await payoutOf(paid!.id)]).toEqual([17.5, 50.35]);
    // another organisation's payout claims nothing of this one
    expect(await findUnclaimedPayout(db, other.org.id, NOW)).toEqual({ amount: 500, periodFrom: '2025-04-01', periodTo: '2025-05-31' });
  });

  it('ends months in UTC, with the right last day', async () => {
    const { org, app } = await paidApp({ chargeType: 'FREE_TO_INSTALL' });
    await entry(org.id, app.id, '2024-02-01', 4);
    await entry(org.id, app.id, '2024-05-01', 5);
    // 1 June 00:30 at UTC+2 is still 31 May in UTC: May has not ended
    expect(await findUnclaimedPayout(db, org.id, new Date('2024-06-01T00:30:00+02:00'))).toEqual({
      amount: 4,
      periodFrom: '2024-02-01',
      periodTo: '2024-04-30',
    });
    expect(await findUnclaimedPayout(db, org.id, new Date('2024-06-01T00:00:00Z'))).toEqual({
      amount: 9,
      periodFrom: '2024-02-01',
      periodTo: '2024-05-31',
    });
  });

  it('puts a charge billed after its month was claimed into the next payout, never losing it', async () => {
    const { org, app, plan } = await paidApp({ chargeType: 'RECURRING', plans: [{ type: 'MONTHLY_CHARGE', monthlyAmount: 10 }] });
    // charges fall due on 1 March and 31 March at 23:30, and on 30 April
    await install(app.id, { installedAt: at('2025-03-01T23:30:00Z'), planId: plan!.id });
    await runBilling(db, { now: at('2025-03-31T23:00:00Z'), partnerShare: SHARE });
    // the partner claims March at 00:05 on 1 April, before the hourly run bills the charge of 31 March
    const march = await claim(org.id, at('2025-04-01T00:05:00Z'));
    expect(march).toMatchObject({ amount: 8 });
    await runBilling(db, { now: at('2025-04-01T01:00:00Z'), partnerShare: SHARE });
    const late = (await entriesOf(app.id)).at(-1)!;
    expect(late).toMatchObject({ periodMonth: '2025-03-01', payoutId: null, partnerAmount: 8 });
    // March is claimed, so the late charge waits for the next month to end
    expect(await findUnclaimedPayout(db, org.id, at('2025-04-15T00:00:00Z'))).toBeNull();
    await runBilling(db, { now: at('2025-05-01T01:00:00Z'), partnerShare: SHARE });
    expect(await findUnclaimedPayout(db, org.id, at('2025-05-02T00:00:00Z'))).toEqual({
      amount: 16,
      periodFrom: '2025-04-01',
      periodTo: '2025-04-30',
    });
    const april = await claim(org.id, at('2025-05-02T00:00:00Z'));
    expect(april!.amount).toBe(16);
    // every charge is in exactly one payout, and the first payout is what it was
    const entries = await entriesOf(app.id);
    expect(entries.map((e) => e.payoutId)).toEqual([march!.id, april!.id, april!.id]);
    expect(await payoutOf(march!.id)).toBe(8);
  });

  it('lets only one of two concurrent claims take the open balance', async () => {
    const { org, app } = await paidApp({ chargeType: 'FREE_TO_INSTALL' });
    await entry(org.id, app.id, '2025-03-01', 12);
    await entry(org.id, app.id, '2025-04-01', 13);
    const results = await Promise.allSettled([claim(org.id, NOW), claim(org.id, NOW)]);
    const won = results.flatMap((r) => (r.status === 'fulfilled' && r.value ? [r.value] : []));
    expect(won).toHaveLength(1);
    expect(won[0]!.amount).toBe(25);
    const linked = await db
      .select({ payoutId: ledgerEntries.payoutId })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.organizationId, org.id));
    expect(linked.map((l) => l.payoutId)).toEqual([won[0]!.id, won[0]!.id]);
  });
});
