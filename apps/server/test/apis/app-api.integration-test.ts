import { getIntrospectionQuery } from 'graphql';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experiences, installations, vendors } from '../../src/db/schema/index.ts';
import { decryptSecret } from '../../src/lib/crypto.ts';
import { GRAPHQL_BODY_LIMIT } from '../../src/graphql/request-size.ts';
import { toGlobalId } from '../../src/lib/global-id.ts';
import { revokeInstallationTokens } from '../../src/modules/oauth/tokens.ts';
import {
  allBut,
  insertBookings,
  insertExperiences,
  insertVendorUsers,
  setupAppApi,
  type ApiResult,
  type AppApiSetup,
} from '../app-api-fixtures.ts';
import { withoutRequestIds } from '../support/request-ids.ts';

let s: AppApiSetup;
let token: string;

beforeAll(async () => {
  s = await setupAppApi();
  token = await s.token();
});
afterAll(() => s.t.close());

const VENDOR = '{ vendor { id name domain country } }';

function expectUnauthorized(res: { status: number; body: { data?: unknown; errors?: { extensions: { classification: string } }[] } }) {
  expect(res.status).toBe(401);
  expect(res.body.data).toBeUndefined();
  expect(res.body.errors?.[0]?.extensions.classification).toBe('UnauthorizedError');
}

describe('App API authentication (platform-protocol §2)', () => {
  it('answers 401 with a GraphQL error and no data when the token is missing', async () => {
    const res = await s.api(VENDOR, undefined, null);
    expectUnauthorized(res);
    expect(res.body.errors![0]!.message).toMatch(/X-Bokun-App-Access-Token/);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
  });

  it('answers 401 to an unknown token, in either header', async () => {
    expectUnauthorized(await s.api(VENDOR, undefined, 'not-a-token'));
    expectUnauthorized(await s.api(VENDOR, undefined, { authorization: 'Bearer not-a-token' }));
  });

  it('accepts the token as X-Bokun-App-Access-Token and as Authorization: Bearer', async () => {
    const a = await s.api(VENDOR, undefined, token);
    const b = await s.api(VENDOR, undefined, { authorization: `Bearer ${token}` });
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(a.body.data.vendor.domain).toBe('demo-tours');
  });

  it('answers 401 once the installation tokens are revoked', async () => {
    const revoked = await s.token(undefined, s.installationB.id);
    expect((await s.api(VENDOR, undefined, revoked)).status).toBe(200);
    await revokeInstallationTokens(s.t.db, s.installationB.id);
    expectUnauthorized(await s.api(VENDOR, undefined, revoked));
  });

  it('answers 401 to a token of an uninstalled installation', async () => {
    const [other] = await s.t.db.insert(installations).values({ appId: s.otherApp.id, vendorId: s.vendorA.id }).returning();
    const live = await s.token(['BOOKINGS_READ'], other!.id);
    expect((await s.api(VENDOR, undefined, live)).status).toBe(200);
    await s.t.db.update(installations).set({ uninstalledAt: new Date() }).where(eq(installations.id, other!.id));
    expectUnauthorized(await s.api(VENDOR, undefined, live));
  });
});

describe('App API request size', () => {
  it('refuses a document over 100,000 bytes with 413 while reading it, with a token or without', async () => {
    // padding in a comment costs no tokens: only the body limit stops it before it is parsed and cached
    const padded = `${VENDOR} # ${'x'.repeat(GRAPHQL_BODY_LIMIT)}`;
    for (const auth of [token, null]) {
      const res = await s.api(padded, undefined, auth);
      expect(res.status).toBe(413);
      expect(res.body).toEqual({
        errors: [
          {
            message: 'The request is too large: a GraphQL request may be at most 100,000 bytes.',
            extensions: { classification: 'ValidationError' },
          },
        ],
      });
    }
    expect((await s.api(`${VENDOR} # ${'x'.repeat(90_000)}`, undefined, token)).body.data).toMatchObject({
      vendor: { name: 'Demo Tours' },
    });
  });
});

describe('the vendor is fixed by the token', () => {
  it('answers the installing vendor with its global ID', async () => {
    const res = await s.api(VENDOR, undefined, token);
    expect(res.body).toEqual({
      data: { vendor: { id: toGlobalId('Vendor', s.vendorA.id), name: 'Demo Tours', domain: 'demo-tours', country: 'IS' } },
    });
    // unpadded base64 of `Vendor:<id>`
    expect(Buffer.from(res.body.data.vendor.id, 'base64').toString()).toBe(`Vendor:${s.vendorA.id}`);
    expect(res.body.data.vendor.id).not.toMatch(/=$/);
  });

  it("answers another vendor's experience and booking exactly as missing ones", async () => {
    const [theirs] = await insertExperiences(s.t.db, s.vendorB.id, 1);
    const [theirBooking] = await insertBookings(s.t.db, theirs!, 1);
    const missing = await s.api('query($id: ID!) { experience(id: $id) { name } }', { id: toGlobalId('Experience', 999_999) }, token);
    const other = await s.api('query($id: ID!) { experience(id: $id) { name } }', { id: toGlobalId('Experience', theirs!.id) }, token);
    expect(withoutRequestIds(other.body)).toEqual(withoutRequestIds(missing.body));
    expect(other.body.errors![0]!.extensions.classification).toBe('NotFoundError');
    expect(other.body.data).toBeNull();

    const missingBooking = await s.api(
      'query($id: ID!) { booking(id: $id) { confirmationCode } }',
      { id: toGlobalId('Booking', 999_999) },
      token,
    );
    const otherBooking = await s.api(
      'query($id: ID!) { booking(id: $id) { confirmationCode } }',
      { id: toGlobalId('Booking', theirBooking!.id) },
      token,
    );
    expect(withoutRequestIds(otherBooking.body)).toEqual(withoutRequestIds(missingBooking.body));
    expect(otherBooking.body.errors![0]!.extensions.classification).toBe('NotFoundError');

    // changing them is refused the same way, and changes nothing
    const cancel = await s.api(
      'mutation($id: ID!) { bookingCancel(id: $id) { status } }',
      { id: toGlobalId('Booking', theirBooking!.id) },
      token,
    );
    expect(cancel.body.errors![0]!.extensions.classification).toBe('NotFoundError');
    const update = await s.api(
      'mutation($id: ID!) { experienceUpdate(id: $id, input: { name: "Mine" }) { name } }',
      { id: toGlobalId('Experience', theirs!.id) },
      token,
    );
    expect(update.body.errors![0]!.extensions.classification).toBe('NotFoundError');
    const own = await s.api('{ experiences { totalCount } bookings { totalCount } }', undefined, token);
    expect(own.body.data).toEqual({ experiences: { totalCount: 0 }, bookings: { totalCount: 0 } });
  });

  it('answers a malformed id, or an id of another type, as a missing one', async () => {
    const [mine] = await insertExperiences(s.t.db, s.vendorA.id, 1, { name: 'Own tour' });
    for (const id of ['garbage', toGlobalId('Booking', mine!.id), String(mine!.id)]) {
      const res = await s.api('query($id: ID!) { experience(id: $id) { name } }', { id }, token);
      expect(res.body.errors![0]!.extensions.classification).toBe('NotFoundError');
    }
    const ok = await s.api('query($id: ID!) { experience(id: $id) { id name } }', { id: toGlobalId('Experience', mine!.id) }, token);
    expect(ok.body.data.experience).toEqual({ id: toGlobalId('Experience', mine!.id), name: 'Own tour' });
    await s.t.db.delete(experiences).where(eq(experiences.id, mine!.id));
  });
});

describe('scopes: a missing scope is a ForbiddenError naming it', () => {
  const exp = toGlobalId('Experience', 1);
  const bk = toGlobalId('Booking', 1);
  const cases: [string, Parameters<typeof allBut>[0], string][] = [
    ['vendorUsers', 'VENDOR_USERS_READ', '{ vendorUsers { totalCount } }'],
    ['experiences', 'PRODUCTS_READ', '{ experiences { totalCount } }'],
    ['experience', 'PRODUCTS_READ', `{ experience(id: "${exp}") { name } }`],
    ['bookings', 'BOOKINGS_READ', '{ bookings { totalCount } }'],
    ['booking', 'BOOKINGS_READ', `{ booking(id: "${bk}") { status } }`],
    ['restApiCredentials', 'LEGACY_API', '{ restApiCredentials { accessKey } }'],
    ['experienceCreate', 'PRODUCTS_WRITE', 'mutation { experienceCreate(input: { name: "X", price: 1 }) { id } }'],
    ['experienceUpdate', 'PRODUCTS_WRITE', `mutation { experienceUpdate(id: "${exp}", input: { name: "X" }) { id } }`],
    [
      'experienceAvailabilityUpdate',
      'PRODUCT_AVAILABILITY_WRITE',
      `mutation { experienceAvailabilityUpdate(id: "${exp}", input: { availableSeats: 1 }) { id } }`,
    ],
    [
      'bookingCreate',
      'BOOKINGS_WRITE',
      `mutation { bookingCreate(input: { experienceId: "${exp}", date: "2030-01-01", participants: 1, customer: { firstName: "A", lastName: "B", email: "a@b.co" } }) { id } }`,
    ],
    ['bookingUpdate', 'BOOKINGS_WRITE', `mutation { bookingUpdate(id: "${bk}", input: { participants: 2 }) { id } }`],
    ['bookingCancel', 'BOOKINGS_WRITE', `mutation { bookingCancel(id: "${bk}") { id } }`],
    ['bookingAddPayment', 'BOOKINGS_WRITE', `mutation { bookingAddPayment(id: "${bk}", input: { amount: 1, currency: "USD" }) { id } }`],
    ['bookingRefund', 'BOOKINGS_WRITE', `mutation { bookingRefund(id: "${bk}", input: { amount: 1, currency: "USD" }) { id } }`],
  ];
  for (const [field, scope, query] of cases) {
    it(`${field} needs ${scope}`, async () => {
      const res = await s.api(query, undefined, await s.token(allBut(scope)));
      expect(res.status).toBe(200);
      expect(res.body.data).toBeNull();
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors![0]!.extensions).toMatchObject({ classification: 'ForbiddenError', requiredScope: scope });
      expect(res.body.errors![0]!.message).toContain(scope);
      expect(res.body.errors![0]!.path).toEqual([field]);
    });
  }

  it('vendor needs no scope', async () => {
    const res = await s.api(VENDOR, undefined, await s.token([]));
    expect(res.body.data.vendor.domain).toBe('demo-tours');
  });

  it('answers customer names only with CUSTOMERS_READ and contact details only with CUSTOMERS_CONTACT_READ', async () => {
    const [tour] = await insertExperiences(s.t.db, s.vendorA.id, 1, { name: 'Customer check' });
    const [b] = await insertBookings(s.t.db, tour!, 1);
    const query = `query($id: ID!) { booking(id: $id) { confirmationCode customer { firstName lastName email phone } } }`;
    const vars = { id: toGlobalId('Booking', b!.id) };

    const bare = await s.api(query, vars, await s.token(['BOOKINGS_READ']));
    expect(bare.body.data.booking).toEqual({
      confirmationCode: b!.confirmationCode,
      customer: { firstName: null, lastName: null, email: null, phone: null },
    });
    const byField = Object.fromEntries(withoutRequestIds(bare.body).errors!.map((e) => [e.path!.at(-1), e.extensions]));
    expect(byField).toEqual({
      firstName: { classification: 'ForbiddenError', requiredScope: 'CUSTOMERS_READ' },
      lastName: { classification: 'ForbiddenError', requiredScope: 'CUSTOMERS_READ' },
      email: { classification: 'ForbiddenError', requiredScope: 'CUSTOMERS_CONTACT_READ' },
      phone: { classification: 'ForbiddenError', requiredScope: 'CUSTOMERS_CONTACT_READ' },
    });
    expect(bare.body.errors![0]!.path).toEqual(['booking', 'customer', 'firstName']);

    const names = await s.api(query, vars, await s.token(['BOOKINGS_READ', 'CUSTOMERS_READ']));
    expect(names.body.data.booking.customer).toEqual({ firstName: 'Ada', lastName: 'Lovelace', email: null, phone: null });
    expect(names.body.errors!.map((e) => e.extensions.requiredScope)).toEqual(['CUSTOMERS_CONTACT_READ', 'CUSTOMERS_CONTACT_READ']);

    const full = await s.api(query, vars, await s.token(['BOOKINGS_READ', 'CUSTOMERS_READ', 'CUSTOMERS_CONTACT_READ']));
    expect(full.body.errors).toBeUndefined();
    expect(full.body.data.booking.customer).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
    });
  });
});

describe('lists are Relay connections scoped to the vendor', () => {
  let vendorToken: string;
  let vendorId: number;

  beforeAll(async () => {
    const [v] = await s.t.db.insert(vendors).values({ name: 'Paging Tours', domain: 'paging-tours', country: 'PT' }).returning();
    const [inst] = await s.t.db.insert(installations).values({ appId: s.app.id, vendorId: v!.id }).returning();
    vendorId = v!.id;
    vendorToken = await s.token(undefined, inst!.id);
  });

  it('pages experiences with cursors until the end', async () => {
    const made = await insertExperiences(s.t.db, vendorId, 25);
    await insertExperiences(s.t.db, s.vendorB.id, 5);
    const query = `query($first: Int, $after: String) { experiences(first: $first, after: $after) {
      totalCount edges { cursor node { id name price } } pageInfo { startCursor endCursor hasNextPage hasPreviousPage } } }`;
    const seen: string[] = [];
    let after: string | null = null;
    const pages = [];
    do {
      const res: ApiResult = await s.api(query, { first: 10, after }, vendorToken);
      const c = res.body.data.experiences;
      expect(c.totalCount).toBe(25);
      expect(c.pageInfo.startCursor).toBe(c.edges[0]?.cursor ?? null);
      expect(c.pageInfo.endCursor).toBe(c.edges.at(-1)?.cursor ?? null);
      expect(c.pageInfo.hasPreviousPage).toBe(after !== null);
      seen.push(...c.edges.map((e: { node: { id: string } }) => e.node.id));
      pages.push(c.edges.length);
      after = c.pageInfo.hasNextPage ? c.pageInfo.endCursor : null;
    } while (after);
    expect(pages).toEqual([10, 10, 5]);
    expect(seen).toEqual(made.map((e) => toGlobalId('Experience', e.id)));
  });

  it('filters experiences by name and activation', async () => {
    await insertExperiences(s.t.db, vendorId, 2, { name: 'Glacier 100% Walk', activated: false });
    const res = await s.api(
      '{ a: experiences(filter: { searchTerm: "glacier 100%" }) { totalCount } b: experiences(filter: { activated: false }) { totalCount } }',
      undefined,
      vendorToken,
    );
    expect(res.body.data).toEqual({ a: { totalCount: 2 }, b: { totalCount: 2 } });
  });

  it('pages bookings newest first and filters them', async () => {
    const [tour] = await insertExperiences(s.t.db, vendorId, 1, { name: 'Bookable' });
    const made = await insertBookings(s.t.db, tour!, 7);
    await insertBookings(s.t.db, tour!, 2, { status: 'CANCELLED', date: '2030-02-10' });
    const first = await s.api(
      '{ bookings(first: 5) { totalCount edges { node { id } } pageInfo { hasNextPage endCursor } } }',
      undefined,
      vendorToken,
    );
    expect(first.body.data.bookings.totalCount).toBe(9);
    const rest = await s.api(
      'query($after: String) { bookings(first: 5, after: $after) { edges { node { id } } pageInfo { hasNextPage } } }',
      { after: first.body.data.bookings.pageInfo.endCursor },
      vendorToken,
    );
    const ids = [...first.body.data.bookings.edges, ...rest.body.data.bookings.edges].map((e: { node: { id: string } }) => e.node.id);
    expect(ids.slice(2)).toEqual(made.map((b) => toGlobalId('Booking', b.id)).reverse());
    expect(rest.body.data.bookings.pageInfo.hasNextPage).toBe(false);

    const filtered = await s.api(
      `query($exp: ID) { cancelled: bookings(filter: { status: CANCELLED }) { totalCount }
        february: bookings(filter: { dateFrom: "2030-02-01", dateTo: "2030-02-28" }) { totalCount }
        byExperience: bookings(filter: { experienceId: $exp }) { totalCount }
        byCode: bookings(filter: { confirmationCode: "${made[0]!.confirmationCode.toLowerCase()}" }) { edges { node { confirmationCode } } } }`,
      { exp: toGlobalId('Experience', tour!.id) },
      vendorToken,
    );
    expect(filtered.body.data).toEqual({
      cancelled: { totalCount: 2 },
      february: { totalCount: 2 },
      byExperience: { totalCount: 9 },
      byCode: { edges: [{ node: { confirmationCode: made[0]!.confirmationCode } }] },
    });
  });

  it('refuses first above 100, first below 1, a foreign cursor and a bad date filter with a ValidationError', async () => {
    for (const [query, field] of [
      ['{ experiences(first: 101) { totalCount } }', 'first'],
      ['{ bookings(first: 0) { totalCount } }', 'first'],
      ['{ experiences(after: "not-a-cursor") { totalCount } }', 'after'],
      ['{ bookings(filter: { dateFrom: "2030-13-01" }) { totalCount } }', 'dateFrom'],
    ] as const) {
      const res = await s.api(query, undefined, vendorToken);
      expect(res.body.errors![0]!.extensions.classification).toBe('ValidationError');
      expect(res.body.errors![0]!.extensions.fields![0]!.field).toBe(field);
    }
  });

  it('lists and searches vendor users', async () => {
    await insertVendorUsers(s.t.db, vendorId, [
      ['Vera', 'Vendor', 'vera@paging.test'],
      ['Olaf', 'Guide', 'olaf@paging.test'],
      ['Maria', 'Office', 'bookings@paging.test'],
    ]);
    await insertVendorUsers(s.t.db, s.vendorB.id, [['Vera', 'Elsewhere', 'vera@fjord.test']]);
    const all = await s.api('{ vendorUsers { totalCount edges { node { id firstName lastName email } } } }', undefined, vendorToken);
    expect(all.body.data.vendorUsers.totalCount).toBe(3);
    expect(all.body.data.vendorUsers.edges[0].node.id).toMatch(/^[A-Za-z0-9+/]+$/);
    const vera = await s.api('{ vendorUsers(filter: { searchTerm: "VERA" }) { edges { node { email } } } }', undefined, vendorToken);
    expect(vera.body.data.vendorUsers.edges).toEqual([{ node: { email: 'vera@paging.test' } }]);
    const byMail = await s.api(
      '{ vendorUsers(filter: { searchTerm: "bookings@" }) { edges { node { firstName } } } }',
      undefined,
      vendorToken,
    );
    expect(byMail.body.data.vendorUsers.edges).toEqual([{ node: { firstName: 'Maria' } }]);
  });
});

describe('restApiCredentials', () => {
  it("answers the installation's legacy keys, made once and kept encrypted", async () => {
    const first = await s.api('{ restApiCredentials { accessKey secretKey } }', undefined, token);
    const again = await s.api('{ restApiCredentials { accessKey secretKey } }', undefined, token);
    expect(first.body.data.restApiCredentials.accessKey).toMatch(/^[\w-]{16,}$/);
    expect(again.body).toEqual(first.body);
    const [row] = await s.t.db.select().from(installations).where(eq(installations.id, s.installationA.id));
    expect(row!.legacyAccessKey).toBe(first.body.data.restApiCredentials.accessKey);
    expect(row!.legacySecretKeyEncrypted).not.toContain(first.body.data.restApiCredentials.secretKey);
    expect(decryptSecret(row!.legacySecretKeyEncrypted!, s.t.config.secretKey)).toBe(first.body.data.restApiCredentials.secretKey);
  });
});

describe('query limits', () => {
  const refused = (res: ApiResult) => {
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors![0]!.extensions.classification).toBe('ValidationError');
    return res.body.errors![0]!.message;
  };

  it('refuses a document nested deeper than the limit, before it runs', async () => {
    const nest = (levels: number) => 'ofType { '.repeat(levels) + 'name' + ' }'.repeat(levels);
    const ok = await s.api(`{ __type(name: "Booking") { fields { type { ${nest(4)} } } } }`, undefined, token);
    expect(ok.body.errors).toBeUndefined();
    expect(refused(await s.api(`{ __type(name: "Booking") { fields { type { ${nest(6)} } } } }`, undefined, token))).toMatch(/depth/i);
  });

  it('refuses more aliases than the limit', async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `v${i}: vendor { id }`).join(' ')} }`;
    expect((await s.api(aliases(10), undefined, token)).body.data.v9.id).toBe(toGlobalId('Vendor', s.vendorA.id));
    expect(refused(await s.api(aliases(11), undefined, token))).toMatch(/alias/i);
  });

  it('allows a full page of 100 bookings with every field, and refuses a document that asks for two', async () => {
    const page = (
      alias: string,
    ) => `${alias}: bookings(first: 100) { totalCount edges { cursor node { id confirmationCode status date participants
      totalPrice paidAmount refundedAmount balanceDue currency creationDate lastModifiedDate
      experience { id name description price currency activated availableSeats availabilityNote creationDate lastModifiedDate }
      customer { firstName lastName email phone } } } pageInfo { endCursor hasNextPage hasPreviousPage startCursor } }`;
    const one = await s.api(`{ ${page('a')} }`, undefined, token);
    expect(one.body.errors).toBeUndefined();
    expect(refused(await s.api(`{ ${page('a')} ${page('b')} }`, undefined, token))).toMatch(/cost/i);
  });

  it('refuses an oversized document', async () => {
    const fields = Array.from({ length: 2100 }, () => 'name').join(' ');
    expect(refused(await s.api(`{ vendor { ${fields} } }`, undefined, token))).toMatch(/token/i);
  });

  it('classifies an unknown field as a ValidationError and suggests the right one', async () => {
    const message = refused(await s.api('{ vendor { nam } }', undefined, token));
    expect(message).toMatch(/Did you mean "name"/);
  });
});

describe('introspection and the schema', () => {
  it('answers introspection without a token, as the public explorer sends it', async () => {
    const res = await s.api(
      getIntrospectionQuery({
        descriptions: true,
        specifiedByUrl: true,
        directiveIsRepeatable: true,
        schemaDescription: true,
        inputValueDeprecation: true,
      }),
      undefined,
      null,
    );
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const types = res.body.data.__schema.types.map((t: { name: string }) => t.name);
    expect(types).toEqual(expect.arrayContaining(['Booking', 'Experience', 'Vendor', 'VendorUser', 'BookingConnection', 'PageInfo']));
    // only the App API: nothing of the store + portal schema
    expect(types).not.toContain('AppListing');
  });

  it('answers 401 to data without a token, also when mixed into an introspection query', async () => {
    expectUnauthorized(await s.api('{ __schema { queryType { name } } vendor { id } }', undefined, null));
    expectUnauthorized(await s.api('query A { __typename } query B { experiences { totalCount } }', undefined, null));
    expectUnauthorized(await s.api('{ ...F } fragment F on Query { vendor { id } }', undefined, null));
    expectUnauthorized(await s.api('mutation { __typename }', undefined, null));
    expectUnauthorized(await s.api('{ __schema { queryType { name } } }', undefined, 'bad-token'));
  });

  it('serves the printed SDL at /api/graphql/schema.graphql', async () => {
    const res = await s.t.app.inject({ method: 'GET', url: '/api/graphql/schema.graphql' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('type Booking {');
    expect(res.body).toContain('bookingRefund(id: ID!, input: MoneyInput!): Booking!');
  });
});
