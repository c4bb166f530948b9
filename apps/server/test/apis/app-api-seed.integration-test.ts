import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../src/db/client.ts';
import { bookings, experiences, installations, vendors } from '../../src/db/schema/index.ts';
import { issueAccessToken } from '../../src/modules/oauth/tokens.ts';
import { seedExperiencesAndBookings } from '../../src/seed/experiences.ts';
import { seededRandom } from '../../src/seed/random.ts';
import { seedVendors } from '../../src/seed/vendors.ts';
import { ALL_SCOPES } from '../app-api-fixtures.ts';
import { createListedApp, createOrganization } from '../fixtures.ts';
import { createTestApp, createTestDatabase, type TestApp } from '../harness.ts';

/** The demo data of the App API: every seeded vendor has experiences and bookings an app can read. */

const NOW = new Date('2026-11-21T12:00:00Z');
let t: TestApp;
let result: { experiences: number; bookings: number };

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seedVendors(t.db, seededRandom(20261121), 'not-a-hash');
  result = await seedExperiencesAndBookings(t.db, seeded, { now: NOW });
});
afterAll(() => t.close());

describe('seedExperiencesAndBookings', () => {
  it('gives every vendor a few experiences and bookings', async () => {
    const perVendor = await rows<{ experiences: number; bookings: number }>(
      t.db,
      sql`select (select count(*)::int from ${experiences} e where e.vendor_id = v.id) as experiences,
                 (select count(*)::int from ${bookings} b where b.vendor_id = v.id) as bookings
          from ${vendors} v`,
    );
    expect(perVendor).toHaveLength(1000);
    for (const v of perVendor) {
      expect(v.experiences).toBeGreaterThanOrEqual(2);
      expect(v.bookings).toBeGreaterThanOrEqual(1);
    }
    expect(result.experiences).toBe(perVendor.reduce((n, v) => n + v.experiences, 0));
    expect(result.bookings).toBe(perVendor.reduce((n, v) => n + v.bookings, 0));
  });

  it('keeps bookings consistent: codes, prices, money and seats', async () => {
    const bad = await rows<{ problem: string; n: number }>(
      t.db,
      sql`select 'code' as problem, count(*)::int as n from ${bookings} where confirmation_code !~ '^[A-Z]{3}-[0-9]{6}$'
          union all select 'price', count(*)::int from ${bookings} b join ${experiences} e on e.id = b.experience_id
            where b.total_price <> e.price * b.participants or b.vendor_id <> e.vendor_id
          union all select 'money', count(*)::int from ${bookings}
            where paid_amount > total_price or refunded_amount > paid_amount or (status = 'CANCELLED' and refunded_amount <> paid_amount)
          union all select 'seats', count(*)::int from (
            select b.experience_id, b.date from ${bookings} b join ${experiences} e on e.id = b.experience_id
            where b.status = 'CONFIRMED' and e.available_seats is not null
            group by b.experience_id, b.date, e.available_seats having sum(b.participants) > e.available_seats) x`,
    );
    expect(bad.map((r) => [r.problem, Number(r.n)])).toEqual([
      ['code', 0],
      ['price', 0],
      ['money', 0],
      ['seats', 0],
    ]);
    const [demo] = await t.db.select().from(vendors).where(eq(vendors.domain, 'demo-tours'));
    const demoTours = await t.db.select().from(experiences).where(eq(experiences.vendorId, demo!.id)).orderBy(asc(experiences.id));
    expect(demoTours.map((e) => e.name)).toContain('Golden Circle Day Tour');
    const [{ n }] = (await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(eq(bookings.vendorId, demo!.id))) as [{ n: number }];
    expect(n).toBeGreaterThanOrEqual(40);
  });

  it('is the same on every fresh start', { timeout: 60_000 }, async () => {
    const other = await createTestDatabase();
    try {
      const seeded = await seedVendors(other.db, seededRandom(20261121), 'not-a-hash');
      await seedExperiencesAndBookings(other.db, seeded, { now: NOW });
      const snapshot = (db: typeof t.db) =>
        rows(
          db,
          sql`select b.confirmation_code, b.date::text, b.participants, b.total_price::text, e.name from ${bookings} b join ${experiences} e on e.id = b.experience_id order by b.id`,
        );
      expect(await snapshot(other.db)).toEqual(await snapshot(t.db));
    } finally {
      await other.close();
    }
  });

  it('is what an app installed by Demo Tours reads through the App API', async () => {
    const org = await createOrganization(t.db, 'Seed Reader');
    const { app } = await createListedApp(t.db, { organizationId: org.id, name: 'Seed Reader' });
    const [demo] = await t.db.select().from(vendors).where(eq(vendors.domain, 'demo-tours'));
    const [inst] = await t.db.insert(installations).values({ appId: app.id, vendorId: demo!.id }).returning();
    const token = await issueAccessToken(t.db, { installationId: inst!.id, scopes: ALL_SCOPES });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json', 'x-bokun-app-access-token': token },
      payload: JSON.stringify({
        query:
          '{ experiences(first: 3) { totalCount edges { node { name price } } } bookings(first: 20) { totalCount edges { node { confirmationCode experience { name } customer { firstName email } } } pageInfo { hasNextPage } } }',
      }),
    });
    const body = res.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.experiences.totalCount).toBe(6);
    expect(body.data.bookings.edges).toHaveLength(20);
    expect(body.data.bookings.pageInfo.hasNextPage).toBe(true);
    expect(body.data.bookings.edges[0].node.confirmationCode).toMatch(/^DEM-\d{6}$/);
    expect(body.data.bookings.edges[0].node.customer.email).toMatch(/@example\.com$/);
  });
});
