import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, experiences, webhookDeliveries } from '../../src/db/schema/index.ts';
import { fromGlobalId, toGlobalId } from '../../src/lib/global-id.ts';
import { dayFromToday, deliveries, insertExperiences, setupAppApi, subscribe, type AppApiSetup } from '../app-api-fixtures.ts';

/** App API mutations: what they change, the webhook each queues in the same transaction, and what they refuse. */

let s: AppApiSetup;
let token: string;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/;

beforeAll(async () => {
  s = await setupAppApi();
  token = await s.token();
  await subscribe(s.t.db, s.app.id);
  // vendor B's app listens too, but must never hear about vendor A's changes
  await subscribe(s.t.db, s.otherApp.id);
});
afterAll(() => s.t.close());
beforeEach(async () => {
  await s.t.db.delete(webhookDeliveries);
});

const EXPERIENCE_FIELDS = 'id name description price currency activated availableSeats availabilityNote';
const BOOKING_FIELDS =
  'id confirmationCode status date participants totalPrice paidAmount refundedAmount balanceDue currency experience { id } customer { firstName lastName email phone }';

async function createExperience(input: Record<string, unknown>) {
  const res = await s.api(
    `mutation($input: ExperienceCreateInput!) { experienceCreate(input: $input) { ${EXPERIENCE_FIELDS} } }`,
    { input },
    token,
  );
  expect(res.body.errors).toBeUndefined();
  return res.body.data.experienceCreate;
}

async function createBooking(experienceId: string, overrides: Record<string, unknown> = {}) {
  const input = {
    experienceId,
    date: dayFromToday(30),
    participants: 3,
    customer: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' },
    ...overrides,
  };
  return s.api(`mutation($input: BookingCreateInput!) { bookingCreate(input: $input) { ${BOOKING_FIELDS} } }`, { input }, token);
}

/** The one delivery queued (for the token's app only), with its headers and body. */
async function onlyDelivery() {
  const rows = await deliveries(s.t.db);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

function expectHeaders(row: Awaited<ReturnType<typeof onlyDelivery>>, topic: string, resource: Record<string, string>) {
  expect(row.headers).toEqual({
    'x-bokun-apikey': s.app.apiKey,
    'x-bokun-topic': topic,
    'x-bokun-vendor-id': toGlobalId('Vendor', s.vendorA.id),
    ...resource,
  });
  expect(row.status).toBe('PENDING');
  expect(row.vendorId).toBe(s.vendorA.id);
}

describe('experience mutations', () => {
  it('experienceCreate stores the experience and queues experiences/create', async () => {
    const e = await createExperience({
      name: '  Golden Circle  ',
      description: 'Geysir and Gullfoss.',
      price: 89.5,
      currency: 'eur',
      availableSeats: 12,
    });
    expect(e).toMatchObject({
      name: 'Golden Circle',
      description: 'Geysir and Gullfoss.',
      price: 89.5,
      currency: 'EUR',
      activated: true,
      availableSeats: 12,
      availabilityNote: null,
    });
    const row = await onlyDelivery();
    expect(row.topic).toBe('EXPERIENCES_CREATE');
    expectHeaders(row, 'experiences/create', { 'x-bokun-experience-id': e.id });
    expect(row.payload).toEqual({
      timestamp: expect.stringMatching(TIMESTAMP),
      experienceId: e.id,
      supplierId: toGlobalId('Vendor', s.vendorA.id),
      createMethod: 'API',
    });
  });

  it('defaults currency to USD and description to empty', async () => {
    const e = await createExperience({ name: 'Walk', price: 10 });
    expect(e).toMatchObject({ currency: 'USD', description: '', availableSeats: null });
  });

  it('experienceUpdate changes the given fields and queues experiences/update with activated and step', async () => {
    const e = await createExperience({ name: 'Kayak', price: 60 });
    await s.t.db.delete(webhookDeliveries);
    const off = await s.api(
      `mutation($id: ID!) { experienceUpdate(id: $id, input: { activated: false }) { ${EXPERIENCE_FIELDS} } }`,
      { id: e.id },
      token,
    );
    expect(off.body.data.experienceUpdate).toMatchObject({ name: 'Kayak', price: 60, activated: false });
    const row = await onlyDelivery();
    expectHeaders(row, 'experiences/update', { 'x-bokun-experience-id': e.id });
    expect(row.payload).toEqual({
      timestamp: expect.stringMatching(TIMESTAMP),
      experienceId: e.id,
      supplierId: toGlobalId('Vendor', s.vendorA.id),
      activated: false,
      step: 'ACTIVATION',
      changedFields: ['activated'],
    });

    await s.t.db.delete(webhookDeliveries);
    const priced = await s.api(
      `mutation($id: ID!) { experienceUpdate(id: $id, input: { price: 65.25, name: "Sea Kayak" }) { name price activated } }`,
      { id: e.id },
      token,
    );
    expect(priced.body.data.experienceUpdate).toEqual({ name: 'Sea Kayak', price: 65.25, activated: false });
    expect((await onlyDelivery()).payload).toMatchObject({ activated: false, step: 'DETAILS', changedFields: ['name', 'price'] });
  });

  it('experienceAvailabilityUpdate sets seats and note and queues experiences/availability_update', async () => {
    const e = await createExperience({ name: 'Boat', price: 40, availableSeats: 10 });
    await s.t.db.delete(webhookDeliveries);
    const res = await s.api(
      `mutation($id: ID!) { experienceAvailabilityUpdate(id: $id, input: { availableSeats: 4, availabilityNote: "Winter timetable" }) { availableSeats availabilityNote } }`,
      { id: e.id },
      token,
    );
    expect(res.body.data.experienceAvailabilityUpdate).toEqual({ availableSeats: 4, availabilityNote: 'Winter timetable' });
    const row = await onlyDelivery();
    expectHeaders(row, 'experiences/availability_update', { 'x-bokun-experience-id': e.id });
    expect(row.payload).toMatchObject({
      experienceId: e.id,
      supplierId: toGlobalId('Vendor', s.vendorA.id),
      availableSeats: 4,
      availabilityNote: 'Winter timetable',
    });

    // null lifts the limit; a field left out keeps its value
    const lifted = await s.api(
      `mutation($id: ID!) { experienceAvailabilityUpdate(id: $id, input: { availableSeats: null }) { availableSeats availabilityNote } }`,
      { id: e.id },
      token,
    );
    expect(lifted.body.data.experienceAvailabilityUpdate).toEqual({ availableSeats: null, availabilityNote: 'Winter timetable' });
  });

  it('refuses invalid input with field messages and stores nothing', async () => {
    const before = await s.t.db.select({ n: sql<number>`count(*)::int` }).from(experiences);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ name: '   ', price: 10 }, 'name', /name is required/],
      [{ name: 'X', price: -1 }, 'price', /must not be negative/],
      [{ name: 'X', price: 10.555 }, 'price', /two decimals/],
      [{ name: 'X', price: 10, currency: 'XYZ' }, 'currency', /ISO 4217/],
      [{ name: 'X', price: 10, availableSeats: -2 }, 'availableSeats', /must not be negative/],
    ];
    for (const [input, field, message] of cases) {
      const res = await s.api('mutation($input: ExperienceCreateInput!) { experienceCreate(input: $input) { id } }', { input }, token);
      expect(res.status).toBe(200);
      expect(res.body.errors![0]!.extensions.classification).toBe('ValidationError');
      expect(res.body.errors![0]!.extensions.fields).toEqual([{ field, message: expect.stringMatching(message) }]);
    }
    const missing = await s.api('mutation { experienceCreate(input: { name: "No price" }) { id } }', undefined, token);
    expect(missing.body.errors![0]!.extensions.classification).toBe('ValidationError');
    const empty = await s.api(
      `mutation($id: ID!) { experienceUpdate(id: $id, input: {}) { id } }`,
      { id: toGlobalId('Experience', 1) },
      token,
    );
    expect(empty.body.errors![0]!.extensions.fields).toEqual([{ field: 'input', message: 'Give at least one field to change' }]);
    expect(await s.t.db.select({ n: sql<number>`count(*)::int` }).from(experiences)).toEqual(before);
    expect(await deliveries(s.t.db)).toEqual([]);
  });
});

describe('booking mutations', () => {
  let tour: { id: string; price: number };

  beforeAll(async () => {
    tour = await createExperience({ name: 'Whale Watching', price: 49.99, availableSeats: 20 });
  });

  it('bookingCreate books at the current price and queues bookings/create', async () => {
    await s.t.db.delete(webhookDeliveries);
    const res = await createBooking(tour.id, {
      customer: { firstName: 'Grace', lastName: 'Hopper', email: 'Grace@Example.com', phone: '+1 555 0100' },
    });
    expect(res.body.errors).toBeUndefined();
    const b = res.body.data.bookingCreate;
    expect(b).toMatchObject({
      status: 'CONFIRMED',
      date: dayFromToday(30),
      participants: 3,
      totalPrice: 149.97,
      paidAmount: 0,
      refundedAmount: 0,
      balanceDue: 149.97,
      currency: 'USD',
      experience: { id: tour.id },
      customer: { firstName: 'Grace', lastName: 'Hopper', email: 'Grace@Example.com', phone: '+1 555 0100' },
    });
    expect(b.confirmationCode).toMatch(/^DEM-\d{6}$/);
    const row = await onlyDelivery();
    expect(row.topic).toBe('BOOKINGS_CREATE');
    expectHeaders(row, 'bookings/create', { 'x-bokun-booking-id': b.id });
    expect(row.payload).toEqual({
      timestamp: expect.stringMatching(TIMESTAMP),
      bookingId: b.id,
      confirmationCode: b.confirmationCode,
      status: 'CONFIRMED',
    });
  });

  it('bookingUpdate changes participants at the booked unit price and queues bookings/update', async () => {
    const b = (await createBooking(tour.id)).body.data.bookingCreate;
    const tourRowId = fromGlobalId('Experience', tour.id)!;
    await s.t.db.update(experiences).set({ price: 80 }).where(eq(experiences.id, tourRowId));
    await s.t.db.delete(webhookDeliveries);
    const res = await s.api(
      `mutation($id: ID!, $date: String) { bookingUpdate(id: $id, input: { participants: 5, date: $date, customer: { email: "new@example.com" } }) { ${BOOKING_FIELDS} } }`,
      { id: b.id, date: dayFromToday(40) },
      token,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.bookingUpdate).toMatchObject({
      participants: 5,
      totalPrice: 249.95,
      date: dayFromToday(40),
      customer: { email: 'new@example.com', firstName: 'Grace' },
    });
    const row = await onlyDelivery();
    expectHeaders(row, 'bookings/update', { 'x-bokun-booking-id': b.id });
    expect(row.payload).toEqual({
      timestamp: expect.stringMatching(TIMESTAMP),
      bookingId: b.id,
      confirmationCode: b.confirmationCode,
      status: 'CONFIRMED',
    });
    await s.t.db.update(experiences).set({ price: 49.99 }).where(eq(experiences.id, tourRowId));
  });

  it('bookingAddPayment and bookingRefund move money and queue bookings/payment and bookings/refund with amount and currency', async () => {
    const b = (await createBooking(tour.id)).body.data.bookingCreate;
    await s.t.db.delete(webhookDeliveries);
    const paid = await s.api(
      `mutation($id: ID!) { bookingAddPayment(id: $id, input: { amount: 100, currency: "usd" }) { paidAmount balanceDue } }`,
      { id: b.id },
      token,
    );
    expect(paid.body.data.bookingAddPayment).toEqual({ paidAmount: 100, balanceDue: 49.97 });
    const payment = await onlyDelivery();
    expectHeaders(payment, 'bookings/payment', { 'x-bokun-booking-id': b.id });
    expect(payment.payload).toEqual({
      timestamp: expect.stringMatching(TIMESTAMP),
      bookingId: b.id,
      confirmationCode: b.confirmationCode,
      status: 'CONFIRMED',
      amount: 100,
      currency: 'USD',
    });

    await s.t.db.delete(webhookDeliveries);
    const refunded = await s.api(
      `mutation($id: ID!) { bookingRefund(id: $id, input: { amount: 40.5, currency: "USD" }) { paidAmount refundedAmount balanceDue } }`,
      { id: b.id },
      token,
    );
    expect(refunded.body.data.bookingRefund).toEqual({ paidAmount: 100, refundedAmount: 40.5, balanceDue: 90.47 });
    const refund = await onlyDelivery();
    expectHeaders(refund, 'bookings/refund', { 'x-bokun-booking-id': b.id });
    expect(refund.payload).toMatchObject({ bookingId: b.id, status: 'CONFIRMED', amount: 40.5, currency: 'USD' });
  });

  it('bookingCancel cancels once and queues bookings/cancel; a refund after cancelling is allowed', async () => {
    const b = (await createBooking(tour.id)).body.data.bookingCreate;
    await s.api(
      `mutation($id: ID!) { bookingAddPayment(id: $id, input: { amount: 149.97, currency: "USD" }) { id } }`,
      { id: b.id },
      token,
    );
    await s.t.db.delete(webhookDeliveries);
    const res = await s.api(`mutation($id: ID!) { bookingCancel(id: $id) { status } }`, { id: b.id }, token);
    expect(res.body.data.bookingCancel).toEqual({ status: 'CANCELLED' });
    const row = await onlyDelivery();
    expectHeaders(row, 'bookings/cancel', { 'x-bokun-booking-id': b.id });
    expect(row.payload).toEqual({
      timestamp: expect.stringMatching(TIMESTAMP),
      bookingId: b.id,
      confirmationCode: b.confirmationCode,
      status: 'CANCELLED',
    });

    const again = await s.api(`mutation($id: ID!) { bookingCancel(id: $id) { status } }`, { id: b.id }, token);
    expect(again.body.errors![0]!.extensions.classification).toBe('ConflictError');
    const pay = await s.api(
      `mutation($id: ID!) { bookingAddPayment(id: $id, input: { amount: 1, currency: "USD" }) { id } }`,
      { id: b.id },
      token,
    );
    expect(pay.body.errors![0]!.extensions.classification).toBe('ConflictError');
    const change = await s.api(`mutation($id: ID!) { bookingUpdate(id: $id, input: { participants: 1 }) { id } }`, { id: b.id }, token);
    expect(change.body.errors![0]!.extensions.classification).toBe('ConflictError');
    expect(await deliveries(s.t.db)).toHaveLength(1);

    const refund = await s.api(
      `mutation($id: ID!) { bookingRefund(id: $id, input: { amount: 149.97, currency: "USD" }) { status refundedAmount } }`,
      { id: b.id },
      token,
    );
    expect(refund.body.data.bookingRefund).toEqual({ status: 'CANCELLED', refundedAmount: 149.97 });
    expect((await deliveries(s.t.db)).map((d) => d.headers['x-bokun-topic'])).toEqual(['bookings/cancel', 'bookings/refund']);
  });
});

describe('what booking mutations refuse', () => {
  let tour: { id: string };
  const count = async () => (await s.t.db.select({ n: sql<number>`count(*)::int` }).from(bookings))[0]!.n;

  beforeAll(async () => {
    tour = await createExperience({ name: 'Small Boat', price: 100, availableSeats: 4 });
  });

  it('refuses invalid booking input with field messages, storing and queueing nothing', async () => {
    const before = await count();
    await s.t.db.delete(webhookDeliveries);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ date: '2030-02-30' }, 'date', /YYYY-MM-DD/],
      [{ date: '30/01/2030' }, 'date', /YYYY-MM-DD/],
      [{ date: dayFromToday(-2) }, 'date', /today or later/],
      [{ participants: 0 }, 'participants', /at least 1/],
      [{ customer: { firstName: 'A', lastName: 'B', email: 'not-an-email' } }, 'customer.email', /valid e-mail/],
      [{ customer: { firstName: '', lastName: 'B', email: 'a@b.co' } }, 'customer.firstName', /firstName is required/],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await createBooking(tour.id, overrides);
      expect(res.body.errors![0]!.extensions.classification).toBe('ValidationError');
      expect(res.body.errors![0]!.extensions.fields).toEqual([{ field, message: expect.stringMatching(message) }]);
    }
    expect(await count()).toBe(before);
    expect(await deliveries(s.t.db)).toEqual([]);
  });

  it('refuses payments above the balance, refunds above what was paid, and another currency', async () => {
    const b = (await createBooking(tour.id, { participants: 1 })).body.data.bookingCreate;
    await s.t.db.delete(webhookDeliveries);
    const pay = (input: string) =>
      s.api(`mutation($id: ID!) { bookingAddPayment(id: $id, input: ${input}) { paidAmount } }`, { id: b.id }, token);
    const refund = (input: string) =>
      s.api(`mutation($id: ID!) { bookingRefund(id: $id, input: ${input}) { refundedAmount } }`, { id: b.id }, token);
    for (const [res, field, message] of [
      [await pay('{ amount: 100.01, currency: "USD" }'), 'amount', /balance due \(100\.00 USD\)/],
      [await pay('{ amount: 0, currency: "USD" }'), 'amount', /greater than 0/],
      [await pay('{ amount: 10, currency: "EUR" }'), 'currency', /must be USD/],
      [await refund('{ amount: 1, currency: "USD" }'), 'amount', /paid and not refunded \(0\.00 USD\)/],
    ] as const) {
      expect(res.body.errors![0]!.extensions.classification).toBe('ValidationError');
      expect(res.body.errors![0]!.extensions.fields).toEqual([{ field, message: expect.stringMatching(message) }]);
    }
    expect(await deliveries(s.t.db)).toEqual([]);
  });

  it('refuses more participants than the seats left on the date, and bookings of a deactivated experience', async () => {
    const date = dayFromToday(60);
    expect((await createBooking(tour.id, { date, participants: 3 })).body.errors).toBeUndefined();
    const full = await createBooking(tour.id, { date, participants: 2 });
    expect(full.body.errors![0]).toMatchObject({
      message: `Small Boat has only 1 seats left on ${date}`,
      extensions: { classification: 'ConflictError' },
    });
    expect((await createBooking(tour.id, { date: dayFromToday(61), participants: 2 })).body.errors).toBeUndefined();

    await s.api(`mutation($id: ID!) { experienceUpdate(id: $id, input: { activated: false }) { id } }`, { id: tour.id }, token);
    await s.t.db.delete(webhookDeliveries);
    const off = await createBooking(tour.id, { date: dayFromToday(62), participants: 1 });
    expect(off.body.errors![0]!.extensions.classification).toBe('ConflictError');
    expect(await deliveries(s.t.db)).toEqual([]);
  });

  it('sells the last seats once when two bookings arrive together', async () => {
    const boat = await createExperience({ name: 'Two Seat Boat', price: 20, availableSeats: 2 });
    const date = dayFromToday(70);
    const results = await Promise.all([
      createBooking(boat.id, { date, participants: 2 }),
      createBooking(boat.id, { date, participants: 2 }),
    ]);
    const classes = results.map((r) => r.body.errors?.[0]?.extensions.classification ?? 'OK').sort();
    expect(classes).toEqual(['ConflictError', 'OK']);
  });

  it("answers another vendor's experience in bookingCreate as a missing one, storing nothing", async () => {
    const [theirs] = await insertExperiences(s.t.db, s.vendorB.id, 1);
    const before = await count();
    const res = await createBooking(toGlobalId('Experience', theirs!.id), { participants: 1 });
    expect(res.body.errors![0]).toMatchObject({ message: 'Experience not found', extensions: { classification: 'NotFoundError' } });
    expect(await count()).toBe(before);
  });

  it('stores the change and its webhook in one transaction: when queueing fails, no booking is made', async () => {
    const open = await createExperience({ name: 'Open Tour', price: 10 });
    const before = await count();
    await s.t.db.execute(sql`alter table webhook_deliveries add constraint test_refuse_bookings check (topic <> 'BOOKINGS_CREATE')`);
    try {
      const res = await createBooking(open.id, { participants: 1 });
      expect(res.status).toBe(200);
      expect(res.body.data).toBeNull();
      expect(res.body.errors![0]).toEqual({
        message: 'Unexpected error.',
        path: ['bookingCreate'],
        extensions: { classification: 'InternalError', requestId: res.headers['x-request-id'] },
      });
    } finally {
      await s.t.db.execute(sql`alter table webhook_deliveries drop constraint test_refuse_bookings`);
    }
    expect(await count()).toBe(before);
    expect((await createBooking(open.id, { participants: 1 })).body.errors).toBeUndefined();
    expect(await count()).toBe(before + 1);
  });
});
