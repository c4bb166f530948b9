import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { installations, ledgerEntries, pricePlans } from '../../src/db/schema/index.ts';
import { chargeBookingFees, convertPendingBookingFees, reverseBookingFees } from '../../src/modules/billing/booking-fees.ts';
import { fromGlobalId } from '../../src/lib/global-id.ts';
import { ALL_SCOPES, setupAppApi, type AppApiSetup } from '../app-api-fixtures.ts';
import { SHARE, at, installAt, installWithHistory, paidApp } from '../support/ledger-fixtures.ts';

/**
 * Booking fees in the ledger: a plan's percentage of what a vendor's customers pay, through the App API's
 * booking mutations. A fee follows the money: refunds and cancellations take it back, and replays add nothing.
 */

let s: AppApiSetup;
let db: Db;
let token: string;
let feePlanId: number;
beforeAll(async () => {
  s = await setupAppApi();
  db = s.t.db;
  const [feePlan] = await db
    .insert(pricePlans)
    .values({ appId: s.app.id, name: 'Fee', type: 'FREE', bookingFeePercentage: 2.5 })
    .returning();
  feePlanId = feePlan!.id;
});
afterAll(() => s.t.close());
beforeEach(async () => {
  // vendor A has the app installed on the fee plan (installing again revokes the earlier token)
  await db.update(installations).set({ uninstalledAt: null }).where(eq(installations.id, s.installationA.id));
  await installAt(db, s.app.id, s.vendorA, feePlanId, new Date());
  token = await s.token(ALL_SCOPES);
});

let day = 0;
/** A booking of vendor A at `price` per participant in `currency`; answers its global id. */
async function newBooking(price = 50, participants = 3, currency = 'USD'): Promise<string> {
  const experience = await s.api(
    `mutation($c: String) { experienceCreate(input: { name: "Fee Tour", price: ${price}, currency: $c }) { id } }`,
    { c: currency },
    token,
  );
  const booking = await s.api(
    `mutation($input: BookingCreateInput!) { bookingCreate(input: $input) { id } }`,
    {
      input: {
        experienceId: experience.body.data.experienceCreate.id,
        date: `2030-02-${String((++day % 28) + 1).padStart(2, '0')}`,
        participants,
        customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      },
    },
    token,
  );
  expect(booking.body.errors).toBeUndefined();
  return booking.body.data.bookingCreate.id;
}

async function call(mutation: 'bookingAddPayment' | 'bookingRefund', id: string, amount: number, currency = 'USD', as = token) {
  const res = await s.api(
    `mutation($id: ID!, $amount: Float!, $c: String!) { ${mutation}(id: $id, input: { amount: $amount, currency: $c }) { id } }`,
    { id, amount, c: currency },
    as,
  );
  expect(res.body.errors).toBeUndefined();
}
const pay = (id: string, amount: number, currency?: string) => call('bookingAddPayment', id, amount, currency);
const refund = (id: string, amount: number, currency?: string, as?: string) => call('bookingRefund', id, amount, currency, as);
async function cancel(id: string) {
  const res = await s.api(`mutation($id: ID!) { bookingCancel(id: $id) { id } }`, { id }, token);
  expect(res.body.errors).toBeUndefined();
}

const bookingIdOf = (id: string) => fromGlobalId('Booking', id)!;
async function feesOf(id: string) {
  return db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.bookingId, bookingIdOf(id)), inArray(ledgerEntries.kind, ['BOOKING_FEE', 'BOOKING_FEE_REVERSAL'])))
    .orderBy(asc(ledgerEntries.id));
}
const cents = (n: number) => Math.round(n * 100);
const total = (entries: { grossAmount: number }[]) => entries.reduce((sum, e) => sum + cents(e.grossAmount), 0) / 100;

describe('booking fees', () => {
  it('adds the plan percentage of each payment for each active, real installation of the vendor', async () => {
    // the same vendor's test installation and an ended installation earn nothing
    const testApp = await paidApp(db, { chargeType: 'FREE_TO_INSTALL', plans: [{ type: 'FREE', bookingFeePercentage: 10 }] });
    await installWithHistory(db, testApp.app.id, {
      installedAt: at('2025-01-01T00:00:00Z'),
      planId: testApp.plan!.id,
      isTest: true,
      vendorId: s.vendorA.id,
    });
    const ended = await paidApp(db, { chargeType: 'FREE_TO_INSTALL', plans: [{ type: 'FREE', bookingFeePercentage: 10 }] });
    await installWithHistory(db, ended.app.id, {
      installedAt: at('2025-01-01T00:00:00Z'),
      uninstalledAt: at('2025-02-01T00:00:00Z'),
      planId: ended.plan!.id,
      vendorId: s.vendorA.id,
    });
    // another vendor's installation with a fee hears nothing of vendor A's bookings
    const [otherPlan] = await db
      .insert(pricePlans)
      .values({ appId: s.otherApp.id, name: 'Other fee', type: 'FREE', bookingFeePercentage: 5 })
      .returning();
    await installAt(db, s.otherApp.id, s.vendorB, otherPlan!.id, new Date());

    const id = await newBooking();
    for (const amount of [100, 33.33]) await pay(id, amount);
    const bookingId = bookingIdOf(id);
    expect(
      (await feesOf(id)).map((e) => [e.appId, e.installationId, e.kind, e.grossAmount, e.partnerAmount, e.platformAmount, e.sourceKey]),
    ).toEqual([
      [s.app.id, s.installationA.id, 'BOOKING_FEE', 2.5, 2, 0.5, `booking-fee:${bookingId}:100.00:${s.installationA.id}`],
      [s.app.id, s.installationA.id, 'BOOKING_FEE', 0.83, 0.66, 0.17, `booking-fee:${bookingId}:133.33:${s.installationA.id}`],
    ]);
  });

  it('charges the fee once however often a booking is paid, refunded and paid again', async () => {
    const id = await newBooking(100, 1);
    for (let cycle = 0; cycle < 3; cycle++) {
      await pay(id, 100);
      if (cycle < 2) await refund(id, 100);
    }
    const entries = await feesOf(id);
    expect(entries.map((e) => [e.kind, e.grossAmount])).toEqual([
      ['BOOKING_FEE', 2.5],
      ['BOOKING_FEE_REVERSAL', -2.5],
      ['BOOKING_FEE', 2.5],
      ['BOOKING_FEE_REVERSAL', -2.5],
      ['BOOKING_FEE', 2.5],
    ]);
    expect(total(entries)).toBe(2.5);
    expect(entries.every((e) => cents(e.grossAmount) === cents(e.partnerAmount) + cents(e.platformAmount))).toBe(true);
  });

  it("takes back a partial refund's part of the fee, and the rest on cancellation, never below zero", async () => {
    const id = await newBooking(100, 1);
    await pay(id, 100);
    await refund(id, 40);
    let entries = await feesOf(id);
    expect(entries.map((e) => [e.kind, e.grossAmount, e.partnerAmount, e.platformAmount])).toEqual([
      ['BOOKING_FEE', 2.5, 2, 0.5],
      ['BOOKING_FEE_REVERSAL', -1, -0.8, -0.2],
    ]);
    await cancel(id);
    entries = await feesOf(id);
    expect(entries.at(-1)).toMatchObject({ kind: 'BOOKING_FEE_REVERSAL', grossAmount: -1.5, partnerAmount: -1.2, platformAmount: -0.3 });
    expect(total(entries)).toBe(0);
    // refunding the rest after cancelling takes back nothing more
    await refund(id, 60);
    expect(await feesOf(id)).toHaveLength(2 + 1);
  });

  it('takes back fees on a refund also when the app was uninstalled since the payment', async () => {
    const id = await newBooking(80, 1);
    await pay(id, 80);
    await db.update(installations).set({ uninstalledAt: new Date() }).where(eq(installations.id, s.installationA.id));
    // the refund comes through another app the vendor still has
    const other = await paidApp(db, { chargeType: 'FREE_TO_INSTALL' });
    const stillInstalled = await installWithHistory(db, other.app.id, { installedAt: at('2025-01-01T00:00:00Z'), vendorId: s.vendorA.id });
    await refund(id, 80, 'USD', await s.token(ALL_SCOPES, stillInstalled.id));
    const entries = await feesOf(id);
    expect(entries.map((e) => e.grossAmount)).toEqual([2, -2]);
  });

  it('writes nothing when the same payment, refund or cancellation is recorded again', async () => {
    const id = await newBooking(100, 1);
    await pay(id, 100);
    await refund(id, 50);
    const bookingId = bookingIdOf(id);
    const terms = { partnerShare: SHARE, exchangeRates: {} };
    const now = new Date();
    expect(
      await chargeBookingFees(db, terms, { vendorId: s.vendorA.id, bookingId, amount: 100, currency: 'USD', paidTotal: 100, now }),
    ).toBe(0);
    const usd = { bookingId, currency: 'USD', now };
    expect(await reverseBookingFees(db, terms, { ...usd, part: { refunded: 50, heldBefore: 100 }, refundedTotal: 50 })).toBe(0);
    await cancel(id);
    expect(await reverseBookingFees(db, terms, { ...usd, part: 'all', refundedTotal: 50 })).toBe(0);
    expect((await feesOf(id)).map((e) => e.grossAmount)).toEqual([2.5, -1.25, -1.25]);
  });
});

describe('booking fees in other currencies', () => {
  it('converts the fee to USD at the rate table, and keeps the amount, currency and rate it came from', async () => {
    const id = await newBooking(9000, 1, 'ISK');
    await pay(id, 9000, 'ISK');
    // 2.5 % of 9,000 ISK is 225 ISK, at 0.0072 USD per krona $1.62
    expect(await feesOf(id)).toEqual([
      expect.objectContaining({
        kind: 'BOOKING_FEE',
        grossAmount: 1.62,
        partnerAmount: 1.3,
        platformAmount: 0.32,
        originalCurrency: 'ISK',
        originalAmount: 225,
        exchangeRate: '0.00720000',
      }),
    ]);
    // a refund takes back the dollars that were booked, whatever the rate is now
    await refund(id, 4500, 'ISK');
    expect((await feesOf(id)).at(-1)).toMatchObject({
      kind: 'BOOKING_FEE_REVERSAL',
      grossAmount: -0.81,
      originalCurrency: 'ISK',
      originalAmount: -112.5,
    });
  });

  it('uses the configured rate over the built-in one', async () => {
    const bookingId = bookingIdOf(await newBooking(100, 1, 'EUR'));
    const terms = { partnerShare: SHARE, exchangeRates: { EUR: '1.5' } };
    const payment = { vendorId: s.vendorA.id, bookingId, amount: 100, paidTotal: 100, now: new Date() };
    expect(await chargeBookingFees(db, terms, { ...payment, currency: 'EUR' })).toBe(1);
    const [fee] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, bookingId));
    expect(fee).toMatchObject({ grossAmount: 3.75, originalAmount: 2.5, exchangeRate: '1.50000000', originalCurrency: 'EUR' });
  });

  it('keeps the fee in a currency without a rate in that currency, and converts what is left of it once a rate is configured', async () => {
    // a partner app may sell in any ISO 4217 currency: the booking and its payment work as before
    const id = await newBooking(1000, 1, 'THB');
    await pay(id, 1000, 'THB');
    await refund(id, 400, 'THB');
    expect((await feesOf(id)).map((e) => [e.kind, e.originalCurrency, e.originalAmount, e.exchangeRate, e.grossAmount])).toEqual([
      ['BOOKING_FEE', 'THB', 25, null, 0],
      ['BOOKING_FEE_REVERSAL', 'THB', -10, null, 0],
    ]);
    // without a rate the billing run converts nothing and names the currency
    const now = new Date();
    expect(await convertPendingBookingFees(db, { partnerShare: SHARE, exchangeRates: {} }, now)).toMatchObject({
      added: 0,
      waiting: expect.arrayContaining(['THB']),
    });
    // with one, the 15 baht left become $0.42 at 0.028 USD per baht, once
    const withRate = { partnerShare: SHARE, exchangeRates: { THB: '0.028' } };
    expect((await convertPendingBookingFees(db, withRate, now)).waiting).not.toContain('THB');
    expect((await convertPendingBookingFees(db, withRate, now)).added).toBe(0);
    const entries = await feesOf(id);
    expect(entries.at(-1)).toMatchObject({
      kind: 'BOOKING_FEE',
      originalAmount: 0,
      exchangeRate: '0.02800000',
      grossAmount: 0.42,
      partnerAmount: 0.34,
      platformAmount: 0.08,
    });
    expect(total(entries)).toBe(0.42);
    // from then on the booking's fees are in dollars at that rate: cancelling takes them back
    await cancel(id);
    expect((await feesOf(id)).at(-1)).toMatchObject({ kind: 'BOOKING_FEE_REVERSAL', grossAmount: -0.42, originalAmount: -15 });
    expect(total(await feesOf(id))).toBe(0);
  });
});

describe('booking fees on sliced payments', () => {
  it('charges a payment made in slices the fee of the whole payment, to the cent', async () => {
    // 2.5 % of $0.19 is $0.00475: each slice rounded on its own would cost nothing
    const small = await newBooking(3.8, 1);
    for (let n = 0; n < 20; n++) await pay(small, 0.19);
    expect(total(await feesOf(small))).toBe(0.1);
    // and 2.5 % of $1.00 is $0.025: rounded on its own, each slice would cost $0.03
    const round = await newBooking(4, 1);
    for (let n = 0; n < 4; n++) await pay(round, 1);
    expect(total(await feesOf(round))).toBe(0.1);
    // what refunds take back keeps the rest at the fee of what is kept: 2.5 % of $2.00
    await refund(round, 1);
    await refund(round, 1);
    expect(total(await feesOf(round))).toBe(0.05);
  });

  it('converts the running total before rounding it, so slices in another currency cost the fee of the whole', async () => {
    // 2.5 % of 100 kronur is 2.5 kronur, $0.018: rounded each time, ten slices would cost $0.20
    const id = await newBooking(1000, 1, 'ISK');
    for (let n = 0; n < 10; n++) await pay(id, 100, 'ISK');
    const entries = await feesOf(id);
    expect(total(entries)).toBe(0.18);
    expect(entries.reduce((sum, e) => sum + cents(e.originalAmount), 0)).toBe(2500);
  });
});
