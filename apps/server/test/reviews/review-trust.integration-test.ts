import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { apps, reviewHelpfulVotes, reviewReports, reviews } from '../../src/db/schema/index.ts';
import { encryptSecret } from '../../src/lib/crypto.ts';
import { catalogVersion } from '../../src/modules/catalog/catalog.cache.ts';
import { OPEN_PARTNER_REPORTS_PER_REVIEW } from '../../src/modules/reviews/reviews.queries.ts';
import { OWN_APP_REPORT, PARTNER_HELPFUL } from '../../src/modules/reviews/reviews.service.ts';
import { REVIEW_ACTIONS_PER_USER } from '../../src/modules/reviews/reviews.throttle.ts';
import { classification, loginCookie, twoOrganizationsAndStaff } from '../apps-session.ts';
import { createListedApp, createTeam } from '../fixtures.ts';
import { vendorLogin } from '../oauth-support.ts';
import { catalogRequest } from '../support/catalog.ts';
import { createReviewer, installSpan, reviewerSession, VENDOR_PASSWORD } from '../support/review-fixtures.ts';

const HELPFUL = `mutation($id: ID!) { reviewMarkHelpful(reviewId: $id) { id helpfulCount } }`;
const REPORT = `mutation($id: ID!, $reason: String!) { reviewReport(reviewId: $id, reason: $reason) }`;
const REPORTED = `{ reportedReviews { edges { node { review { id } openReports { reason } } } } }`;
const DISGUISE = `mutation($id: ID!) { appAccountUserChangeOrg(id: $id) { orgId } }`;
const MOST_HELPFUL = `query MostHelpful($id: ID!) { publicAppListing(id: $id) {
  reviews(sorting: HELPFUL) { edges { node { title helpfulCount } } } } }`;

type Answer = { data?: any; errors?: { message: string; extensions: { classification: string; retryAfterSeconds?: number } }[] };

/**
 * Helpful counts tour operators only, once per vendor; reports count once per organisation or vendor, never from the
 * app's own organisation, and only a few organisations' reports wait per review; reviewing actions are throttled.
 */
describe('review trust', () => {
  const ctx = twoOrganizationsAndStaff();
  let listingId: number;
  let appId: number;
  const ids: Record<string, string> = {};
  /** A signed-in user of a new vendor (a tour operator), as `{ cookie }` for t.gql. */
  const tourOperator = async (name: string) => {
    const { vendor, user } = await createReviewer(ctx.t.db, name);
    return { vendor, as: { cookie: await vendorLogin(ctx.t, user.email, VENDOR_PASSWORD) } };
  };
  /** The review a new vendor that has used the app for a month writes; answers its id. */
  const newReview = async (onAppId: number, vendorName: string, title: string) => {
    const { vendor, user } = await createReviewer(ctx.t.db, vendorName);
    await installSpan(ctx.t.db, { appId: onAppId, vendorId: vendor.id, fromDaysAgo: 30, toDaysAgo: null });
    const s = await reviewerSession(ctx.t, user.email);
    expect((await s.post(onAppId, { rating: '2', title, body: 'Not for us.' })).statusCode).toBe(303);
    return String((await ctx.t.db.select().from(reviews).where(eq(reviews.vendorId, vendor.id)))[0]!.id);
  };
  /** A new organisation's owner, signed in. */
  const newPartner = async (name: string) => loginCookie(ctx.t, (await createTeam(ctx.t.db, name)).owner.email);
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

  describe('Helpful counts tour operators only', () => {
    it('refuses Helpful from every partner user (the app’s own organisation, another, a new one, staff) and counts nothing', async () => {
      const id = ids['Older review']!;
      const partners = [ctx.as.acmeOwner, ctx.as.acmeMember, ctx.as.globexOwner, ctx.as.admin, await newPartner('Fresh Sign-up')];
      for (const who of partners) {
        const answer = await ctx.t.gql(HELPFUL, { id }, who);
        expect(classification(answer)).toBe('ForbiddenError');
        expect(answer.errors![0]!.message).toBe(PARTNER_HELPFUL);
      }
      expect(await helpfulCount(id)).toBe(0);
      expect(
        await ctx.t.db
          .select()
          .from(reviewHelpfulVotes)
          .where(eq(reviewHelpfulVotes.reviewId, Number(id))),
      ).toEqual([]);
      // a tour operator's mark counts
      const tours = await tourOperator('Helpful Tours');
      expect((await ctx.t.gql(HELPFUL, { id }, tours.as)).data.reviewMarkHelpful.helpfulCount).toBe(1);
    });
  });

  describe('reports across organisations', () => {
    it('refuses a report from the app’s own organisation, any of its members or staff acting for it, and writes nothing', async () => {
      const id = ids['Newer review']!;
      for (const who of [ctx.as.acmeOwner, ctx.as.acmeMember]) {
        const answer = await ctx.t.gql(REPORT, { id, reason: 'Unfair to us' }, who);
        expect(classification(answer)).toBe('ForbiddenError');
        expect(answer.errors![0]!.message).toBe(OWN_APP_REPORT);
      }
      expect((await ctx.t.gql(DISGUISE, { id: String(ctx.acme.org.id) }, ctx.as.admin)).errors).toBeUndefined();
      expect(classification(await ctx.t.gql(REPORT, { id, reason: 'As Acme' }, ctx.as.admin))).toBe('ForbiddenError');
      await ctx.t.gql(DISGUISE, { id: String(ctx.staff.org.id) }, ctx.as.admin);
      expect(
        await ctx.t.db
          .select()
          .from(reviewReports)
          .where(eq(reviewReports.reviewId, Number(id))),
      ).toEqual([]);
      expect(await openReportsOf(id)).toBe(0);
    });

    it('refuses a second vote or report of one organisation in the database itself (unique keys)', async () => {
      const id = Number(ids['Older review']);
      // partners' votes from before only tour operators could vote keep their key
      await ctx.t.db.insert(reviewHelpfulVotes).values({ reviewId: id, organizationId: ctx.acme.org.id, userId: ctx.acme.owner.id });
      await expect(
        ctx.t.db.insert(reviewHelpfulVotes).values({ reviewId: id, organizationId: ctx.acme.org.id, userId: ctx.acme.member.id }),
      ).rejects.toThrow();
      await ctx.t.db.delete(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.organizationId, ctx.acme.org.id));
      await ctx.t.db.insert(reviewReports).values({ reviewId: id, organizationId: ctx.staff.org.id, reason: 'First' });
      await expect(
        ctx.t.db.insert(reviewReports).values({ reviewId: id, organizationId: ctx.staff.org.id, reason: 'Second' }),
      ).rejects.toThrow();
      await ctx.t.db.delete(reviewReports).where(eq(reviewReports.reviewId, id));
    });

    it('keeps one report per organisation in the staff queue, the first one sent', async () => {
      const id = ids['Newer review']!;
      const globexMember = await loginCookie(ctx.t, ctx.globex.member.email);
      expect((await ctx.t.gql(REPORT, { id, reason: 'Looks fake' }, ctx.as.globexOwner)).data.reviewReport).toBe(true);
      expect((await ctx.t.gql(REPORT, { id, reason: 'Really fake' }, globexMember)).data.reviewReport).toBe(true);
      expect((await ctx.t.gql(REPORT, { id, reason: 'Spam' }, await newPartner('Second Reporter'))).data.reviewReport).toBe(true);
      const queue = await ctx.t.gql(REPORTED, {}, ctx.as.admin);
      expect(queue.data.reportedReviews.edges.map((e: any) => [e.node.review.id, e.node.openReports.map((r: any) => r.reason)])).toEqual([
        [id, ['Looks fake', 'Spam']],
      ]);
      expect(await openReportsOf(id)).toBe(2);
    });

    it(`queues at most ${OPEN_PARTNER_REPORTS_PER_REVIEW} organisations’ reports of a review, whatever their number; more answer true and change nothing`, async () => {
      const target = await createListedApp(ctx.t.db, { organizationId: ctx.acme.org.id, name: 'Pile Target' });
      const id = await newReview(target.app.id, 'Piled Tours', 'Piled review');
      const reasons = Array.from({ length: OPEN_PARTNER_REPORTS_PER_REVIEW + 3 }, (_, i) => `Pile ${i + 1}`);
      for (const reason of reasons)
        expect((await ctx.t.gql(REPORT, { id, reason }, await newPartner(reason))).data.reviewReport, reason).toBe(true);
      const waiting = async () => {
        const queue = await ctx.t.gql(REPORTED, {}, ctx.as.admin);
        return queue.data.reportedReviews.edges.find((e: any) => e.node.review.id === id)?.node.openReports.map((r: any) => r.reason) ?? [];
      };
      expect(await waiting()).toEqual(reasons.slice(0, OPEN_PARTNER_REPORTS_PER_REVIEW));
      expect(await openReportsOf(id)).toBe(OPEN_PARTNER_REPORTS_PER_REVIEW);
      // a tour operator's report still waits beside them: vendors cannot be signed up at will
      expect((await ctx.t.gql(REPORT, { id, reason: 'From a vendor' }, (await tourOperator('Reporting Tours')).as)).data.reviewReport).toBe(
        true,
      );
      expect(await openReportsOf(id)).toBe(OPEN_PARTNER_REPORTS_PER_REVIEW + 1);
      // staff's decision closes them; a new organisation's report waits again, one that reported before cannot
      const dismissed = await ctx.t.gql(`mutation($id: ID!) { reviewReportsDismiss(id: $id) { hidden } }`, { id }, ctx.as.admin);
      expect(dismissed.errors).toBeUndefined();
      const again = await loginCookie(ctx.t, 'owner@pile-1.test');
      expect((await ctx.t.gql(REPORT, { id, reason: 'Pile 1 again' }, again)).data.reviewReport).toBe(true);
      expect((await ctx.t.gql(REPORT, { id, reason: 'Later' }, await newPartner('Later Reporter'))).data.reviewReport).toBe(true);
      expect(await waiting()).toEqual(['Later']);
    });
  });

  describe('the store shows votes at once', () => {
    it('reorders the cached most-helpful reviews after a vote', async () => {
      const titles = async () => {
        const answer = await catalogRequest(ctx.t, MOST_HELPFUL, { id: String(listingId) });
        return { cache: answer.cache, order: answer.body.data.publicAppListing.reviews.edges.map((e: any) => e.node.title) };
      };
      // Older: 1 vote (Helpful Tours), Newer: 0
      expect((await titles()).order).toEqual(['Older review', 'Newer review']);
      expect(await titles()).toEqual({ cache: 'hit', order: ['Older review', 'Newer review'] });
      for (const name of ['Reorder Tours', 'Second Reorder Tours'])
        expect((await ctx.t.gql(HELPFUL, { id: ids['Newer review'] }, (await tourOperator(name)).as)).errors).toBeUndefined();
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
      const cookie = await newPartner('Quiet Reporter');
      expect(await moves(async () => expect((await ctx.t.gql(REPORT, { id, reason: 'Odd' }, cookie)).data.reviewReport).toBe(true))).toBe(
        false,
      );
      expect(await openReportsOf(id)).toBe(1);
      expect(await moves(() => ctx.t.gql(`mutation($id: ID!) { reviewReportsDismiss(id: $id) { hidden } }`, { id }, ctx.as.admin))).toBe(
        false,
      );
      const voter = await tourOperator('Version Tours');
      expect(await moves(() => ctx.t.gql(HELPFUL, { id }, voter.as))).toBe(true);
    });
  });

  describe('staff disguised as partners', () => {
    it("counts a staff member's report for the staff organisation, whichever organisation they act for", async () => {
      const id = ids['Older review']!;
      const before = await openReportsOf(id);
      for (const name of ['Disguise One', 'Disguise Two']) {
        const team = await createTeam(ctx.t.db, name);
        expect((await ctx.t.gql(DISGUISE, { id: String(team.org.id) }, ctx.as.admin)).errors).toBeUndefined();
        expect((await ctx.t.gql(REPORT, { id, reason: `As ${name}` }, ctx.as.admin)).data.reviewReport).toBe(true);
      }
      await ctx.t.gql(DISGUISE, { id: String(ctx.staff.org.id) }, ctx.as.admin);
      expect(await openReportsOf(id)).toBe(before + 1);
      const reports = await ctx.t.db
        .select()
        .from(reviewReports)
        .where(eq(reviewReports.reviewId, Number(id)));
      expect(reports.filter((r) => r.reporterUserId === ctx.staff.owner.id).map((r) => [r.organizationId, r.reason])).toEqual([
        [ctx.staff.org.id, 'As Disguise One'],
      ]);
    });
  });

  describe('staff disguised as partners, on their test vendors', () => {
    it('lets no test vendor session count, so disguises cannot stack votes through test installations', async () => {
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
      const busy = await createTeam(ctx.t.db, 'Busy Reporters');
      const owner = await loginCookie(ctx.t, busy.owner.email);
      const id = ids['Older review']!;
      const servers = [ctx.t.app, second];
      // the first report waits for staff; its repeats answer alike and change nothing, but each is an action
      for (let i = 0; i < REVIEW_ACTIONS_PER_USER.limit; i++) {
        const answer = await gqlOn(servers[i % 2]!, REPORT, { id, reason: `Report ${i + 1}` }, owner);
        expect(answer.errors, `action ${i + 1}`).toBeUndefined();
      }
      for (const server of servers) {
        const refused = await gqlOn(server, REPORT, { id: ids['Newer review'], reason: 'One too many' }, owner);
        expect(classification(refused)).toBe('RateLimitedError');
        expect(refused.errors![0]!.message).toMatch(/^Too many review actions\. Try again in \d+ minutes?\.$/);
        expect(refused.errors![0]!.extensions.retryAfterSeconds).toBeGreaterThan(0);
      }
      const reportsOf = (organizationId: number) =>
        ctx.t.db.select().from(reviewReports).where(eq(reviewReports.organizationId, organizationId));
      expect((await reportsOf(busy.org.id)).map((r) => [String(r.reviewId), r.reason])).toEqual([[id, 'Report 1']]);
      // the limit is the user's: a colleague still reports
      const colleague = await loginCookie(ctx.t, busy.member.email);
      expect((await gqlOn(second, REPORT, { id: ids['Newer review'], reason: 'From a colleague' }, colleague)).errors).toBeUndefined();
      expect((await reportsOf(busy.org.id)).map((r) => r.reason)).toEqual(['Report 1', 'From a colleague']);
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
