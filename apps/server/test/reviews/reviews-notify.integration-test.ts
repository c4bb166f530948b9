import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, webhookDeliveries } from '../../src/db/schema/index.ts';
import { issueAccessToken } from '../../src/modules/oauth/tokens.ts';
import { classification, loginCookie } from '../apps-session.ts';
import { createListedApp, createTeam } from '../fixtures.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { subscribe } from '../app-api-fixtures.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { createReviewer, installSpan, reviewerSession } from '../support/review-fixtures.ts';

const SETTING = `mutation($on: Boolean!) { reviewMailSettingSave(enabled: $on) }`;
const HIDE = `mutation($id: ID!, $reason: String!) { reviewHide(id: $id, reason: $reason) { hidden } }`;
const API_REVIEWS = `{ reviews { totalCount edges { node { id rating title authorName reply { body } } } } }`;

async function until<T>(check: () => T | null | undefined | false, what: string, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('what a new review sets off', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let appId: number;
  let installationId: number;
  let reviewer: Awaited<ReturnType<typeof createReviewer>>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: smtp.smtpUrl('reviews.test') } });
    team = await createTeam(t.db, 'Review Partner');
    appId = (await createListedApp(t.db, { organizationId: team.org.id, name: 'Guide Planner' })).app.id;
    reviewer = await createReviewer(t.db, 'Lava Tours', { country: 'IS' });
    installationId = (
      await installSpan(t.db, { appId, vendorId: reviewer.vendor.id, fromDaysAgo: 30, toDaysAgo: null, scopes: ['REVIEWS_READ'] })
    ).id;
    await subscribe(t.db, appId, ['REVIEWS_CREATE']);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("e-mails the organisation's members who want it over real SMTP, and queues the reviews/create webhook, once", async () => {
    // the member turns the e-mails off; the owner keeps the default
    const member = await loginCookie(t, team.member.email);
    expect((await t.gql(SETTING, { on: false }, member)).data.reviewMailSettingSave).toBe(false);
    const s = await reviewerSession(t, reviewer.user.email);
    expect((await s.post(appId, { rating: '4', title: 'Solid planner', body: 'Guides love it.' })).statusCode).toBe(303);
    const mail = await until(() => smtp.accepted.find((m) => m.subject.includes('Guide Planner')), 'the new-review mail');
    expect(mail.subject).toBe('New 4-star review of Guide Planner');
    expect(mail.to).toEqual([team.owner.email]);
    const queued = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.topic, 'REVIEWS_CREATE'));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.headers).toMatchObject({ 'x-bokun-topic': 'reviews/create' });
    expect(queued[0]!.payload).toMatchObject({ rating: 4, reviewId: expect.any(String) });
    // an edit is not a new review: no second mail or webhook
    await s.post(appId, { rating: '5', title: 'Solid planner', body: 'Guides love it even more.' });
    await new Promise((r) => setTimeout(r, 1_500));
    expect(smtp.accepted.filter((m) => m.subject.includes('review of Guide Planner'))).toHaveLength(1);
    expect(await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.topic, 'REVIEWS_CREATE'))).toHaveLength(1);
  });

  it('reads the app’s reviews in the App API only with REVIEWS_READ', async () => {
    const call = async (scopes: string[]) => {
      const token = await issueAccessToken(t.db, { installationId, scopes: scopes as never });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { 'content-type': 'application/json', 'x-bokun-app-access-token': token },
        payload: JSON.stringify({ query: API_REVIEWS }),
      });
      return res.json();
    };
    const refused = await call(['BOOKINGS_READ']);
    expect(classification(refused)).toBe('ForbiddenError');
    expect(refused.errors[0].extensions.requiredScope).toBe('REVIEWS_READ');
    const read = await call(['REVIEWS_READ']);
    expect(read.data.reviews.totalCount).toBe(1);
    expect(read.data.reviews.edges[0].node).toMatchObject({ rating: 5, title: 'Solid planner', authorName: 'Lava Tours', reply: null });
  });

  it('tells the author by e-mail when staff hide the review, and the App API stops listing it', async () => {
    const staff = await createTeam(t.db, 'Platform Staff', { ownerAdmin: true });
    const admin = await loginCookie(t, staff.owner.email);
    const [{ id }] = await t.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.appId, appId));
    expect((await t.gql(HIDE, { id: String(id), reason: 'Contains a phone number' }, admin)).data.reviewHide.hidden).toBe(true);
    const told = await until(() => smtp.accepted.find((m) => m.to.includes(reviewer.user.email)), 'the hidden-review mail');
    expect(told.subject).toBe('Your review of Guide Planner has been hidden');
    const token = await issueAccessToken(t.db, { installationId, scopes: ['REVIEWS_READ'] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json', 'x-bokun-app-access-token': token },
      payload: JSON.stringify({ query: API_REVIEWS }),
    });
    expect(res.json().data.reviews).toMatchObject({ totalCount: 0, edges: [] });
  });

  it('sends reviews/create only through a live installation: a vendor that uninstalled the app may review it, unheard by the app', async () => {
    const other = await createListedApp(t.db, { organizationId: team.org.id, name: 'Trail Planner' });
    await subscribe(t.db, other.app.id, ['REVIEWS_CREATE']);
    const deliveriesOf = async (vendorId: number) =>
      (await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.topic, 'REVIEWS_CREATE'))).filter(
        (d) => d.vendorId === vendorId,
      );
    // used for 30 days with REVIEWS_READ, uninstalled 5 days ago: still allowed to review
    const former = await createReviewer(t.db, 'Former Tours');
    await installSpan(t.db, { appId: other.app.id, vendorId: former.vendor.id, fromDaysAgo: 35, toDaysAgo: 5, scopes: ['REVIEWS_READ'] });
    const current = await createReviewer(t.db, 'Current Tours');
    await installSpan(t.db, {
      appId: other.app.id,
      vendorId: current.vendor.id,
      fromDaysAgo: 30,
      toDaysAgo: null,
      scopes: ['REVIEWS_READ'],
    });
    for (const { user } of [former, current]) {
      const s = await reviewerSession(t, user.email);
      expect((await s.post(other.app.id, { rating: '3', title: 'Fine planner', body: 'It did the job.' })).statusCode).toBe(303);
    }
    expect(await t.db.select().from(reviews).where(eq(reviews.appId, other.app.id))).toHaveLength(2);
    expect(await deliveriesOf(former.vendor.id)).toEqual([]);
    expect(await deliveriesOf(current.vendor.id)).toHaveLength(1);
    // the developer still hears of both reviews by e-mail
    await until(
      () => smtp.accepted.filter((m) => m.subject === 'New 3-star review of Trail Planner').length === 2,
      'both new-review mails',
    );
  });
});
