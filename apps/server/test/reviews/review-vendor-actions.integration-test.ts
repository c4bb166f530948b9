import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@appstore/shared';
import { reviewHelpfulVotes, reviewReports, reviews, users, vendorUsers } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/modules/accounts/passwords.ts';
import { OWN_REVIEW_HELPFUL, PARTNER_HELPFUL, TEST_VENDOR_VOTE } from '../../src/modules/reviews/reviews.service.ts';
import { REVIEW_ACTIONS_PER_USER } from '../../src/modules/reviews/reviews.throttle.ts';
import { SESSION_ENDED } from '../../src/lib/errors.ts';
import { classification, loginCookie, twoOrganizationsAndStaff } from '../apps-session.ts';
import { createListedApp, createTeam } from '../fixtures.ts';
import { vendorLogin } from '../oauth-support.ts';
import { createReviewer, installSpan, reviewerSession, VENDOR_PASSWORD } from '../support/review-fixtures.ts';

const HELPFUL = `mutation($id: ID!) { reviewMarkHelpful(reviewId: $id) { id helpfulCount } }`;
const REPORT = `mutation($id: ID!, $reason: String!) { reviewReport(reviewId: $id, reason: $reason) }`;
const REPORTED = `{ reportedReviews { edges { node { review { id } openReports { reason reporterName reporterType } } } } }`;

/**
 * Tour operators (vendor users, on the vendor pages' session) mark reviews helpful and report
 * them in the store, once per vendor. Helpful is theirs alone; partners report under the same rules.
 */
describe('Helpful and Report for vendor users', () => {
  const ctx = twoOrganizationsAndStaff();
  let appId: number;
  const ids: Record<string, string> = {};
  const reviewRow = async (id: string) =>
    (
      await ctx.t.db
        .select()
        .from(reviews)
        .where(eq(reviews.id, Number(id)))
    )[0]!;
  /** A signed-in vendor user of a new vendor, as `{ cookie }` for t.gql. */
  const vendorCookie = async (name: string, opts: { testForOrganizationId?: number } = {}) => {
    const { vendor, user } = await createReviewer(ctx.t.db, name, opts);
    return { vendor, user, as: { cookie: await vendorLogin(ctx.t, user.email, VENDOR_PASSWORD) } };
  };
  /** Another user of the same vendor, signed in. */
  const colleagueOf = async (vendorId: number, email: string) => {
    await ctx.t.db.insert(vendorUsers).values({
      vendorId,
      email,
      firstName: 'Cole',
      lastName: 'League',
      passwordHash: await hashPassword(VENDOR_PASSWORD),
    });
    return { cookie: await vendorLogin(ctx.t, email, VENDOR_PASSWORD) };
  };

  beforeAll(async () => {
    const listed = await createListedApp(ctx.t.db, { organizationId: ctx.acme.org.id, name: 'Vendor Votes' });
    appId = listed.app.id;
    for (const [name, title] of [
      ['Glacier Walks', 'First review'],
      ['Puffin Boats', 'Second review'],
      ['Geyser Buses', 'Hidden review'],
    ] as const) {
      const { vendor, user } = await createReviewer(ctx.t.db, name);
      await installSpan(ctx.t.db, { appId, vendorId: vendor.id, fromDaysAgo: 30, toDaysAgo: null });
      const s = await reviewerSession(ctx.t, user.email);
      expect((await s.post(appId, { rating: '5', title, body: 'Saves us hours.' })).statusCode).toBe(303);
      ids[title] = String((await ctx.t.db.select().from(reviews).where(eq(reviews.title, title)))[0]!.id);
    }
    const hidden = await ctx.t.gql(
      `mutation($id: ID!, $reason: String!) { reviewHide(id: $id, reason: $reason) { hidden } }`,
      { id: ids['Hidden review'], reason: 'Off topic' },
      ctx.as.admin,
    );
    expect(hidden.data.reviewHide.hidden).toBe(true);
  });

  it('counts a vendor’s helpful marks once, whichever of its users gives them, and another vendor separately; a partner’s not at all', async () => {
    const id = ids['First review']!;
    const tours = await vendorCookie('Northern Tours');
    const first = await ctx.t.gql(HELPFUL, { id }, tours.as);
    expect(first.errors).toBeUndefined();
    expect(first.data.reviewMarkHelpful).toEqual({ id, helpfulCount: 1 });
    // a repeat and a colleague's mark answer the review unchanged
    expect((await ctx.t.gql(HELPFUL, { id }, tours.as)).data.reviewMarkHelpful.helpfulCount).toBe(1);
    const colleague = await colleagueOf(tours.vendor.id, 'colleague@northern.test');
    expect((await ctx.t.gql(HELPFUL, { id }, colleague)).data.reviewMarkHelpful.helpfulCount).toBe(1);
    const other = await vendorCookie('Southern Tours');
    expect((await ctx.t.gql(HELPFUL, { id }, other.as)).data.reviewMarkHelpful.helpfulCount).toBe(2);
    const partner = await ctx.t.gql(HELPFUL, { id }, ctx.as.globexOwner);
    expect(classification(partner)).toBe('ForbiddenError');
    expect(partner.errors![0]!.message).toBe(PARTNER_HELPFUL);
    expect((await reviewRow(id)).helpfulCount).toBe(2);
    const votes = await ctx.t.db
      .select()
      .from(reviewHelpfulVotes)
      .where(eq(reviewHelpfulVotes.reviewId, Number(id)));
    expect(votes.map((v) => [v.organizationId, v.vendorId, v.vendorUserId]).sort((a, b) => String(a).localeCompare(String(b)))).toEqual(
      [
        [null, tours.vendor.id, tours.user.id],
        [null, other.vendor.id, other.user.id],
      ].sort((a, b) => String(a).localeCompare(String(b))),
    );
  });

  it('keeps one report per vendor in the staff queue, named by the vendor, beside a partner’s named by its organisation', async () => {
    const id = ids['Second review']!;
    const tours = await vendorCookie('Report Tours');
    expect((await ctx.t.gql(REPORT, { id, reason: 'Looks paid for' }, tours.as)).data.reviewReport).toBe(true);
    const colleague = await colleagueOf(tours.vendor.id, 'colleague@report-tours.test');
    expect((await ctx.t.gql(REPORT, { id, reason: 'Again' }, colleague)).data.reviewReport).toBe(true);
    expect((await ctx.t.gql(REPORT, { id, reason: 'Spam' }, ctx.as.globexOwner)).data.reviewReport).toBe(true);
    expect((await reviewRow(id)).openReports).toBe(2);
    const queue = await ctx.t.gql(REPORTED, {}, ctx.as.admin);
    const mine = queue.data.reportedReviews.edges.find((e: any) => e.node.review.id === id);
    expect(mine.node.openReports).toEqual([
      { reason: 'Looks paid for', reporterName: 'Report Tours', reporterType: 'VENDOR' },
      { reason: 'Spam', reporterName: 'Globex', reporterType: 'ORGANIZATION' },
    ]);
  });

  it('refuses a vendor marking its own review helpful, and writes nothing', async () => {
    const id = ids['First review']!;
    const author = (
      await ctx.t.db
        .select()
        .from(reviews)
        .where(eq(reviews.id, Number(id)))
    )[0]!;
    const [authorUser] = await ctx.t.db.select().from(vendorUsers).where(eq(vendorUsers.vendorId, author.vendorId));
    const as = { cookie: await vendorLogin(ctx.t, authorUser!.email, VENDOR_PASSWORD) };
    const before = await reviewRow(id);
    const answer = await ctx.t.gql(HELPFUL, { id }, as);
    expect(classification(answer)).toBe('ForbiddenError');
    expect(answer.errors![0]!.message).toBe(OWN_REVIEW_HELPFUL);
    expect(await ctx.t.db.select().from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.vendorId, author.vendorId))).toEqual([]);
    expect((await reviewRow(id)).helpfulCount).toBe(before.helpfulCount);
  });

  it('answers a hidden review as missing to a vendor user, and writes nothing', async () => {
    const id = ids['Hidden review']!;
    const tours = await vendorCookie('Curious Tours');
    for (const answer of [await ctx.t.gql(HELPFUL, { id }, tours.as), await ctx.t.gql(REPORT, { id, reason: 'Hm' }, tours.as)]) {
      expect(classification(answer)).toBe('NotFoundError');
      expect(answer.errors![0]!.message).toBe(REVIEW_MESSAGES.notFound);
    }
    expect(await ctx.t.db.select().from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.vendorId, tours.vendor.id))).toEqual([]);
    expect(await ctx.t.db.select().from(reviewReports).where(eq(reviewReports.vendorId, tours.vendor.id))).toEqual([]);
    expect(await reviewRow(id)).toMatchObject({ helpfulCount: 0, openReports: 0 });
  });

  it('still refuses anyone without a session, and an ended vendor session, with the same UnauthorizedError', async () => {
    const id = ids['First review']!;
    for (const as of [{}, { cookie: 'vendor_session=not-a-session' }] as Record<string, string>[]) {
      const answer = await ctx.t.gql(HELPFUL, { id }, as);
      expect(classification(answer)).toBe('UnauthorizedError');
      expect(answer.errors![0]!.message).toBe(SESSION_ENDED);
    }
  });

  it('counts the vendor user’s vote when a browser holds both sessions, and the partner’s report; refuses a partner’s test vendor', async () => {
    const id = ids['Second review']!;
    const before = await reviewRow(id);
    const both = await vendorCookie('Two Hats Tours');
    const cookie = `${ctx.as.globexOwner.cookie}; ${both.as.cookie}`;
    expect((await ctx.t.gql(HELPFUL, { id }, { cookie })).data.reviewMarkHelpful.helpfulCount).toBe(before.helpfulCount + 1);
    const [vote] = await ctx.t.db
      .select()
      .from(reviewHelpfulVotes)
      .where(sql`${reviewHelpfulVotes.reviewId} = ${Number(id)} and ${reviewHelpfulVotes.vendorId} = ${both.vendor.id}`);
    expect(vote).toMatchObject({ vendorUserId: both.user.id, organizationId: null });
    // a repeat by the vendor alone is the same vote
    expect((await ctx.t.gql(HELPFUL, { id }, both.as)).data.reviewMarkHelpful.helpfulCount).toBe(before.helpfulCount + 1);
    // a report from the same browser is the partner's (the store API's own session)
    const other = ids['First review']!;
    expect((await ctx.t.gql(REPORT, { id: other, reason: 'Two hats' }, { cookie })).data.reviewReport).toBe(true);
    const reports = await ctx.t.db
      .select()
      .from(reviewReports)
      .where(sql`${reviewReports.reviewId} = ${Number(other)} and ${reviewReports.reason} = 'Two hats'`);
    expect(reports.map((r) => [r.organizationId, r.vendorId])).toEqual([[ctx.globex.org.id, null]]);
    // Acme's test vendor may not vote at all (whoever test-installs holds it, disguised staff too)
    const testVendor = await vendorCookie('Acme (test vendor)', { testForOrganizationId: ctx.acme.org.id });
    for (const as of [testVendor.as, { cookie: `${ctx.as.acmeMember.cookie}; ${testVendor.as.cookie}` }]) {
      const refused = await ctx.t.gql(HELPFUL, { id }, as);
      expect(classification(refused)).toBe('ForbiddenError');
      expect(refused.errors![0]!.message).toBe(TEST_VENDOR_VOTE);
    }
    expect((await reviewRow(id)).helpfulCount).toBe(before.helpfulCount + 1);
  });

  it('refuses a second vote or report of one vendor, and a row of both or neither, in the database itself', async () => {
    const id = Number(ids['First review']);
    const tours = await createReviewer(ctx.t.db, 'Database Tours');
    await ctx.t.db.insert(reviewHelpfulVotes).values({ reviewId: id, vendorId: tours.vendor.id, vendorUserId: tours.user.id });
    await expect(ctx.t.db.insert(reviewHelpfulVotes).values({ reviewId: id, vendorId: tours.vendor.id })).rejects.toThrow();
    await ctx.t.db.insert(reviewReports).values({ reviewId: id, vendorId: tours.vendor.id, reason: 'First' });
    await expect(ctx.t.db.insert(reviewReports).values({ reviewId: id, vendorId: tours.vendor.id, reason: 'Second' })).rejects.toThrow();
    const lonely = await createTeam(ctx.t.db, 'Lonely Org');
    await expect(
      ctx.t.db.insert(reviewHelpfulVotes).values({ reviewId: id, vendorId: tours.vendor.id, organizationId: lonely.org.id }),
    ).rejects.toThrow();
    await expect(ctx.t.db.insert(reviewHelpfulVotes).values({ reviewId: id })).rejects.toThrow();
    await expect(ctx.t.db.insert(reviewReports).values({ reviewId: id, reason: 'Nobody' })).rejects.toThrow();
    await ctx.t.db.delete(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.vendorId, tours.vendor.id));
    await ctx.t.db.delete(reviewReports).where(eq(reviewReports.vendorId, tours.vendor.id));
  });

  it(`limits a vendor user to ${REVIEW_ACTIONS_PER_USER.limit} actions an hour, apart from a partner user with the same id`, async () => {
    // a vendor user and a partner user with one numeric id (ids past both sequences)
    const [{ next }] = (await ctx.t.database.rawQuery<{ next: number }>(
      `select greatest((select max(id) from users), (select max(id) from vendor_users)) + 1000 as next`,
    )) as [{ next: number }];
    const { vendor } = await createReviewer(ctx.t.db, 'Busy Tours');
    await ctx.t.db.insert(vendorUsers).values({
      id: next,
      vendorId: vendor.id,
      email: 'busy@busy-tours.test',
      firstName: 'Bea',
      lastName: 'Busy',
      passwordHash: await hashPassword(VENDOR_PASSWORD),
    });
    const twin = await createTeam(ctx.t.db, 'Twin Partner');
    await ctx.t.db.insert(users).values({
      id: next,
      email: 'twin@twin-partner.test',
      firstName: 'Tia',
      lastName: 'Twin',
      organizationId: twin.org.id,
      passwordHash: await hashPassword('team-pass-123'),
      emailVerifiedAt: new Date(),
    });
    const busy = { cookie: await vendorLogin(ctx.t, 'busy@busy-tours.test', VENDOR_PASSWORD) };
    const id = ids['First review']!;
    for (let i = 0; i < REVIEW_ACTIONS_PER_USER.limit; i++)
      expect((await ctx.t.gql(HELPFUL, { id }, busy)).errors, `action ${i + 1}`).toBeUndefined();
    const votes = (await reviewRow(id)).helpfulCount;
    const refused = await ctx.t.gql(REPORT, { id, reason: 'One too many' }, busy);
    expect(classification(refused)).toBe('RateLimitedError');
    expect(refused.errors![0]!.message).toMatch(/^Too many review actions\. Try again in \d+ minutes?\.$/);
    expect(classification(await ctx.t.gql(HELPFUL, { id: ids['Second review'] }, busy))).toBe('RateLimitedError');
    expect(await ctx.t.db.select().from(reviewReports).where(eq(reviewReports.vendorId, vendor.id))).toEqual([]);
    expect(await ctx.t.db.select().from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.vendorUserId, next))).toHaveLength(1);
    expect((await reviewRow(id)).helpfulCount).toBe(votes);
    // the partner user with the same id has a bucket of its own
    const partner = await loginCookie(ctx.t, 'twin@twin-partner.test');
    expect((await ctx.t.gql(REPORT, { id, reason: 'From the twin' }, partner)).data.reviewReport).toBe(true);
    expect(await ctx.t.db.select().from(reviewReports).where(eq(reviewReports.organizationId, twin.org.id))).toHaveLength(1);
  });

  describe('cross-site requests with the vendor cookie', () => {
    const send = (headers: Record<string, string>, payload: string, method: 'POST' | 'GET' = 'POST', url = '/appstore/graphql') =>
      ctx.t.app.inject({ method, url, headers, payload: method === 'POST' ? payload : undefined });

    it('refuses what a page on another site can send without a preflight (form post, plain text, a link), and changes nothing', async () => {
      const id = ids['Second review']!;
      const tours = await vendorCookie('Forged Tours');
      const before = await reviewRow(id);
      const query = HELPFUL;
      const variables = JSON.stringify({ id });
      const attempts = [
        send(
          { cookie: tours.as.cookie, 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.test' },
          new URLSearchParams({ query, variables }).toString(),
        ),
        send(
          { cookie: tours.as.cookie, 'content-type': 'text/plain', origin: 'https://evil.test' },
          JSON.stringify({ query, variables: { id } }),
        ),
        send(
          { cookie: tours.as.cookie, 'content-type': 'multipart/form-data; boundary=x' },
          `--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify({ query, variables: { id } })}\r\n--x--\r\n`,
        ),
        send({ cookie: tours.as.cookie }, '', 'GET', `/appstore/graphql?${new URLSearchParams({ query, variables })}`),
      ];
      // no parser takes a form (415); the CSRF check refuses the rest, which the endpoint would parse (403)
      expect((await Promise.all(attempts)).map((r) => r.statusCode)).toEqual([415, 403, 415, 403]);
      expect(await ctx.t.db.select().from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.vendorId, tours.vendor.id))).toEqual([]);
      expect(await reviewRow(id)).toMatchObject({ helpfulCount: before.helpfulCount, openReports: before.openReports });
      // nor may another site's page send the CSRF header: its preflight gets no CORS headers
      const preflight = await ctx.t.app.inject({
        method: 'OPTIONS',
        url: '/appstore/graphql',
        headers: {
          cookie: tours.as.cookie,
          origin: 'https://evil.test',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-csrf-protection',
        },
      });
      expect(Object.keys(preflight.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
      // the web app's own request (with the CSRF header) counts
      expect((await ctx.t.gql(HELPFUL, { id }, tours.as)).data.reviewMarkHelpful.helpfulCount).toBe(before.helpfulCount + 1);
    });
  });
});
