import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { appReviewEvents, apps, devMails, vendors } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { mailSent } from '../support/mail.ts';
import { completeTestInstallation, createListing, createTeam } from '../fixtures.ts';
import { APP, CREATE, DELETE, SUBMIT, classification, fieldMessages, loginCookie, readyApp } from '../apps-session.ts';

const QUEUE = `{ appReviewQueue { totalCount edges { node { id name organization { businessName } validationReport { valid } listings { id name } } } } }`;
const APPROVE = `mutation($id: ID!) { appReviewApprove(id: $id) { id status } }`;
const REJECT = `mutation($id: ID!, $reason: String!) { appReviewReject(id: $id, reason: $reason) { id status reviewReason } }`;
const UNPUBLISH = `mutation($id: ID!, $reason: String) { appUnpublish(id: $id, reason: $reason) { id status } }`;
const REVIEW_APP = `query($id: ID!) { appReviewApp(id: $id) { id name lastReviewEvent { decision reason } } }`;
const STORE = `{ publicAppListings(first: 100) { edges { node { appId name } } } }`;
const LINK = `mutation($appId: ID!, $vendorId: ID!) { appCustomLinkToVendor(appId: $appId, vendorId: $vendorId) { id linkedVendor { id name } canDelete } }`;
const PUBLISH = `mutation($appId: ID!) { appCustomPublish(appId: $appId) { id status customPublished listingLocked pricingLocked } }`;
const VENDORS = `query($q: String, $after: String) { appVendorSearch(query: $q, after: $after) { totalCount edges { node { id name country countryName } } pageInfo { hasNextPage endCursor } } }`;

describe('staff review and custom apps', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof createTeam>>;
  let as: Record<'acme' | 'staff', { cookie: string }>;

  const storeAppIds = async () => (await t.gql(STORE)).data.publicAppListings.edges.map((e: { node: { appId: string } }) => e.node.appId);
  const mailsTo = async (to: string) => {
    await mailSent(t.db);
    return (await t.db.select().from(devMails).orderBy(desc(devMails.id))).filter((m) => m.to === to);
  };

  async function submittedApp(name: string) {
    const app = (await t.gql(CREATE, { a: readyApp(name) }, as.acme)).data.appCreate;
    await createListing(t.db, Number(app.id), { name });
    await completeTestInstallation(t.db, app);
    expect((await t.gql(SUBMIT, { id: app.id }, as.acme)).data.appSubmitForReview.status).toBe('IN_REVIEW');
    return app as { id: string };
  }

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createTeam(t.db, 'Acme');
    const staff = await createTeam(t.db, 'Platform', { ownerAdmin: true });
    as = { acme: await loginCookie(t, acme.owner.email), staff: await loginCookie(t, staff.owner.email) };
  });
  afterAll(() => t.close());

  it('keeps the review queue and decisions to staff', async () => {
    const app = await submittedApp('Guarded');
    expect(classification(await t.gql(QUEUE, {}, as.acme))).toBe('ForbiddenError');
    expect(classification(await t.gql(APPROVE, { id: app.id }, as.acme))).toBe('ForbiddenError');
    expect(classification(await t.gql(REJECT, { id: app.id, reason: 'no' }, as.acme))).toBe('ForbiddenError');
    expect(classification(await t.gql(REVIEW_APP, { id: app.id }, as.acme))).toBe('ForbiddenError');
    expect((await t.gql(APP, { id: app.id }, as.acme)).data.app.status).toBe('IN_REVIEW');
  });

  it('approves: the app is in the store at once and the organisation is e-mailed', async () => {
    const app = await submittedApp('Approved App');
    const queue = (await t.gql(QUEUE, {}, as.staff)).data.appReviewQueue;
    const queued = queue.edges.find((e: { node: { id: string } }) => e.node.id === app.id).node;
    expect(queued).toMatchObject({
      name: 'Approved App',
      organization: { businessName: 'Acme' },
      validationReport: { valid: true },
      listings: [{ name: 'Approved App' }],
    });
    expect(await storeAppIds()).not.toContain(app.id);
    expect((await t.gql(APPROVE, { id: app.id }, as.staff)).data.appReviewApprove.status).toBe('PUBLISHED');
    expect(await storeAppIds()).toContain(app.id);
    expect(classification(await t.gql(APPROVE, { id: app.id }, as.staff))).toBe('ConflictError');
    const [mail] = await mailsTo(acme.owner.email);
    expect(mail!.subject).toContain('Approved App');
    expect(mail!.text).toContain(`http://store.test/extranet/apps/${app.id}/dashboard`);
  });

  it('rejects with a reason the partner sees and receives', async () => {
    const app = await submittedApp('Rejected App');
    expect(fieldMessages(await t.gql(REJECT, { id: app.id, reason: '   ' }, as.staff))).toEqual(['input: Please give a reason']);
    const r = await t.gql(REJECT, { id: app.id, reason: 'Screenshots show another product.' }, as.staff);
    expect(r.data.appReviewReject).toMatchObject({ status: 'REJECTED', reviewReason: 'Screenshots show another product.' });
    expect((await t.gql(APP, { id: app.id }, as.acme)).data.app.reviewReason).toBe('Screenshots show another product.');
    const [mail] = await mailsTo(acme.owner.email);
    expect(mail!.text).toContain('Screenshots show another product.');
    expect(await storeAppIds()).not.toContain(app.id);
    const events = await t.db
      .select()
      .from(appReviewEvents)
      .where(eq(appReviewEvents.appId, Number(app.id)))
      .orderBy(appReviewEvents.id);
    expect(events.map((e) => e.decision)).toEqual(['SUBMITTED', 'REJECTED']);
  });

  it('unpublishes (staff with a reason, or the partner withdrawing): the app leaves the store and can be submitted again', async () => {
    const app = await submittedApp('Short Lived');
    await t.gql(APPROVE, { id: app.id }, as.staff);
    expect((await t.gql(UNPUBLISH, { id: app.id, reason: 'Broken install link' }, as.staff)).data.appUnpublish.status).toBe('UNPUBLISHED');
    expect(await storeAppIds()).not.toContain(app.id);
    expect((await mailsTo(acme.owner.email))[0]!.text).toContain('Broken install link');
    expect((await t.gql(SUBMIT, { id: app.id }, as.acme)).data.appSubmitForReview.status).toBe('IN_REVIEW');
    await t.gql(APPROVE, { id: app.id }, as.staff);
    expect((await t.gql(UNPUBLISH, { id: app.id }, as.acme)).data.appUnpublish.status).toBe('UNPUBLISHED');
    expect((await t.gql(REVIEW_APP, { id: app.id }, as.staff)).data.appReviewApp.lastReviewEvent).toEqual({
      decision: 'WITHDRAWN',
      reason: null,
    });
    expect((await t.gql(DELETE, { id: app.id }, as.acme)).data.appDelete).toBe(true);
  });

  it('shows staff the access an app asks for, and what its developer changed since staff approved it', async () => {
    const ACCESS = `query($id: ID!) { appReviewApp(id: $id) { access { version scopes publishedVersion versions { version scopes } } } }`;
    const access = async (id: string) => (await t.gql(ACCESS, { id }, as.staff)).data.appReviewApp.access;
    const app = await submittedApp('Access Review');
    // created without a choice: it asks for nothing, and was never approved
    expect(await access(app.id)).toEqual({ version: 1, scopes: [], publishedVersion: null, versions: [{ version: 1, scopes: [] }] });
    expect((await t.gql(APPROVE, { id: app.id }, as.staff)).data.appReviewApprove.status).toBe('PUBLISHED');
    expect((await access(app.id)).publishedVersion).toBe(1);
    // a published app changes its access without a new review: staff see it against the approved version
    const widen = `mutation($id: ID!) { appAccessUpdate(appId: $id, input: { scopes: ["CUSTOMERS_READ", "CUSTOMERS_CONTACT_READ"] }) { id } }`;
    expect((await t.gql(widen, { id: app.id }, as.acme)).errors).toBeUndefined();
    expect(await access(app.id)).toMatchObject({ version: 2, scopes: ['CUSTOMERS_READ', 'CUSTOMERS_CONTACT_READ'], publishedVersion: 1 });
    expect((await t.gql(UNPUBLISH, { id: app.id }, as.acme)).data.appUnpublish.status).toBe('UNPUBLISHED');
    expect((await t.gql(SUBMIT, { id: app.id }, as.acme)).data.appSubmitForReview.status).toBe('IN_REVIEW');
    expect((await access(app.id)).publishedVersion).toBe(1);
  });

  it('searches real vendors by name, 10 a page, without partners’ test vendors', async () => {
    const zetaOrg = (await createTeam(t.db, 'Zeta Org')).org;
    const test = await t.db
      .insert(vendors)
      .values({ name: 'Zeta Test Vendor', domain: 'zeta-test', country: 'IS', testForOrganizationId: zetaOrg.id })
      .returning();
    await t.db
      .insert(vendors)
      .values(
        Array.from({ length: 12 }, (_, i) => ({ name: `Zeta Tours ${String(i).padStart(2, '0')}`, domain: `zeta-${i}`, country: 'TW' })),
      );
    const first = (await t.gql(VENDORS, { q: 'zeta' }, as.acme)).data.appVendorSearch;
    expect(first.totalCount).toBe(12);
    expect(first.edges).toHaveLength(10);
    expect(first.edges[0].node).toMatchObject({ name: 'Zeta Tours 00', country: 'TW', countryName: 'Taiwan' });
    const second = (await t.gql(VENDORS, { q: 'zeta', after: first.pageInfo.endCursor }, as.acme)).data.appVendorSearch;
    expect(second.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(['Zeta Tours 10', 'Zeta Tours 11']);
    expect(JSON.stringify([first, second])).not.toContain(test[0]!.name);
    expect(classification(await t.gql(VENDORS, { q: 'zeta' }))).toBe('UnauthorizedError');
  });

  it('links a custom app to one vendor (needs a listing, irreversible) and publishes it', async () => {
    const [vendor, other] = await t.db
      .insert(vendors)
      .values([
        { name: 'Custom Tours', domain: 'custom-tours', country: 'NO' },
        { name: 'Other Tours', domain: 'other-tours', country: 'NO' },
      ])
      .returning();
    const app = (await t.gql(CREATE, { a: { ...readyApp('Bespoke'), type: 'CUSTOM' } }, as.acme)).data.appCreate;
    expect(classification(await t.gql(SUBMIT, { id: app.id }, as.acme))).toBe('ConflictError');
    expect(classification(await t.gql(PUBLISH, { appId: app.id }, as.acme))).toBe('ConflictError');
    const noListing = await t.gql(LINK, { appId: app.id, vendorId: String(vendor!.id) }, as.acme);
    expect(noListing.errors?.[0]?.message).toBe('Please create a listing for your app first.');
    await createListing(t.db, Number(app.id));
    const [testVendor] = await t.db
      .insert(vendors)
      .values({
        name: 'Acme Test',
        domain: 'acme-test',
        country: 'IS',
        testForOrganizationId: (await createTeam(t.db, 'Other Org')).org.id,
      })
      .returning();
    expect(classification(await t.gql(LINK, { appId: app.id, vendorId: String(testVendor!.id) }, as.acme))).toBe('NotFoundError');
    const linked = (await t.gql(LINK, { appId: app.id, vendorId: String(vendor!.id) }, as.acme)).data.appCustomLinkToVendor;
    expect(linked).toMatchObject({ linkedVendor: { id: String(vendor!.id), name: 'Custom Tours' }, canDelete: false });
    expect(classification(await t.gql(LINK, { appId: app.id, vendorId: String(other!.id) }, as.acme))).toBe('ConflictError');
    expect(classification(await t.gql(DELETE, { id: app.id }, as.acme))).toBe('ConflictError');
    const published = (await t.gql(PUBLISH, { appId: app.id }, as.acme)).data.appCustomPublish;
    expect(published).toMatchObject({ status: 'PUBLISHED', customPublished: true, listingLocked: true, pricingLocked: true });
    expect(classification(await t.gql(PUBLISH, { appId: app.id }, as.acme))).toBe('ConflictError');
    expect(await storeAppIds()).not.toContain(app.id);
    const [row] = await t.db
      .select()
      .from(apps)
      .where(eq(apps.id, Number(app.id)));
    expect(row!.linkedVendorId).toBe(vendor!.id);
  });

  it('links once even when two links race', async () => {
    const [a, b] = await t.db
      .insert(vendors)
      .values([
        { name: 'Race A', domain: 'race-a', country: 'IS' },
        { name: 'Race B', domain: 'race-b', country: 'IS' },
      ])
      .returning();
    const app = (await t.gql(CREATE, { a: { ...readyApp('Racer'), type: 'CUSTOM' } }, as.acme)).data.appCreate;
    await createListing(t.db, Number(app.id));
    const results = await Promise.all([a, b].map((v) => t.gql(LINK, { appId: app.id, vendorId: String(v!.id) }, as.acme)));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    const winner = results.find((r) => !r.errors)!.data.appCustomLinkToVendor.linkedVendor.id;
    const [row] = await t.db
      .select()
      .from(apps)
      .where(eq(apps.id, Number(app.id)));
    expect(String(row!.linkedVendorId)).toBe(winner);
  });
});
