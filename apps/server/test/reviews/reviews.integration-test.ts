import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRatings, reviewHelpfulVotes, reviewReports, reviews } from '../../src/db/schema/index.ts';
import { classification, fieldMessages, twoOrganizationsAndStaff } from '../apps-session.ts';
import { createListedApp } from '../fixtures.ts';
import { vendorLogin } from '../oauth-support.ts';
import { createReviewer, installSpan, reviewerSession, VENDOR_PASSWORD } from '../support/review-fixtures.ts';

const LISTING = `query($id: ID!, $sorting: ReviewSorting, $after: String, $first: Int) { publicAppListing(id: $id) {
  rating { average count distribution { stars count } }
  reviews(sorting: $sorting, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor }
    edges { node { id rating title body authorName helpfulCount reply { body } } } } } }`;
const PARTNER_REVIEWS = `query($appId: ID) { partnerReviews(appId: $appId) { totalCount edges { node { hidden hiddenReason appName review { id title reply { body } } } } } }`;
const REPLY = `mutation($id: ID!, $body: String!) { reviewReplySave(reviewId: $id, body: $body) { review { reply { body } } } }`;
const REPORT = `mutation($id: ID!, $reason: String!) { reviewReport(reviewId: $id, reason: $reason) }`;
const REPORTED = `{ reportedReviews { totalCount edges { node { review { id title } openReports { reason } } } } }`;
const HIDE = `mutation($id: ID!, $reason: String!) { reviewHide(id: $id, reason: $reason) { hidden hiddenReason } }`;
const HELPFUL = `mutation($id: ID!) { reviewMarkHelpful(reviewId: $id) { helpfulCount } }`;

const review = (rating: number, title = `Rated ${rating}`) => ({
  rating: String(rating),
  title,
  body: `Our team gave it ${rating} stars.`,
});

describe('ratings and reviews', () => {
  const ctx = twoOrganizationsAndStaff();
  let appId: number;
  let listingId: number;
  let otherAppId: number;

  beforeAll(async () => {
    const { app, listing } = await createListedApp(ctx.t.db, { organizationId: ctx.acme.org.id, name: 'Tour Sync' });
    appId = app.id;
    listingId = listing.id;
    otherAppId = (await createListedApp(ctx.t.db, { organizationId: ctx.globex.org.id, name: 'Globex Pay' })).app.id;
  });

  const listing = async (variables: Record<string, unknown> = {}) =>
    (await ctx.t.gql(LISTING, { id: String(listingId), ...variables })).data.publicAppListing;
  const reviewIdOf = async (vendorId: number) => (await ctx.t.db.select().from(reviews).where(eq(reviews.vendorId, vendorId)))[0]!.id;

  describe('who may review', () => {
    it('lets a vendor that has the app installed rate and review it, and shows it on the app page', async () => {
      const { vendor, user } = await createReviewer(ctx.t.db, 'Glacier Walks');
      await installSpan(ctx.t.db, { appId, vendorId: vendor.id, fromDaysAgo: 2, toDaysAgo: null });
      const s = await reviewerSession(ctx.t, user.email);
      const form = await s.page(appId);
      expect(form.statusCode).toBe(200);
      expect(form.body).toContain('Rate Tour Sync');
      const posted = await s.post(appId, review(5, 'Saves us hours'));
      expect(posted.statusCode).toBe(303);
      expect(posted.headers.location).toBe(`/vendor/apps/${appId}/review?notice=created`);
      const shown = await listing();
      expect(shown.rating).toMatchObject({ average: 5, count: 1 });
      expect(shown.reviews.edges.map((e: any) => [e.node.title, e.node.authorName])).toEqual([['Saves us hours', 'Glacier Walks']]);
    });

    it('lets a vendor that had it for at least 7 days within the last year review it after uninstalling', async () => {
      const { vendor, user } = await createReviewer(ctx.t.db, 'Puffin Boats');
      await installSpan(ctx.t.db, { appId, vendorId: vendor.id, fromDaysAgo: 100, toDaysAgo: 60 });
      const s = await reviewerSession(ctx.t, user.email);
      expect((await s.post(appId, review(3))).statusCode).toBe(303);
    });

    it('refuses a vendor that never installed it, had it under 7 days, or more than a year ago, and writes nothing', async () => {
      const never = await createReviewer(ctx.t.db, 'Never Installed');
      const brief = await createReviewer(ctx.t.db, 'Brief Trial');
      await installSpan(ctx.t.db, { appId, vendorId: brief.vendor.id, fromDaysAgo: 20, toDaysAgo: 15 });
      const old = await createReviewer(ctx.t.db, 'Long Ago');
      await installSpan(ctx.t.db, { appId, vendorId: old.vendor.id, fromDaysAgo: 500, toDaysAgo: 370 });
      // a stretch that began before the window counts only for its days inside it: 3 days here
      const edge = await createReviewer(ctx.t.db, 'Edge Of Year');
      await installSpan(ctx.t.db, { appId, vendorId: edge.vendor.id, fromDaysAgo: 400, toDaysAgo: 362 });
      for (const who of [never, brief, old, edge]) {
        const s = await reviewerSession(ctx.t, who.user.email);
        expect((await s.page(appId)).body).toContain('data-testid="review-refusal"');
        const refused = await s.post(appId, review(1));
        expect(refused.statusCode, who.vendor.name).toBe(403);
        expect(refused.body).toContain('had it for at least 7 days in the last year');
      }
      const written = await ctx.t.db.select().from(reviews).where(eq(reviews.appId, appId));
      expect(written.map((r) => r.vendorId)).not.toContain(never.vendor.id);
      expect(written).toHaveLength(2);
    });

    it("refuses the developer's own test vendor", async () => {
      const own = await createReviewer(ctx.t.db, 'Acme Test Vendor', { testForOrganizationId: ctx.acme.org.id });
      await installSpan(ctx.t.db, { appId, vendorId: own.vendor.id, fromDaysAgo: 30, toDaysAgo: null });
      const s = await reviewerSession(ctx.t, own.user.email);
      const refused = await s.post(appId, review(5));
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain('You cannot review your own app');
    });

    it('edits the one review on a second submission instead of adding one', async () => {
      const { vendor, user } = await createReviewer(ctx.t.db, 'Edit Tours');
      await installSpan(ctx.t.db, { appId, vendorId: vendor.id, fromDaysAgo: 10, toDaysAgo: null });
      const s = await reviewerSession(ctx.t, user.email);
      await s.post(appId, review(2, 'First take'));
      const second = await s.post(appId, review(4, 'Second take'));
      expect(second.headers.location).toContain('notice=updated');
      const mine = await ctx.t.db.select().from(reviews).where(eq(reviews.vendorId, vendor.id));
      expect(mine.map((r) => [r.rating, r.title])).toEqual([[4, 'Second take']]);
      expect((await s.page(appId)).body).toContain('value="Second take"');
    });

    it('answers bad input with the form messages and a forged form with 403, changing nothing', async () => {
      const { vendor, user } = await createReviewer(ctx.t.db, 'Careless Tours');
      await installSpan(ctx.t.db, { appId, vendorId: vendor.id, fromDaysAgo: 10, toDaysAgo: null });
      const s = await reviewerSession(ctx.t, user.email);
      const bad = await s.post(appId, { rating: '7', title: ' ', body: 'x'.repeat(4001) });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('Choose a rating from 1 to 5 stars');
      expect(bad.body).toContain('Title is required');
      expect(bad.body).toContain('Max 4000 chars');
      expect((await s.post(appId, review(5), 'forged')).statusCode).toBe(403);
      expect(await ctx.t.db.select().from(reviews).where(eq(reviews.vendorId, vendor.id))).toEqual([]);
    });

    it('shows a missing app for an unpublished or unknown app', async () => {
      const { app } = await createListedApp(ctx.t.db, { organizationId: ctx.acme.org.id, name: 'Draft Thing', status: 'DRAFT' });
      const { user } = await createReviewer(ctx.t.db, 'Curious Tours');
      const s = await reviewerSession(ctx.t, user.email);
      for (const id of [app.id, 999999, 'abc']) expect((await s.page(id)).statusCode).toBe(404);
    });
  });

  describe('the rating kept with the reviews', () => {
    it('keeps average, count and distribution equal to the visible reviews after writes, edits and hiding', async () => {
      const expectRating = async () => {
        const visible = (await ctx.t.db.select().from(reviews).where(eq(reviews.appId, appId))).filter((r) => !r.hiddenAt);
        const shown = await listing();
        expect(shown.rating.count).toBe(visible.length);
        expect(shown.rating.average).toBeCloseTo(visible.reduce((s, r) => s + r.rating, 0) / visible.length, 5);
        expect(shown.rating.distribution).toEqual(
          [5, 4, 3, 2, 1].map((stars) => ({ stars, count: visible.filter((r) => r.rating === stars).length })),
        );
        return shown.rating;
      };
      // so far: 5 (Glacier), 3 (Puffin), 4 (Edit)
      expect(await expectRating()).toMatchObject({ average: 4, count: 3 });
      const hidden = await reviewIdOf((await ctx.t.db.select().from(reviews).where(eq(reviews.title, 'Saves us hours')))[0]!.vendorId);
      const r = await ctx.t.gql(HIDE, { id: String(hidden), reason: 'Advertises another product' }, ctx.as.admin);
      expect(r.data.reviewHide).toEqual({ hidden: true, hiddenReason: 'Advertises another product' });
      expect(await expectRating()).toMatchObject({ average: 3.5, count: 2 });
      expect((await listing()).reviews.edges.map((e: any) => e.node.title)).not.toContain('Saves us hours');
    });

    it('pages the reviews newest first or most helpful first', async () => {
      const first = await listing({ first: 1 });
      expect(first.reviews.totalCount).toBe(2);
      expect(first.reviews.pageInfo.hasNextPage).toBe(true);
      const next = await listing({ first: 1, after: first.reviews.pageInfo.endCursor });
      expect(next.reviews.edges).toHaveLength(1);
      expect(next.reviews.edges[0].node.id).not.toBe(first.reviews.edges[0].node.id);
      const older = next.reviews.edges[0].node.id;
      const { user } = await createReviewer(ctx.t.db, 'Helpful Tours');
      const tourOperator = { cookie: await vendorLogin(ctx.t, user.email, VENDOR_PASSWORD) };
      await ctx.t.gql(HELPFUL, { id: older }, tourOperator);
      await ctx.t.gql(HELPFUL, { id: older }, tourOperator);
      const helpful = await listing({ sorting: 'HELPFUL' });
      expect(helpful.reviews.edges[0].node).toMatchObject({ id: older, helpfulCount: 1 });
      const bad = await ctx.t.gql(LISTING, { id: String(listingId), after: 'garbage' });
      expect(bad.errors?.[0]?.message).toBe('Invalid cursor');
    });

    it('writes no rating row for an app without visible reviews, and shows it (card and page) as no reviews', async () => {
      expect(await ctx.t.db.select().from(appRatings).where(eq(appRatings.appId, otherAppId))).toEqual([]);
      const cards = await ctx.t.gql(`{ publicAppListings { edges { node { name rating { average count distribution { count } } } } } }`);
      expect(cards.errors).toBeUndefined();
      const globex = cards.data.publicAppListings.edges.find((e: any) => e.node.name === 'Globex Pay').node;
      expect(globex.rating).toEqual({ average: null, count: 0, distribution: [0, 0, 0, 0, 0].map((count) => ({ count })) });
    });
  });

  describe('replies, reports and hiding across organisations', () => {
    it('lets the partner read every review of its apps, hidden ones too, and reply once (editable)', async () => {
      const mine = await ctx.t.gql(PARTNER_REVIEWS, {}, ctx.as.acmeMember);
      expect(mine.data.partnerReviews.totalCount).toBe(3);
      expect(mine.data.partnerReviews.edges.find((e: any) => e.node.hidden).node.hiddenReason).toBe('Advertises another product');
      const id = mine.data.partnerReviews.edges.find((e: any) => !e.node.hidden).node.review.id;
      await ctx.t.gql(REPLY, { id, body: 'Thank you!' }, ctx.as.acmeOwner);
      const edited = await ctx.t.gql(REPLY, { id, body: '  Thank you, we fixed it.  ' }, ctx.as.acmeMember);
      expect(edited.data.reviewReplySave.review.reply).toEqual({ body: 'Thank you, we fixed it.' });
      const shown = (await listing()).reviews.edges.find((e: any) => e.node.id === id);
      expect(shown.node.reply).toEqual({ body: 'Thank you, we fixed it.' });
      const empty = await ctx.t.gql(REPLY, { id, body: ' ' }, ctx.as.acmeOwner);
      expect(fieldMessages(empty)).toEqual(['body: Reply is required']);
    });

    it("answers another organisation's review and app exactly as missing ones", async () => {
      const acmeReviewId = (await ctx.t.db.select().from(reviews).where(eq(reviews.appId, appId)))[0]!.id;
      const foreign = await ctx.t.gql(REPLY, { id: String(acmeReviewId), body: 'Hijack' }, ctx.as.globexOwner);
      const missing = await ctx.t.gql(REPLY, { id: '999999', body: 'Hijack' }, ctx.as.globexOwner);
      expect(classification(foreign)).toBe('NotFoundError');
      expect(foreign.errors?.[0]?.message).toBe(missing.errors?.[0]?.message);
      const theirs = await ctx.t.gql(PARTNER_REVIEWS, {}, ctx.as.globexOwner);
      expect(theirs.data.partnerReviews.totalCount).toBe(0);
      const byApp = await ctx.t.gql(PARTNER_REVIEWS, { appId: String(appId) }, ctx.as.globexOwner);
      const noApp = await ctx.t.gql(PARTNER_REVIEWS, { appId: '999999' }, ctx.as.globexOwner);
      expect(classification(byApp)).toBe('NotFoundError');
      expect(byApp.errors?.[0]?.message).toBe(noApp.errors?.[0]?.message);
      expect((await ctx.t.db.select().from(reviews).where(eq(reviews.id, acmeReviewId)))[0]!.replyBody).not.toBe('Hijack');
    });

    it('lets anyone signed in report a review once, and staff alone see the queue and hide', async () => {
      const id = String((await ctx.t.db.select().from(reviews).where(eq(reviews.title, 'Rated 3')))[0]!.id);
      expect(classification(await ctx.t.gql(REPORT, { id, reason: 'Spam' }))).toBe('UnauthorizedError');
      expect(fieldMessages(await ctx.t.gql(REPORT, { id, reason: '' }, ctx.as.globexOwner))).toEqual([
        'reason: Please say what is wrong with this review',
      ]);
      expect((await ctx.t.gql(REPORT, { id, reason: 'Looks fake' }, ctx.as.globexOwner)).data.reviewReport).toBe(true);
      expect((await ctx.t.gql(REPORT, { id, reason: 'Again' }, ctx.as.globexOwner)).data.reviewReport).toBe(true);
      const queue = await ctx.t.gql(REPORTED, {}, ctx.as.admin);
      expect(queue.data.reportedReviews.edges.map((e: any) => [e.node.review.id, e.node.openReports.map((r: any) => r.reason)])).toEqual([
        [id, ['Looks fake']],
      ]);
      expect(classification(await ctx.t.gql(REPORTED, {}, ctx.as.acmeOwner))).toBe('ForbiddenError');
      expect(classification(await ctx.t.gql(HIDE, { id, reason: 'No' }, ctx.as.acmeOwner))).toBe('ForbiddenError');
      expect(fieldMessages(await ctx.t.gql(HIDE, { id, reason: ' ' }, ctx.as.admin))).toEqual(['reason: Please give a reason']);
      await ctx.t.gql(HIDE, { id, reason: 'Not a real customer' }, ctx.as.admin);
      expect((await ctx.t.gql(REPORTED, {}, ctx.as.admin)).data.reportedReviews.totalCount).toBe(0);
      // a hidden review can no longer be reported: it is missing
      expect(classification(await ctx.t.gql(REPORT, { id, reason: 'Still bad' }, ctx.as.acmeOwner))).toBe('NotFoundError');
    });

    it("lets the owner remove a member who replied, voted and reported: the reply stays, the votes and reports stay the organisation's", async () => {
      const [reviewed] = await ctx.t.db.select().from(reviews).where(eq(reviews.replyBody, 'Thank you, we fixed it.'));
      // a vote the member gave while partners could still vote; a report of another developer's app
      await ctx.t.db
        .insert(reviewHelpfulVotes)
        .values({ reviewId: reviewed!.id, organizationId: ctx.acme.org.id, userId: ctx.acme.member.id });
      const { vendor, user } = await createReviewer(ctx.t.db, 'Globex Customer');
      await installSpan(ctx.t.db, { appId: otherAppId, vendorId: vendor.id, fromDaysAgo: 30, toDaysAgo: null });
      expect((await (await reviewerSession(ctx.t, user.email)).post(otherAppId, review(2))).statusCode).toBe(303);
      const otherId = await reviewIdOf(vendor.id);
      expect((await ctx.t.gql(REPORT, { id: String(otherId), reason: 'Looks fake' }, ctx.as.acmeMember)).data.reviewReport).toBe(true);
      const removed = await ctx.t.gql(
        `mutation($id: ID!) { appAccountUserDelete(id: $id) }`,
        { id: String(ctx.acme.member.id) },
        ctx.as.acmeOwner,
      );
      expect(removed.errors).toBeUndefined();
      const [after] = await ctx.t.db.select().from(reviews).where(eq(reviews.id, reviewed!.id));
      expect(after!.replyBody).toBe('Thank you, we fixed it.');
      expect(after!.replyUserId).toBeNull();
      const votes = await ctx.t.db.select().from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.reviewId, reviewed!.id));
      expect(votes.filter((v) => v.organizationId === ctx.acme.org.id).map((v) => v.userId)).toEqual([null]);
      const reports = await ctx.t.db.select().from(reviewReports).where(eq(reviewReports.reviewId, otherId));
      expect(reports.map((r) => [r.organizationId, r.reporterUserId])).toEqual([[ctx.acme.org.id, null]]);
    });
  });
});
