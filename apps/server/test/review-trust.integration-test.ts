import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { apps, reviewHelpfulVotes, reviewReports, reviews } from '../src/db/schema/index.ts';
import { encryptSecret } from '../src/lib/crypto.ts';
import { catalogVersion } from '../src/modules/catalog/catalog.cache.ts';
import { REVIEW_ACTIONS_PER_USER } from '../src/modules/reviews/reviews.throttle.ts';
import { classification, loginCookie, twoOrganizationsAndStaff } from './apps-session.ts';
import { createListedApp, createTeam } from './fixtures.ts';
import { catalogRequest } from './support/catalog.ts';
import { createReviewer, installSpan, reviewerSession } from './support/review-fixtures.ts';

const HELPFUL = `mutation($id: ID!) { reviewMarkHelpful(reviewId: $id) { id helpfulCount } }`;
const REPORT = `mutation($id: ID!, $reason: String!) { reviewReport(reviewId: $id, reason: $reason) }`;
const REPORTED = `{ reportedReviews { edges { node { review { id } openReports { reason } } } } }`;
const MOST_HELPFUL = `query MostHelpful($id: ID!) { publicAppListing(id: $id) {
  reviews(sorting: HELPFUL) { edges { node { title helpfulCount } } } } }`;

type Answer = { data?: any; errors?: { message: string; extensions: { classification: string; retryAfterSeconds?: number } }[] };

/** Issue 17 follow-ups: votes and reports count once per organisation, and reviewing actions are throttled. */
describe('review trust', () => {
  const ctx = twoOrganizationsAndStaff();
  let listingId: number;
  let appId: number;
  const ids: Record<string, string> = {};
  /** A review's open-report counter as the database keeps it. */
  const openReportsOf = async (id: string) =>
    (
      await ctx.t.db
        .select()
        .from(reviews)
        .where(eq(reviews.id, Number(id)))
    )[0]!.openReports;

  beforeAll(async () => {
    const listed = await createListedApp(ctx.t.db, { organizationId: ctx.acme.org.id, name: 'Trust Sync' });
    appId = listed.app.id;
    listingId = listed.listing.id;
    for (const [name, title] of [
      ['Fjord Kayaks', 'Older review'],
      ['Lava Tours', 'Newer review'],
    ] as const) {
      const { vendor, user } = await createReviewer(ctx.t.db, name);
      await installSpan(ctx.t.db, { appId, vendorId: vendor.id, fromDaysAgo: 30, toDaysAgo: null });
      const s = await reviewerSession(ctx.t, user.email);
      expect((await s.post(appId, { rating: '4', title, body: 'Works for our team.' })).statusCode).toBe(303);
      ids[title] = String((await ctx.t.db.select().from(reviews).where(eq(reviews.title, title)))[0]!.id);
    }
  });

  const helpfulCount = async (id: string) =>
    (
      await ctx.t.db
        .select()
        .from(reviews)
        .where(eq(reviews.id, Number(id)))
    )[0]!.helpfulCount;

  describe('once per organisation', () => {
    it('counts the helpful marks of two members of one organisation as one, and another organisation as a second', async () => {
      const id = ids['Older review']!;
      const first = await ctx.t.gql(HELPFUL, { id }, ctx.as.acmeOwner);
      expect(first.data.reviewMarkHelpful.helpfulCount).toBe(1);
      // a colleague's mark (and a repeat) answers the review unchanged, as a repeat did before: idempotent
      const colleague = await ctx.t.gql(HELPFUL, { id }, ctx.as.acmeMember);
      expect(colleague.errors).toBeUndefined();
      expect(colleague.data.reviewMarkHelpful.helpfulCount).toBe(1);
      expect((await ctx.t.gql(HELPFUL, { id }, ctx.as.acmeOwner)).data.reviewMarkHelpful.helpfulCount).toBe(1);
      expect((await ctx.t.gql(HELPFUL, { id }, ctx.as.globexOwner)).data.reviewMarkHelpful.helpfulCount).toBe(2);
      expect(await helpfulCount(id)).toBe(2);
    });

    it('refuses a second vote or report of one organisation in the database itself (unique keys)', async () => {
      const id = Number(ids['Older review']);
      await expect(
        ctx.t.db.insert(reviewHelpfulVotes).values({ reviewId: id, organizationId: ctx.acme.org.id, userId: ctx.acme.member.id }),
      ).rejects.toThrow();
      await ctx.t.db.insert(reviewReports).values({ reviewId: id, organizationId: ctx.staff.org.id, reason: 'First' });
      await expect(
        ctx.t.db.insert(reviewReports).values({ reviewId: id, organizationId: ctx.staff.org.id, reason: 'Second' }),
      ).rejects.toThrow();
      await ctx.t.db.delete(reviewReports).where(eq(reviewReports.reviewId, id));
    });

    it('keeps one report per organisation in the staff queue, the first one sent', async () => {
      const id = ids['Newer review']!;
      expect((await ctx.t.gql(REPORT, { id, reason: 'Looks fake' }, ctx.as.acmeOwner)).data.reviewReport).toBe(true);
      expect((await ctx.t.gql(REPORT, { id, reason: 'Really fake' }, ctx.as.acmeMember)).data.reviewReport).toBe(true);
      expect((await ctx.t.gql(REPORT, { id, reason: 'Spam' }, ctx.as.globexOwner)).data.reviewReport).toBe(true);
      const queue = await ctx.t.gql(REPORTED, {}, ctx.as.admin);
      expect(queue.data.reportedReviews.edges.map((e: any) => [e.node.review.id, e.node.openReports.map((r: any) => r.reason)])).toEqual([
        [id, ['Looks fake', 'Spam']],
      ]);
      expect(await openReportsOf(id)).toBe(2);
    });
  });

  describe('the store shows votes at once', () => {
    it('reorders the cached most-helpful reviews after a vote', async () => {
      const titles = async () => {
        const answer = await catalogRequest(ctx.t, MOST_HELPFUL, { id: String(listingId) });
        return { cache: answer.cache, order: answer.body.data.publicAppListing.reviews.edges.map((e: any) => e.node.title) };
      };
      // Older: 2 votes (Acme, Globex), Newer: 0
      expect((await titles()).order).toEqual(['Older review', 'Newer review']);
      expect(await titles()).toEqual({ cache: 'hit', order: ['Older review', 'Newer review'] });
      for (const who of [ctx.as.acmeOwner, ctx.as.globexOwner, ctx.as.admin])
        expect((await ctx.t.gql(HELPFUL, { id: ids['Newer review'] }, who)).errors).toBeUndefined();
      expect(await titles()).toEqual({ cache: 'miss', order: ['Newer review', 'Older review'] });
    });
  });

  describe('what moves the catalogue version', () => {
    it('leaves it for a report and its dismissal (the store never shows them), and moves it for a vote', async () => {
      const moves = async (write: () => Promise<unknown>) => {
        const before = await catalogVersion(ctx.t.db);
        await write();
        return (await catalogVersion(ctx.t.db)) !== before;
      };
      const id = ids['Older review']!;
      const reporter = await createTeam(ctx.t.db, 'Quiet Reporter');
      const cookie = await loginCookie(ctx.t, reporter.owner.email);
      expect(await moves(async () => expect((await ctx.t.gql(REPORT, { id, reason: 'Odd' }, cookie)).data.reviewReport).toBe(true))).toBe(
        false,
      );
      expect(await openReportsOf(id)).toBe(1);
      expect(await moves(() => ctx.t.gql(`mutation($id: ID!) { reviewReportsDismiss(id: $id) { hidden } }`, { id }, ctx.as.admin))).toBe(
        false,
      );
      expect(await moves(() => ctx.t.gql(HELPFUL, { id }, cookie))).toBe(true);
    });
  });

  describe('staff disguised as partners', () => {
    it("counts a staff member's helpful mark for the staff organisation, whichever organisation they act for", async () => {
      const DISGUISE = `mutation($id: ID!) { appAccountUserChangeOrg(id: $id) { orgId } }`;
      const id = ids['Older review']!;
      const before = await helpfulCount(id);
      for (const name of ['Disguise One', 'Disguise Two']) {
        const team = await createTeam(ctx.t.db, name);
        expect((await ctx.t.gql(DISGUISE, { id: String(team.org.id) }, ctx.as.admin)).errors).toBeUndefined();
        expect((await ctx.t.gql(HELPFUL, { id }, ctx.as.admin)).errors).toBeUndefined();
      }
      await ctx.t.gql(DISGUISE, { id: String(ctx.staff.org.id) }, ctx.as.admin);
      expect(await helpfulCount(id)).toBe(before + 1);
      const votes = await ctx.t.db
        .select()
        .from(reviewHelpfulVotes)
        .where(eq(reviewHelpfulVotes.reviewId, Number(id)));
      expect(votes.filter((v) => v.userId === ctx.staff.owner.id).map((v) => v.organizationId)).toEqual([ctx.staff.org.id]);
    });
  });

  describe('staff disguised as partners, on their test vendors', () => {
    it('lets no test vendor session count, so disguises cannot stack votes through test installations', async () => {
      const DISGUISE = `mutation($id: ID!) { appAccountUserChangeOrg(id: $id) { orgId } }`;
      const id = ids['Older review']!;
      const before = await helpfulCount(id);
      for (const name of ['Test Disguise One', 'Test Disguise Two']) {
        const team = await createTeam(ctx.t.db, name);
        const { app } = await createListedApp(ctx.t.db, { organizationId: team.org.id, name: `${name} App`, status: 'DRAFT' });
        await ctx.t.db
          .update(apps)
          .set({ appUrl: 'https://app.tours-test.com/launch', secretKeyEncrypted: encryptSecret('secret', ctx.t.config.secretKey) })
          .where(eq(apps.id, app.id));
        expect((await ctx.t.gql(DISGUISE, { id: String(team.org.id) }, ctx.as.admin)).errors).toBeUndefined();
        const start = await ctx.t.app.inject({ method: 'GET', url: `/appstore/test/${app.id}`, headers: ctx.as.admin });
        expect(start.statusCode).toBe(302);
        const vendorCookie = String(start.headers['set-cookie']).split(';')[0]!;
        // the staff user's browser without its partner session (logged out of the portal): the test vendor's alone
        const answer = await ctx.t.gql(HELPFUL, { id }, { cookie: vendorCookie });
        expect(classification(answer)).toBe('ForbiddenError');
      }
      await ctx.t.gql(DISGUISE, { id: String(ctx.staff.org.id) }, ctx.as.admin);
      expect(await helpfulCount(id)).toBe(before);
    });
  });

  describe('reviews under a list of listings', () => {
    const NESTED = `query Nested($n: Int, $r: Int) { publicAppListings(first: $n) { edges { node { name
      reviews(first: $r) { edges { node { title body authorName helpfulCount } } } } } } }`;
    const DEFAULTS = `{ publicAppListings { edges { node { name reviews { edges { node { title body } } } } } } }`;
    const costRefusal = (r: { errors?: { message: string }[] }) => r.errors?.map((e) => e.message.replace(/found \d+(\.\d+)?/, 'found …'));

    it('refuses a page of listings each with a page of reviews, with the cost error and no data, whatever spells the sizes', async () => {
      const refused = ['Query Cost limit of 20000 exceeded, found ….'];
      // the reviews' page left at its default (10) under 100 listings; 100 reviews under the default page of listings
      for (const variables of [{ n: 100 }, { r: 100 }, { n: 20, r: 100 }]) {
        const answer = await ctx.t.gql(NESTED, variables);
        expect(costRefusal(answer), JSON.stringify(variables)).toEqual(refused);
        expect(answer.data).toBeUndefined();
      }
      const literal = await ctx.t.gql(DEFAULTS);
      expect(costRefusal(literal)).toEqual(refused);
      expect(literal.data).toBeUndefined();
    });

    it('still answers a few listings with their first reviews', async () => {
      const answer = await ctx.t.gql(NESTED, { n: 5, r: 3 });
      expect(answer.errors).toBeUndefined();
      const trust = answer.data.publicAppListings.edges.find((e: any) => e.node.name === 'Trust Sync');
      expect(trust.node.reviews.edges).toHaveLength(2);
    });
  });

  describe('throttled per user across server processes', () => {
    let second: FastifyInstance;
    beforeAll(async () => {
      // a second server process on the same database: only the database is shared
      second = await buildApp({
        config: ctx.t.config,
        database: ctx.t.database,
        storage: ctx.t.storage,
        logger: false,
        webDist: join(ctx.t.dataDir, 'no-web'),
      });
      await second.ready();
    });
    afterAll(() => second?.close());

    const gqlOn = async (app: FastifyInstance, query: string, variables: Record<string, unknown>, cookie: { cookie: string }) => {
      const res = await app.inject({
        method: 'POST',
        url: '/appstore/graphql',
        headers: { 'content-type': 'application/json', 'x-csrf-protection': '1', ...cookie },
        payload: JSON.stringify({ query, variables }),
      });
      return res.json() as Answer;
    };

    it(`answers RateLimitedError after ${REVIEW_ACTIONS_PER_USER.limit} actions, counted by both processes together, and changes nothing`, async () => {
      const busy = await createTeam(ctx.t.db, 'Busy Voters');
      const owner = await loginCookie(ctx.t, busy.owner.email);
      const id = ids['Older review']!;
      const servers = [ctx.t.app, second];
      for (let i = 0; i < REVIEW_ACTIONS_PER_USER.limit; i++) {
        const answer = await gqlOn(servers[i % 2]!, HELPFUL, { id }, owner);
        expect(answer.errors, `action ${i + 1}`).toBeUndefined();
      }
      const votes = await helpfulCount(id);
      for (const server of servers) {
        const refused = await gqlOn(server, REPORT, { id, reason: 'One too many' }, owner);
        expect(classification(refused)).toBe('RateLimitedError');
        expect(refused.errors![0]!.message).toMatch(/^Too many review actions\. Try again in \d+ minutes?\.$/);
        expect(refused.errors![0]!.extensions.retryAfterSeconds).toBeGreaterThan(0);
      }
      expect(classification(await gqlOn(second, HELPFUL, { id: ids['Newer review'] }, owner))).toBe('RateLimitedError');
      expect(await helpfulCount(ids['Newer review']!)).toBe(3);
      expect(await helpfulCount(id)).toBe(votes);
      expect(await ctx.t.db.select().from(reviewReports).where(eq(reviewReports.organizationId, busy.org.id))).toEqual([]);
      // the limit is the user's: a colleague still votes
      const colleague = await loginCookie(ctx.t, busy.member.email);
      expect((await gqlOn(second, HELPFUL, { id: ids['Newer review'] }, colleague)).errors).toBeUndefined();
    });

    it("limits a vendor user's review writes and edits the same way, with a 429 page", async () => {
      const { vendor, user } = await createReviewer(ctx.t.db, 'Restless Editor');
      await installSpan(ctx.t.db, { appId, vendorId: vendor.id, fromDaysAgo: 30, toDaysAgo: null });
      const s = await reviewerSession(ctx.t, user.email);
      for (let i = 0; i < REVIEW_ACTIONS_PER_USER.limit; i++)
        expect((await s.post(appId, { rating: '3', title: `Edit ${i}`, body: 'Changing my mind.' })).statusCode).toBe(303);
      const refused = await s.post(appId, { rating: '1', title: 'One edit too many', body: 'Changing my mind.' });
      expect(refused.statusCode).toBe(429);
      expect(refused.body).toContain('Too many review actions.');
      const [mine] = await ctx.t.db.select().from(reviews).where(eq(reviews.vendorId, vendor.id));
      expect(mine!.title).toBe(`Edit ${REVIEW_ACTIONS_PER_USER.limit - 1}`);
    });
  });

  describe('staff moderation in the audit log', () => {
    const PLATFORM = `query($filter: AuditLogFilter) { platformAuditLog(filter: $filter, first: 20) {
      edges { node { action kind description organizationName actor { name } } } } }`;
    const ORG_LOG = `{ auditLog(first: 50) { edges { node { action description byStaff actor { name } } } } }`;
    const platform = async (kind: string) =>
      (await ctx.t.gql(PLATFORM, { filter: { kind } }, ctx.as.admin)).data.platformAuditLog.edges.map((e: any) => e.node);

    it('records hiding a review (in the developer’s log too) and dismissing its reports (staff only)', async () => {
      const { vendor, user } = await createReviewer(ctx.t.db, 'Moderated Tours');
      await installSpan(ctx.t.db, { appId, vendorId: vendor.id, fromDaysAgo: 30, toDaysAgo: null });
      expect(
        (await (await reviewerSession(ctx.t, user.email)).post(appId, { rating: '1', title: 'Buy my app', body: 'Advert.' })).statusCode,
      ).toBe(303);
      const id = String((await ctx.t.db.select().from(reviews).where(eq(reviews.vendorId, vendor.id)))[0]!.id);
      await ctx.t.gql(REPORT, { id, reason: 'Advert' }, ctx.as.globexOwner);
      const dismissed = await ctx.t.gql(`mutation($id: ID!) { reviewReportsDismiss(id: $id) { hidden } }`, { id }, ctx.as.admin);
      expect(dismissed.errors).toBeUndefined();
      const hidden = await ctx.t.gql(
        `mutation($id: ID!, $reason: String!) { reviewHide(id: $id, reason: $reason) { hidden } }`,
        { id, reason: 'Advertising' },
        ctx.as.admin,
      );
      expect(hidden.errors).toBeUndefined();
      expect((await platform('RATINGS')).slice(0, 2)).toEqual([
        {
          action: 'review.hide',
          kind: 'RATINGS',
          description: 'Hid review “Buy my app”: Advertising',
          organizationName: 'Acme',
          actor: { name: expect.any(String) },
        },
        {
          action: 'review.reports.dismiss',
          kind: 'RATINGS',
          description: 'Dismissed the reports of review “Buy my app”',
          organizationName: 'Staff',
          actor: { name: expect.any(String) },
        },
      ]);
      const acmeLog = (await ctx.t.gql(ORG_LOG, {}, ctx.as.acmeOwner)).data.auditLog.edges.map((e: any) => e.node);
      expect(acmeLog.filter((n: any) => n.action.startsWith('review.'))).toEqual([
        { action: 'review.hide', description: 'Hid review “Buy my app”: Advertising', byStaff: true, actor: null },
      ]);
    });

    it('records adding, renaming and retiring a category', async () => {
      const added = await ctx.t.gql(`mutation { categoryCreate(categoryInfo: { name: "Drone photos" }) { id } }`, {}, ctx.as.admin);
      const id = added.data.categoryCreate.id;
      await ctx.t.gql(
        `mutation($id: ID!) { categoryRename(id: $id, categoryInfo: { name: "Aerial photos" }) { id } }`,
        { id },
        ctx.as.admin,
      );
      await ctx.t.gql(`mutation($id: ID!) { categorySetRetired(id: $id, retired: true) { id } }`, { id }, ctx.as.admin);
      expect((await platform('CATEGORIES')).map((n: any) => [n.action, n.description])).toEqual([
        ['category.retire', 'Retired category “Aerial photos”'],
        ['category.rename', 'Renamed category “Drone photos” to “Aerial photos”'],
        ['category.create', 'Added category “Aerial photos”'],
      ]);
      // a refused change records nothing
      expect(
        classification(await ctx.t.gql(`mutation { categoryCreate(categoryInfo: { name: "Sneaky" }) { id } }`, {}, ctx.as.acmeOwner)),
      ).toBe('ForbiddenError');
      expect(await platform('CATEGORIES')).toHaveLength(3);
    });
  });
});
