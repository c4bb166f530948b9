import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apps, auditLog, installations, organizations, vendors } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { completeTestInstallation, createListing, createTeam } from '../fixtures.ts';
import { APP, CREATE, DELETE, REPORT, SUBMIT, UPDATE, classification, fieldMessages, loginCookie, readyApp } from '../apps-session.ts';

const LIST = `query($first: Int, $after: String) { apps(first: $first, after: $after) { totalCount edges { node { id name } } pageInfo { hasNextPage endCursor } } }`;
const REVEAL = `mutation($id: ID!) { appCredentialsReveal(id: $id) { apiKey secretKey } }`;
const ROTATE = `mutation($id: ID!) { appSecretKeyRotate(id: $id) { apiKey secretKey } }`;

describe('apps', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof createTeam>>;
  let as: { acme: { cookie: string }; member: { cookie: string }; globex: { cookie: string } };

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createTeam(t.db, 'Acme');
    const globex = await createTeam(t.db, 'Globex');
    as = {
      acme: await loginCookie(t, acme.owner.email),
      member: await loginCookie(t, acme.member.email),
      globex: await loginCookie(t, globex.owner.email),
    };
  });
  afterAll(() => t.close());

  it('asks for a session', async () => {
    expect(classification(await t.gql(LIST))).toBe('UnauthorizedError');
    expect(classification(await t.gql(CREATE, { a: readyApp('Nope') }))).toBe('UnauthorizedError');
  });

  it('creates an app with the spec defaults and fresh credentials', async () => {
    const r = await t.gql(CREATE, { a: { name: 'Tour Sync', apiContactEmail: 'dev@acme.test' } }, as.member);
    expect(r.errors).toBeUndefined();
    const app = r.data.appCreate;
    expect(app).toMatchObject({
      type: 'PUBLIC',
      status: 'DRAFT',
      chargeType: 'FREE_TO_INSTALL',
      oneTimeChargeAmount: 0,
      freeTrialDays: 0,
      installationCountries: [],
    });
    expect(app.apiCredentials.apiKey).toMatch(/^[\w-]{20,}$/);
    expect(app.apiCredentials.secretKey).toMatch(/^•+[\w-]{4}$/);
    const other = (await t.gql(CREATE, { a: { name: 'Other', apiContactEmail: 'dev@acme.test' } }, as.acme)).data.appCreate;
    expect(other.apiCredentials.apiKey).not.toBe(app.apiCredentials.apiKey);
  });

  it('keeps the secret encrypted, reveals it on request and rotates it', async () => {
    const app = (await t.gql(CREATE, { a: readyApp('Secretive') }, as.acme)).data.appCreate;
    const revealed = (await t.gql(REVEAL, { id: app.id }, as.acme)).data.appCredentialsReveal;
    expect(revealed.apiKey).toBe(app.apiCredentials.apiKey);
    expect(app.apiCredentials.secretKey.endsWith(revealed.secretKey.slice(-4))).toBe(true);
    const [row] = await t.db
      .select()
      .from(apps)
      .where(eq(apps.id, Number(app.id)));
    expect(row!.secretKeyEncrypted).not.toContain(revealed.secretKey);
    const rotated = (await t.gql(ROTATE, { id: app.id }, as.acme)).data.appSecretKeyRotate;
    expect(rotated.secretKey).not.toBe(revealed.secretKey);
    expect((await t.gql(REVEAL, { id: app.id }, as.acme)).data.appCredentialsReveal.secretKey).toBe(rotated.secretKey);
    const actions = (
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(app.id)))
    ).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['app.credentials.reveal', 'app.credentials.rotate']));
  });

  it('answers bad input with the spec messages and stores nothing', async () => {
    const before = (await t.db.select().from(apps)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '', apiContactEmail: 'a@b.co' }, 'name: Name is required'],
      [{ name: 'x'.repeat(31), apiContactEmail: 'a@b.co' }, 'name: Max 30 chars'],
      [{ name: 'A', apiContactEmail: 'a@b.co', appUrl: 'not a url' }, 'appUrl: Must be a valid URL'],
      [{ name: 'A', apiContactEmail: 'a@b.co', appUrl: `https://x.co/${'a'.repeat(250)}` }, 'appUrl: Max 255 chars'],
      [
        { name: 'A', apiContactEmail: 'a@b.co', redirectUrlWhitelist: `https://x.co/${'a'.repeat(1000)}` },
        'redirectUrlWhitelist: Max 1000 chars',
      ],
      [{ name: 'A' }, 'apiContactEmail: API Contact Email is required'],
      [{ name: 'A', apiContactEmail: 'nope' }, 'apiContactEmail: API Contact Email is not a valid email address'],
      [{ name: 'A', apiContactEmail: 'a@b.co', chargeType: 'ONE_TIME' }, 'oneTimeChargeAmount: Must enter the one time charge amount'],
      [
        { name: 'A', apiContactEmail: 'a@b.co', chargeType: 'ONE_TIME', oneTimeChargeAmount: 0 },
        'oneTimeChargeAmount: Must be larger than zero',
      ],
      [{ name: 'A', apiContactEmail: 'a@b.co', chargeType: 'RECURRING' }, 'freeTrialDays: Must enter the free trial days'],
      [
        { name: 'A', apiContactEmail: 'a@b.co', chargeType: 'RECURRING', freeTrialDays: -1 },
        'freeTrialDays: Must not be a negative number',
      ],
      [{ name: 'A', apiContactEmail: 'a@b.co', installationCountries: ['IS', 'ZZ'] }, 'installationCountries.1: Unknown country'],
    ];
    for (const [input, message] of cases) {
      const r = await t.gql(CREATE, { a: input }, as.acme);
      expect(classification(r), message).toBe('ValidationError');
      expect(fieldMessages(r)).toContain(message);
    }
    const whitelist = await t.gql(
      CREATE,
      { a: { name: 'A', apiContactEmail: 'a@b.co', redirectUrlWhitelist: 'https://ok.example/cb\nftp://bad' } },
      as.acme,
    );
    expect(fieldMessages(whitelist)[0]).toMatch(/^redirectUrlWhitelist: Each redirect URL must be a valid URL/);
    expect((await t.db.select().from(apps)).length).toBe(before);
  });

  it('keeps pricing only where the charge type uses it, and countries as sorted codes', async () => {
    const r = await t.gql(
      CREATE,
      {
        a: {
          ...readyApp('Priced'),
          chargeType: 'ONE_TIME',
          oneTimeChargeAmount: 49.5,
          freeTrialDays: 14,
          installationCountries: ['tw', 'IS', 'IS'],
        },
      },
      as.acme,
    );
    expect(r.data.appCreate).toMatchObject({
      chargeType: 'ONE_TIME',
      oneTimeChargeAmount: 49.5,
      freeTrialDays: 0,
      installationCountries: ['IS', 'TW'],
    });
    const custom = await t.gql(
      CREATE,
      { a: { ...readyApp('Custom'), type: 'CUSTOM', chargeType: 'RECURRING', freeTrialDays: 5 } },
      as.acme,
    );
    expect(custom.data.appCreate).toMatchObject({ type: 'CUSTOM', chargeType: 'FREE_TO_INSTALL', freeTrialDays: 0 });
  });

  it('updates what is given, never the type, and locks pricing in review', async () => {
    const app = (await t.gql(CREATE, { a: readyApp('Updatable') }, as.acme)).data.appCreate;
    const renamed = await t.gql(UPDATE, { id: app.id, a: { name: 'Renamed' } }, as.acme);
    expect(renamed.data.appUpdate).toMatchObject({
      name: 'Renamed',
      appUrl: 'https://app.example.com/launch',
      apiContactEmail: 'api@example.com',
    });
    expect(renamed.data.appUpdate.redirectUrls).toEqual(['https://app.example.com/oauth/callback']);
    const typeChange = await t.gql(UPDATE, { id: app.id, a: { type: 'CUSTOM' } }, as.acme);
    expect(fieldMessages(typeChange)).toEqual(['type: The app type cannot be changed after the app is created']);
    const cleared = await t.gql(UPDATE, { id: app.id, a: { appUrl: '' } }, as.acme);
    expect(cleared.data.appUpdate.appUrl).toBeNull();

    await t.db
      .update(apps)
      .set({ status: 'IN_REVIEW' })
      .where(eq(apps.id, Number(app.id)));
    const locked = await t.gql(UPDATE, { id: app.id, a: { chargeType: 'ONE_TIME', oneTimeChargeAmount: 5 } }, as.acme);
    expect(classification(locked)).toBe('ConflictError');
    expect((await t.gql(UPDATE, { id: app.id, a: { name: 'Still editable' } }, as.acme)).data.appUpdate.name).toBe('Still editable');
  });

  it('lists the organisation’s apps newest first, 10 a page, with cursors', async () => {
    const org = await createTeam(t.db, 'Pager');
    const cookie = await loginCookie(t, org.owner.email);
    for (let i = 1; i <= 12; i++) await t.gql(CREATE, { a: { name: `App ${i}`, apiContactEmail: 'a@b.co' } }, cookie);
    const first = (await t.gql(LIST, {}, cookie)).data.apps;
    expect(first.totalCount).toBe(12);
    expect(first.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(Array.from({ length: 10 }, (_, i) => `App ${12 - i}`));
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await t.gql(LIST, { after: first.pageInfo.endCursor }, cookie)).data.apps;
    expect(second.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(['App 2', 'App 1']);
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect(classification(await t.gql(LIST, { first: 101 }, cookie))).toBe('ValidationError');
  });

  it('deletes drafts only, keeps installation history, and then answers as missing', async () => {
    const draft = (await t.gql(CREATE, { a: readyApp('Doomed') }, as.acme)).data.appCreate;
    const [vendor] = await t.db.insert(vendors).values({ name: 'Hist Tours', domain: 'hist-tours', country: 'IS' }).returning();
    await t.db.insert(installations).values({ appId: Number(draft.id), vendorId: vendor!.id });
    for (const status of ['IN_REVIEW', 'PUBLISHED'] as const) {
      await t.db
        .update(apps)
        .set({ status })
        .where(eq(apps.id, Number(draft.id)));
      expect((await t.gql(APP, { id: draft.id }, as.acme)).data.app.canDelete).toBe(false);
      expect(classification(await t.gql(DELETE, { id: draft.id }, as.acme))).toBe('ConflictError');
    }
    await t.db
      .update(apps)
      .set({ status: 'UNPUBLISHED' })
      .where(eq(apps.id, Number(draft.id)));
    expect((await t.gql(DELETE, { id: draft.id }, as.acme)).data.appDelete).toBe(true);
    expect(classification(await t.gql(APP, { id: draft.id }, as.acme))).toBe('NotFoundError');
    expect(
      await t.db
        .select()
        .from(installations)
        .where(eq(installations.appId, Number(draft.id))),
    ).toHaveLength(1);
  });

  it('computes the validation report live from the app, listings, plans and terms', async () => {
    const app = (
      await t.gql(CREATE, { a: { name: 'Reported', apiContactEmail: 'a@b.co', chargeType: 'RECURRING', freeTrialDays: 0 } }, as.acme)
    ).data.appCreate;
    const report = async () => (await t.gql(REPORT, { id: app.id }, as.acme)).data.appValidationReport;
    const invalid = (r: { items: { valid: boolean; type: string }[] }) => r.items.filter((i) => !i.valid).map((i) => i.type);
    let r = await report();
    expect(r.valid).toBe(false);
    expect(r.testInstallationSuccessful).toBe(false);
    expect(invalid(r)).toEqual(['APP_URL', 'REDIRECT_URL', 'LISTING', 'PRICE_PLAN', 'TEST_INSTALLATION']);

    await t.gql(UPDATE, { id: app.id, a: readyApp('Reported') }, as.acme);
    await t.gql(
      `mutation($id: ID!) { appPricePlanCreate(id: $id, planInfo: { name: "Basic", type: MONTHLY_CHARGE, monthlyAmount: 10 }) { id } }`,
      { id: app.id },
      as.acme,
    );
    const listing = await createListing(t.db, Number(app.id), { supportEmail: 'not-an-email' });
    await completeTestInstallation(t.db, app);
    r = await report();
    expect(invalid(r)).toEqual([]);
    expect(r.testInstallationSuccessful).toBe(true);
    expect(r.listingsReports).toEqual([
      {
        listingId: String(listing.id),
        language: 'en',
        valid: false,
        items: [{ type: 'LISTING_FIELD', message: 'Support email is not a valid address' }],
      },
    ]);
    expect(r.valid).toBe(false);

    await t.db.execute(`update app_listings set support_email = 'help@acme.test' where id = ${listing.id}`);
    await t.db.update(organizations).set({ termsPartnerAgreed: false }).where(eq(organizations.id, acme.org.id));
    r = await report();
    expect(invalid(r)).toEqual(['TERM_AGREEMENT']);
    await t.db.update(organizations).set({ termsPartnerAgreed: true }).where(eq(organizations.id, acme.org.id));
    expect((await report()).valid).toBe(true);
  });

  it('submits for review only with a valid report (unless rejected) and agreed terms', async () => {
    const app = (await t.gql(CREATE, { a: readyApp('Submitted') }, as.acme)).data.appCreate;
    const early = await t.gql(SUBMIT, { id: app.id }, as.acme);
    expect(classification(early)).toBe('ValidationError');
    expect(fieldMessages(early)).toEqual([
      'LISTING: Please create a listing for your app',
      'TEST_INSTALLATION: Install the app on your test vendor and complete the OAuth token exchange',
    ]);
    await createListing(t.db, Number(app.id));
    await completeTestInstallation(t.db, app);

    await t.db.update(organizations).set({ termsApiAgreed: false }).where(eq(organizations.id, acme.org.id));
    const noTerms = await t.gql(SUBMIT, { id: app.id }, as.acme);
    expect(noTerms.errors?.[0]?.message).toBe('Your organisation must agree to the API Terms and the Partner terms before publishing.');
    await t.db.update(organizations).set({ termsApiAgreed: true }).where(eq(organizations.id, acme.org.id));

    expect((await t.gql(SUBMIT, { id: app.id }, as.acme)).data.appSubmitForReview.status).toBe('IN_REVIEW');
    expect(classification(await t.gql(SUBMIT, { id: app.id }, as.acme))).toBe('ConflictError');

    const rejected = (await t.gql(CREATE, { a: { name: 'Rejected one', apiContactEmail: 'a@b.co' } }, as.acme)).data.appCreate;
    await t.db
      .update(apps)
      .set({ status: 'REJECTED' })
      .where(eq(apps.id, Number(rejected.id)));
    expect((await t.gql(SUBMIT, { id: rejected.id }, as.acme)).data.appSubmitForReview.status).toBe('IN_REVIEW');
  });
});
