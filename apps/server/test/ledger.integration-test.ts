import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { ChargeType, PricePlanType } from '@appstore/shared';
import type { Db } from '../src/db/client.ts';
import { apps, installations, ledgerEntries, organizations, payouts, pricePlans, vendors } from '../src/db/schema/index.ts';
import { ensureTestVendor } from '../src/modules/platform/installations.service.ts';
import { recordBookingFees, runBilling } from '../src/modules/payouts/ledger.ts';
import { findUnclaimedPayout } from '../src/modules/payouts/earnings.ts';
import { fromGlobalId } from '../src/lib/global-id.ts';
import { ALL_SCOPES, setupAppApi, type AppApiSetup } from './app-api-fixtures.ts';
import { createListedApp, createOrganization } from './fixtures.ts';

/** The billing ledger: what vendors are charged for an organisation's apps, and what the partner may claim. */

let s: AppApiSetup;
let db: Db;
beforeAll(async () => {
  s = await setupAppApi();
  db = s.t.db;
});
afterAll(() => s.t.close());

const NOW = new Date('2025-06-15T12:00:00Z');
const SHARE = 0.8;
const at = (iso: string) => new Date(iso);
let vendorSeq = 0;

interface PaidApp {
  chargeType: ChargeType;
  oneTimeChargeAmount?: number;
  freeTrialDays?: number;
  plan?: { type: PricePlanType; monthlyAmount?: number; yearlyAmount?: number; bookingFeePercentage?: number };
}

async function paidApp(input: PaidApp) {
  const org = await createOrganization(db, `Partner ${++vendorSeq}`);
  const { app, plans } = await createListedApp(db, {
    organizationId: org.id,
    name: `App ${vendorSeq}`,
    chargeType: input.chargeType,
    oneTimeChargeAmount: input.oneTimeChargeAmount,
    freeTrialDays: input.freeTrialDays,
    plans: input.plan ? [{ name: 'Plan', ...input.plan }] : [],
  });
  return { org, app, plan: plans[0] ?? null };
}

async function newVendor() {
  const [vendor] = await db
    .insert(vendors)
    .values({ name: `Vendor ${++vendorSeq}`, domain: `ledger-vendor-${vendorSeq}`, country: 'IS' })
    .returning();
  return vendor!;
}

async function install(
  appId: number,
  opts: { installedAt: Date; uninstalledAt?: Date; planId?: number | null; isTest?: boolean; vendorId?: number },
) {
  const [row] = await db
    .insert(installations)
    .values({
      appId,
      vendorId: opts.vendorId ?? (await newVendor()).id,
      pricePlanId: opts.planId ?? null,
      isTest: opts.isTest ?? false,
      scopes: ['BOOKINGS_READ'],
      installedAt: opts.installedAt,
      tokenExchangedAt: opts.installedAt,
      uninstalledAt: opts.uninstalledAt ?? null,
    })
    .returning();
  return row!;
}

async function entriesOf(appId: number) {
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.appId, appId)).orderBy(asc(ledgerEntries.occurredAt));
}

describe('runBilling', () => {
  it('charges the one-time fee at install, in the UTC month of the install, and again at a re-install', async () => {
    const { org, app } = await paidApp({ chargeType: 'ONE_TIME', oneTimeChargeAmount: 49 });
    const installation = await install(app.id, { installedAt: at('2025-03-31T23:30:00Z') });
    await runBilling(db, { now: NOW, partnerShare: SHARE });
    const [entry, ...rest] = await entriesOf(app.id);
    expect(rest).toHaveLength(0);
    expect(entry).toMatchObject({
      organizationId: org.id,
      installationId: installation.id,
      kind: 'ONE_TIME',
      grossAmount: 49,
      partnerAmount: 39.2,
      periodMonth: '2025-03-01',
      occurredAt: at('2025-03-31T23:30:00Z'),
      sourceKey: `one-time:${installation.id}:${at('2025-03-31T23:30:00Z').getTime()}`,
    });

    await db
      .update(installations)
      .set({ installedAt: at('2025-05-02T10:00:00Z'), uninstalledAt: null })
      .where(eq(installations.id, installation.id));
    await runBilling(db, { now: NOW, partnerShare: SHARE });
    expect((await entriesOf(app.id)).map((e) => e.periodMonth)).toEqual(['2025-03-01', '2025-05-01']);
  });

  it('charges a monthly plan every 30 days once the free trial is over, and nothing during it', async () => {
    const { app, plan } = await paidApp({ chargeType: 'RECURRING', freeTrialDays: 14, plan: { type: 'MONTHLY_CHARGE', monthlyAmount: 20 } });
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
    const { app, plan } = await paidApp({ chargeType: 'RECURRING', plan: { type: 'YEARLY_CHARGE', yearlyAmount: 120 } });
    await install(app.id, { installedAt: at('2024-03-01T00:00:00Z'), planId: plan!.id });
    await runBilling(db, { now: NOW, partnerShare: SHARE });
    const entries = await entriesOf(app.id);
    expect(entries.map((e) => [e.occurredAt.toISOString(), e.grossAmount, e.partnerAmount])).toEqual([
      ['2024-03-01T00:00:00.000Z', 120, 96],
      ['2025-03-01T00:00:00.000Z', 120, 96],
    ]);
  });

  it('stops charging when the app is uninstalled', async () => {
    const { app, plan } = await paidApp({ chargeType: 'RECURRING', plan: { type: 'MONTHLY_CHARGE', monthlyAmount: 10 } });
    await install(app.id, { installedAt: at('2025-01-01T00:00:00Z'), uninstalledAt: at('2025-02-15T00:00:00Z'), planId: plan!.id });
    await runBilling(db, { now: NOW, partnerShare: SHARE });
    expect((await entriesOf(app.id)).map((e) => e.occurredAt.toISOString().slice(0, 10))).toEqual(['2025-01-01', '2025-01-31']);
  });

  it('stops charging when the app is deleted: its installations can no longer be used, nor uninstalled by the vendor', async () => {
    const { app, plan } = await paidApp({ chargeType: 'RECURRING', plan: { type: 'MONTHLY_CHARGE', monthlyAmount: 10, bookingFeePercentage: 5 } });
    const installation = await install(app.id, { installedAt: at('2025-01-01T00:00:00Z'), planId: plan!.id });
    await db.update(apps).set({ deletedAt: at('2025-02-15T00:00:00Z') }).where(eq(apps.id, app.id));
    await runBilling(db, { now: NOW, partnerShare: SHARE });
    expect((await entriesOf(app.id)).map((e) => e.occurredAt.toISOString().slice(0, 10))).toEqual(['2025-01-01', '2025-01-31']);

    const fees = await recordBookingFees(db, { vendorId: installation.vendorId, bookingId: 1, amount: 100, currency: 'USD', paidTotal: 100, now: NOW, partnerShare: SHARE });
    expect(fees).toBe(0);
    expect((await entriesOf(app.id)).filter((e) => e.kind === 'BOOKING_FEE')).toEqual([]);
  });

  it('charges nothing for FREE plans, free-to-install apps, test installations and installs on test vendors', async () => {
    const free = await paidApp({ chargeType: 'RECURRING', plan: { type: 'FREE' } });
    await install(free.app.id, { installedAt: at('2025-01-01T00:00:00Z'), planId: free.plan!.id });
    const freeToInstall = await paidApp({ chargeType: 'FREE_TO_INSTALL', plan: { type: 'MONTHLY_CHARGE', monthlyAmount: 10 } });
    await install(freeToInstall.app.id, { installedAt: at('2025-01-01T00:00:00Z'), planId: freeToInstall.plan!.id });

    const monthly = await paidApp({ chargeType: 'RECURRING', plan: { type: 'MONTHLY_CHARGE', monthlyAmount: 10 } });
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
    const { app, plan } = await paidApp({ chargeType: 'RECURRING', plan: { type: 'MONTHLY_CHARGE', monthlyAmount: 5 } });
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
    const { app, plan } = await paidApp({ chargeType: 'RECURRING', plan: { type: 'MONTHLY_CHARGE', monthlyAmount: 5 } });
    await install(app.id, { installedAt: at('2023-01-01T00:00:00Z'), planId: plan!.id });
    await runBilling(db, { now: NOW, partnerShare: SHARE });
    const lastId = async () => Math.max(...(await db.select({ id: ledgerEntries.id }).from(ledgerEntries)).map((e) => e.id));
    const before = await lastId();
    for (let run = 0; run < 3; run++) expect(await runBilling(db, { now: NOW, partnerShare: SHARE })).toBe(0);
    // the next charge gets the very next id: the repeated runs drew none
    expect(await runBilling(db, { now: at('2025-07-15T12:00:00Z'), partnerShare: SHARE })).toBeGreaterThan(0);
    expect(Math.min(...(await db.select({ id: ledgerEntries.id }).from(ledgerEntries)).map((e) => e.id).filter((id) => id > before))).toBe(before + 1);
  });

  it("gives the partner its share of each charge, rounded to cents", async () => {
    const { app, plan } = await paidApp({ chargeType: 'RECURRING', plan: { type: 'MONTHLY_CHARGE', monthlyAmount: 19.99 } });
    await install(app.id, { installedAt: at('2025-06-01T00:00:00Z'), planId: plan!.id });
    await runBilling(db, { now: NOW, partnerShare: 0.7 });
    expect((await entriesOf(app.id)).map((e) => [e.grossAmount, e.partnerAmount])).toEqual([[19.99, 13.99]]);
  });
});

describe('booking fees', () => {
  it('bookingAddPayment adds the plan percentage of the payment for each active, real installation of the vendor', async () => {
    const [feePlan] = await db
      .insert(pricePlans)
      .values({ appId: s.app.id, name: 'Fee', type: 'FREE', bookingFeePercentage: 2.5 })
      .returning();
    await db.update(installations).set({ pricePlanId: feePlan!.id }).where(eq(installations.id, s.installationA.id));
    // the same vendor's test installation and an ended installation earn nothing
    const testApp = await paidApp({ chargeType: 'FREE_TO_INSTALL', plan: { type: 'FREE', bookingFeePercentage: 10 } });
    await install(testApp.app.id, { installedAt: at('2025-01-01T00:00:00Z'), planId: testApp.plan!.id, isTest: true, vendorId: s.vendorA.id });
    const ended = await paidApp({ chargeType: 'FREE_TO_INSTALL', plan: { type: 'FREE', bookingFeePercentage: 10 } });
    await install(ended.app.id, { installedAt: at('2025-01-01T00:00:00Z'), uninstalledAt: at('2025-02-01T00:00:00Z'), planId: ended.plan!.id, vendorId: s.vendorA.id });
    // another vendor's installation with a fee hears nothing of vendor A's bookings
    const [otherPlan] = await db.insert(pricePlans).values({ appId: s.otherApp.id, name: 'Other fee', type: 'FREE', bookingFeePercentage: 5 }).returning();
    await db.update(installations).set({ pricePlanId: otherPlan!.id }).where(eq(installations.id, s.installationB.id));

    const token = await s.token(ALL_SCOPES);
    const experience = await s.api(`mutation { experienceCreate(input: { name: "Fee Tour", price: 50 }) { id } }`, {}, token);
    const booking = await s.api(
      `mutation($input: BookingCreateInput!) { bookingCreate(input: $input) { id } }`,
      { input: { experienceId: experience.body.data.experienceCreate.id, date: '2030-01-10', participants: 3, customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' } } },
      token,
    );
    const id = booking.body.data.bookingCreate.id;
    for (const amount of [100, 33.33]) {
      const paid = await s.api(`mutation($id: ID!, $amount: Float!) { bookingAddPayment(id: $id, input: { amount: $amount, currency: "USD" }) { id } }`, { id, amount }, token);
      expect(paid.body.errors).toBeUndefined();
    }

    const fees = (await db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'BOOKING_FEE')).orderBy(asc(ledgerEntries.id))).map((e) => ({
      appId: e.appId,
      installationId: e.installationId,
      gross: e.grossAmount,
      partner: e.partnerAmount,
      key: e.sourceKey,
    }));
    const bookingId = fromGlobalId('Booking', id);
    expect(fees).toEqual([
      { appId: s.app.id, installationId: s.installationA.id, gross: 2.5, partner: 2, key: `booking-fee:${bookingId}:100.00:${s.installationA.id}` },
      { appId: s.app.id, installationId: s.installationA.id, gross: 0.83, partner: 0.66, key: `booking-fee:${bookingId}:133.33:${s.installationA.id}` },
    ]);
  });

  it('earns no fee on payments in other currencies, as the ledger is in USD and there are no exchange rates', async () => {
    const token = await s.token(ALL_SCOPES);
    const experience = await s.api(`mutation { experienceCreate(input: { name: "Krona Tour", price: 9000, currency: "ISK" }) { id } }`, {}, token);
    expect(experience.body.errors).toBeUndefined();
    const booking = await s.api(
      `mutation($input: BookingCreateInput!) { bookingCreate(input: $input) { id } }`,
      { input: { experienceId: experience.body.data.experienceCreate.id, date: '2030-01-11', participants: 1, customer: { firstName: 'Jon', lastName: 'Jonsson', email: 'jon@example.com' } } },
      token,
    );
    const before = (await db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'BOOKING_FEE'))).length;
    const paid = await s.api(
      `mutation($id: ID!) { bookingAddPayment(id: $id, input: { amount: 9000, currency: "ISK" }) { paidAmount } }`,
      { id: booking.body.data.bookingCreate.id },
      token,
    );
    expect(paid.body.errors).toBeUndefined();
    expect(paid.body.data.bookingAddPayment.paidAmount).toBe(9000);
    expect((await db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'BOOKING_FEE'))).length).toBe(before);
  });
});

describe('findUnclaimedPayout', () => {
  async function entry(organizationId: number, appId: number, periodMonth: string, partnerAmount: number) {
    await db.insert(ledgerEntries).values({
      organizationId,
      appId,
      kind: 'RECURRING',
      grossAmount: partnerAmount * 2,
      partnerAmount,
      periodMonth,
      occurredAt: at(`${periodMonth}T12:00:00Z`),
      sourceKey: `test:${organizationId}:${periodMonth}:${Math.random()}`,
    });
  }

  it('sums the ended months that no payout covers, with the period they span', async () => {
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

    // a payout of any status covers its months: a rejected one is resubmitted, not claimed again
    await db.insert(payouts).values({ organizationId: org.id, amount: 17.5, periodFrom: '2025-02-01', periodTo: '2025-03-31', status: 'REJECTED' });
    expect(await findUnclaimedPayout(db, org.id, NOW)).toEqual({ amount: 50.35, periodFrom: '2025-04-01', periodTo: '2025-05-31' });
    await db.insert(payouts).values({ organizationId: org.id, amount: 50.35, periodFrom: '2025-04-01', periodTo: '2025-05-31', status: 'PAID' });
    expect(await findUnclaimedPayout(db, org.id, NOW)).toBeNull();
    // another organisation's payout covers nothing of this one
    expect(await findUnclaimedPayout(db, other.org.id, NOW)).toEqual({ amount: 500, periodFrom: '2025-04-01', periodTo: '2025-04-30' });
  });

  it('ends months in UTC, with the right last day', async () => {
    const { org, app } = await paidApp({ chargeType: 'FREE_TO_INSTALL' });
    await entry(org.id, app.id, '2024-02-01', 4);
    await entry(org.id, app.id, '2024-05-01', 5);
    // 1 June 00:30 at UTC+2 is still 31 May in UTC: May has not ended
    expect(await findUnclaimedPayout(db, org.id, new Date('2024-06-01T00:30:00+02:00'))).toEqual({ amount: 4, periodFrom: '2024-02-01', periodTo: '2024-02-29' });
    expect(await findUnclaimedPayout(db, org.id, new Date('2024-06-01T00:00:00Z'))).toEqual({ amount: 9, periodFrom: '2024-02-01', periodTo: '2024-05-31' });
  });
});
