import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { APP_SCOPES } from '@appstore/shared';
import { accessTokens, apps, auditLog, installations, vendors, webhookDeliveries } from '../../src/db/schema/index.ts';
import type { Db } from '../../src/db/client.ts';
import { enqueueWebhookEvent } from '../../src/modules/webhook-delivery/outbox.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { createListedApp, createTeam } from '../fixtures.ts';
import { classification, fieldMessages, loginCookie } from '../apps-session.ts';
import { authorize, exchange, installApp, installRedirect, prepareOAuthApp, signedInVendorUser } from '../oauth-support.ts';
import { subscribe } from '../app-api-fixtures.ts';

const ACCESS = `query($id: ID!) { app(id: $id) { id access { version scopes holders { scope installationCount } versions { version scopes added removed installationCount testInstallationCount } } } }`;
const UPDATE = `mutation($id: ID!, $scopes: [String!]!) { appAccessUpdate(appId: $id, input: { scopes: $scopes }) { id access { version scopes } } }`;
const WEBHOOK = `mutation($id: ID!, $topic: WebhookTopic!) { webhookCreate(appId: $id, webhookInfo: { topic: $topic, url: "https://hooks.example.com/x" }) { id } }`;
const APP_ACCESS = '{ appAccess { version scopes latestVersion pendingScopes acceptUrl } }';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const REDIRECT = 'https://pier.example/oauth/callback';
const SECRET = 'pier-secret-key';
const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)![1]!;

describe('app versions: changing the access of a published app (issue 18 §8)', () => {
  let t: TestApp;
  let acme: { cookie: string };
  let globex: { cookie: string };
  let appId: number;
  let clientId: string;
  const vendorA = { id: 0, cookie: '', token: '' };
  const vendorB = { id: 0, cookie: '', token: '' };

  const setAccess = (scopes: string[], who = acme) => t.gql(UPDATE, { id: String(appId), scopes }, who);
  const access = async () => (await t.gql(ACCESS, { id: String(appId) }, acme)).data.app.access;
  const installationOf = async (vendorId: number) =>
    (
      await t.db
        .select()
        .from(installations)
        .where(and(eq(installations.appId, appId), eq(installations.vendorId, vendorId)))
    )[0]!;
  const liveTokenScopes = async (vendorId: number) => {
    const inst = await installationOf(vendorId);
    const rows = await t.db
      .select({ scopes: accessTokens.scopes })
      .from(accessTokens)
      .where(and(eq(accessTokens.installationId, inst.id), isNull(accessTokens.revokedAt)));
    return rows.map((r) => [...r.scopes].sort());
  };
  const appApi = async (token: string, query: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json', 'x-bokun-app-access-token': token },
      payload: JSON.stringify({ query }),
    });
    return res.json() as { data?: any; errors?: any[] };
  };
  const install = (cookie: string, scope: string) => installApp(t, cookie, { clientId, secret: SECRET, redirectUri: REDIRECT, scope });
  const accessPage = (cookie: string) => t.app.inject({ method: 'GET', url: `/vendor/apps/${appId}/access`, headers: { cookie } });
  const accept = (cookie: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/vendor/apps/${appId}/access`,
      headers: { cookie, ...FORM },
      payload: new URLSearchParams(fields).toString(),
    });

  beforeAll(async () => {
    t = await createTestApp();
    const team = await createTeam(t.db, 'Acme Versions');
    acme = await loginCookie(t, team.owner.email);
    globex = await loginCookie(t, (await createTeam(t.db, 'Globex Versions')).owner.email);
    const { app } = await createListedApp(t.db, { organizationId: team.org.id, name: 'Pier Sync' });
    appId = app.id;
    clientId = (await prepareOAuthApp(t, appId, REDIRECT, SECRET)).apiKey;
    for (const [vendor, domain] of [
      [vendorA, 'versions-a'],
      [vendorB, 'versions-b'],
    ] as const) {
      const [row] = await t.db
        .insert(vendors)
        .values({ name: `Vendor ${domain}`, domain, country: 'IS' })
        .returning();
      vendor.id = row!.id;
      vendor.cookie = await signedInVendorUser(t, vendor.id, `ops@${domain}.test`);
    }
    vendorA.token = (await install(vendorA.cookie, 'BOOKINGS_READ,PRODUCTS_READ')).access_token;
    vendorB.token = (await install(vendorB.cookie, 'BOOKINGS_READ,PRODUCTS_READ')).access_token;
  });
  afterAll(() => t.close());

  it('keeps an app created before apps chose their access on version 1, which may ask for every scope, with its installations on it', async () => {
    const a = await access();
    expect(a.version).toBe(1);
    expect(a.scopes).toEqual([...APP_SCOPES]);
    expect(a.versions).toEqual([
      { version: 1, scopes: [...APP_SCOPES], added: [], removed: [], installationCount: 2, testInstallationCount: 0 },
    ]);
    // what a removal would take from: both installations hold the two scopes they asked for
    expect(a.holders).toEqual([
      { scope: 'BOOKINGS_READ', installationCount: 2 },
      { scope: 'PRODUCTS_READ', installationCount: 2 },
    ]);
  });

  it('refuses bad input and another organisation, changing nothing', async () => {
    expect(fieldMessages(await setAccess(['BOOKINGS_READ', 'NOT_A_SCOPE']))).toEqual(['scopes.1: Choose scopes from the list']);
    expect(fieldMessages(await setAccess([...APP_SCOPES]))).toEqual(['scopes: The app already asks for exactly these scopes']);
    const foreign = await setAccess(['BOOKINGS_READ'], globex);
    expect(classification(foreign)).toBe('NotFoundError');
    expect(classification(await t.gql(ACCESS, { id: String(appId) }, globex))).toBe('NotFoundError');
    expect((await access()).version).toBe(1);
    expect((await installationOf(vendorA.id)).scopes.sort()).toEqual(['BOOKINGS_READ', 'PRODUCTS_READ']);
  });

  it('applies a reduction at once: grants and tokens lose the scope, and the installations move to the new version', async () => {
    const res = await setAccess(['BOOKINGS_READ', 'PRODUCTS_READ', 'VENDOR_USERS_READ']);
    expect(res.errors).toBeUndefined();
    expect(res.data.appAccessUpdate.access).toEqual({ version: 2, scopes: ['VENDOR_USERS_READ', 'BOOKINGS_READ', 'PRODUCTS_READ'] });
    // both installations asked for no more than version 2 allows: nothing to accept, both on it
    expect((await installationOf(vendorA.id)).appVersion).toBe(2);
    const [v2, v1] = (await access()).versions;
    expect(v2).toMatchObject({
      version: 2,
      installationCount: 2,
      removed: APP_SCOPES.filter((s) => !['BOOKINGS_READ', 'PRODUCTS_READ', 'VENDOR_USERS_READ'].includes(s)),
    });
    expect(v1).toMatchObject({ version: 1, installationCount: 0 });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'app.access.change'));
    expect(entry!.details).toMatchObject({ version: 2, added: [] });
  });

  it('refuses an authorize request for a scope the latest version does not declare, and a webhook topic that needs one', async () => {
    const page = await authorize(t, vendorA.cookie, {
      client_id: clientId,
      redirect_uri: REDIRECT,
      scope: 'BOOKINGS_READ,CUSTOMERS_READ',
      state: 's',
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('The app asks for scopes it does not declare: CUSTOMERS_READ.');
    const hook = await t.gql(WEBHOOK, { id: String(appId), topic: 'REVIEWS_CREATE' }, acme);
    expect(fieldMessages(hook)).toEqual([
      "topic: This topic needs the REVIEWS_READ scope, which the app does not ask for. Add it under Access on the app's page first.",
    ]);
  });

  it('keeps installed vendors on their access when a version adds a scope, until a member of the vendor accepts', async () => {
    expect((await setAccess(['BOOKINGS_READ', 'PRODUCTS_READ', 'VENDOR_USERS_READ', 'CUSTOMERS_READ'])).errors).toBeUndefined();
    expect((await installationOf(vendorA.id)).appVersion).toBe(2);
    expect((await access()).versions.slice(0, 2).map((v: any) => [v.version, v.installationCount, v.added])).toEqual([
      [3, 0, ['CUSTOMERS_READ']],
      [2, 2, []],
    ]);
    // the app sees what waits, and where to send the vendor
    const seen = (await appApi(vendorA.token, APP_ACCESS)).data.appAccess;
    expect(seen).toEqual({
      version: 2,
      scopes: ['BOOKINGS_READ', 'PRODUCTS_READ'],
      latestVersion: 3,
      pendingScopes: ['CUSTOMERS_READ'],
      acceptUrl: `${t.config.publicUrl}/vendor/apps/${appId}/access`,
    });
    // the vendor's installed apps say so, and the page names what it would give
    const list = await t.app.inject({ method: 'GET', url: '/vendor/apps', headers: { cookie: vendorA.cookie } });
    expect(list.body).toContain('data-testid="access-banner"');
    expect(list.body).toContain(`href="/vendor/apps/${appId}/access"`);
    const page = await accessPage(vendorA.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/data-testid="access-requested"><li data-scope="CUSTOMERS_READ">/);
  });

  it('refuses an accept without the form token, from a vendor without the app, or for a version the page did not show', async () => {
    const page = await accessPage(vendorA.cookie);
    expect((await accept(vendorA.cookie, { version: '3' })).statusCode).toBe(403);
    const stranger = await signedInVendorUser(
      t,
      (await t.db.insert(vendors).values({ name: 'Stranger', domain: 'versions-x', country: 'IS' }).returning())[0]!.id,
      'x@versions.test',
    );
    const strangerPage = await accessPage(stranger);
    expect(strangerPage.statusCode).toBe(404);
    // with its own valid form token, a vendor without the app accepts nothing
    const strangerToken = csrfOf((await t.app.inject({ method: 'GET', url: '/vendor/apps', headers: { cookie: stranger } })).body);
    expect((await accept(stranger, { csrf: strangerToken, version: '3' })).statusCode).toBe(404);
    const stale = await accept(vendorA.cookie, { csrf: csrfOf(page.body), version: '2' });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain('Nothing was accepted');
    expect((await installationOf(vendorA.id)).appVersion).toBe(2);
    expect(await liveTokenScopes(vendorA.id)).toEqual([['BOOKINGS_READ', 'PRODUCTS_READ']]);
  });

  it('gives the installation and its token the added scope once accepted, and tells the app (APP_ACCESS_ACCEPT)', async () => {
    const [hook] = await subscribe(t.db, appId, ['APP_ACCESS_ACCEPT']);
    const told = (subscriptionId = hook!.id) =>
      t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.subscriptionId, subscriptionId));
    // another app the same vendor installed, listening to the same topic, hears nothing of this app's versions
    const { app: other } = await createListedApp(t.db, {
      organizationId: (await createTeam(t.db, 'Other Listener')).org.id,
      name: 'Other Listener',
    });
    await t.db.insert(installations).values({ appId: other.id, vendorId: vendorA.id, scopes: ['BOOKINGS_READ'] });
    const [otherHook] = await subscribe(t.db, other.id, ['APP_ACCESS_ACCEPT']);
    const page = await accessPage(vendorA.cookie);
    // a refused accept tells the app nothing
    expect((await accept(vendorA.cookie, { csrf: csrfOf(page.body), version: '2' })).statusCode).toBe(409);
    expect(await told()).toEqual([]);
    const res = await accept(vendorA.cookie, { csrf: csrfOf(page.body), version: '3' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/vendor/apps?notice=accepted');
    // one event, for this vendor only, with the version and the scopes its token has now; accepting again adds none
    expect((await accept(vendorA.cookie, { csrf: csrfOf(page.body), version: '3' })).statusCode).toBe(303);
    const events = await told();
    expect(events.map((d) => [d.vendorId, d.headers['x-bokun-topic'], d.payload])).toEqual([
      [
        vendorA.id,
        'apps/access_accept',
        { appVersion: 3, scopes: ['BOOKINGS_READ', 'CUSTOMERS_READ', 'PRODUCTS_READ'], timestamp: expect.any(String) },
      ],
    ]);
    expect(await told(otherHook!.id)).toEqual([]);
    const inst = await installationOf(vendorA.id);
    expect([inst.appVersion, [...inst.scopes].sort()]).toEqual([3, ['BOOKINGS_READ', 'CUSTOMERS_READ', 'PRODUCTS_READ']]);
    expect(await liveTokenScopes(vendorA.id)).toEqual([['BOOKINGS_READ', 'CUSTOMERS_READ', 'PRODUCTS_READ']]);
    expect((await appApi(vendorA.token, APP_ACCESS)).data.appAccess).toMatchObject({ version: 3, pendingScopes: [], acceptUrl: null });
    // the other vendor did not accept: its token is as it was
    expect(await liveTokenScopes(vendorB.id)).toEqual([['BOOKINGS_READ', 'PRODUCTS_READ']]);
    expect((await access()).versions.slice(0, 2).map((v: any) => [v.version, v.installationCount])).toEqual([
      [3, 1],
      [2, 1],
    ]);
  });

  it('takes a removed scope from every installation at once, on any version, and stops its webhooks', async () => {
    const [hook] = await subscribe(t.db, appId, ['EXPERIENCES_CREATE']);
    const heard = () =>
      t.db.transaction((tx) =>
        enqueueWebhookEvent(tx as unknown as Db, { vendorId: vendorB.id, topic: 'EXPERIENCES_CREATE', payload: {} }),
      );
    expect(await heard()).toBe(1);
    expect(hook).toBeDefined();
    // a code consented to before the change cannot bring the removed scope back
    const pending = await installRedirect(t, vendorB.cookie, {
      client_id: clientId,
      redirect_uri: REDIRECT,
      scope: 'BOOKINGS_READ,PRODUCTS_READ',
      state: 's',
    });
    expect((await setAccess(['BOOKINGS_READ', 'VENDOR_USERS_READ', 'CUSTOMERS_READ'])).errors).toBeUndefined();
    expect(await heard()).toBe(0);
    // the event queued while the scope was granted is not sent after it was taken away
    const queued = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.subscriptionId, hook!.id));
    expect(queued.map((d) => d.status)).toEqual(['WITHDRAWN']);
    const a = await installationOf(vendorA.id);
    const b = await installationOf(vendorB.id);
    expect([a.appVersion, [...a.scopes].sort()]).toEqual([4, ['BOOKINGS_READ', 'CUSTOMERS_READ']]);
    // vendor B never accepted CUSTOMERS_READ: it stays behind, without PRODUCTS_READ, and still has it to accept
    expect([b.appVersion, [...b.scopes].sort()]).toEqual([2, ['BOOKINGS_READ']]);
    expect(await liveTokenScopes(vendorB.id)).toEqual([['BOOKINGS_READ']]);
    expect((await appApi(vendorB.token, APP_ACCESS)).data.appAccess.pendingScopes).toEqual(['CUSTOMERS_READ']);
    const token = await exchange(t, {
      client_id: clientId,
      client_secret: SECRET,
      code: pending.searchParams.get('code')!,
      redirect_uri: REDIRECT,
    });
    expect(token.status).toBe(200);
    expect(token.body.scope).toBe('BOOKINGS_READ');
    expect((await installationOf(vendorB.id)).appVersion).toBe(4);
    // the app may also send the vendor through the consent page again: it marks what would be new
    const again = await authorize(t, vendorB.cookie, {
      client_id: clientId,
      redirect_uri: REDIRECT,
      scope: 'BOOKINGS_READ,CUSTOMERS_READ',
      state: 's',
    });
    expect(again.body).toContain('data-testid="consent-installed"');
    expect(again.body).toMatch(/data-scope="CUSTOMERS_READ">[^<]*<span class="tag-new"/);
    expect(again.body).toMatch(/data-scope="BOOKINGS_READ">[^<]*<\/li>/);
  });

  it('keeps a scope added after the consent pending when that code is exchanged', async () => {
    const consented = await installRedirect(t, vendorA.cookie, {
      client_id: clientId,
      redirect_uri: REDIRECT,
      scope: 'BOOKINGS_READ',
      state: 's',
    });
    expect((await setAccess(['BOOKINGS_READ', 'VENDOR_USERS_READ', 'CUSTOMERS_READ', 'PRODUCTS_READ'])).errors).toBeUndefined();
    const token = await exchange(t, {
      client_id: clientId,
      client_secret: SECRET,
      code: consented.searchParams.get('code')!,
      redirect_uri: REDIRECT,
    });
    expect(token.body.scope).toBe('BOOKINGS_READ');
    vendorA.token = token.body.access_token;
    expect((await appApi(vendorA.token, APP_ACCESS)).data.appAccess).toMatchObject({
      version: 4,
      latestVersion: 5,
      pendingScopes: ['PRODUCTS_READ'],
    });
  });

  it('takes the old REST API credentials away with LEGACY_API', async () => {
    expect(
      (await setAccess(['BOOKINGS_READ', 'VENDOR_USERS_READ', 'CUSTOMERS_READ', 'PRODUCTS_READ', 'LEGACY_API'])).errors,
    ).toBeUndefined();
    const page = await accessPage(vendorA.cookie);
    expect((await accept(vendorA.cookie, { csrf: csrfOf(page.body), version: '6' })).statusCode).toBe(303);
    const credentials = await appApi(vendorA.token, '{ restApiCredentials { accessKey } }');
    expect(credentials.data.restApiCredentials.accessKey).toMatch(/\w{10,}/);
    expect((await setAccess(['BOOKINGS_READ', 'VENDOR_USERS_READ', 'CUSTOMERS_READ', 'PRODUCTS_READ'])).errors).toBeUndefined();
    const inst = await installationOf(vendorA.id);
    expect([inst.legacyAccessKey, inst.legacySecretKeyEncrypted, inst.scopes.includes('LEGACY_API')]).toEqual([null, null, false]);
    const refused = await appApi(vendorA.token, '{ restApiCredentials { accessKey } }');
    expect(refused.errors?.[0]?.extensions?.classification).toBe('ForbiddenError');
  });
});

describe('a new app asks vendors for nothing until its developer chooses', () => {
  let t: TestApp;
  let acme: { cookie: string };
  let vendorCookie: string;

  const newApp = (name: string, access?: { scopes: string[] }) => {
    const a = { name, appUrl: 'https://pier.example/', apiContactEmail: 'api@pier.example' };
    // without a choice, exactly what a client written before the create form had a scope picker sends
    return access
      ? t.gql(`mutation($a: AppInput!, $access: AppAccessInput) { appCreate(appInfo: $a, access: $access) { id } }`, { a, access }, acme)
      : t.gql(`mutation($a: AppInput!) { appCreate(appInfo: $a) { id } }`, { a }, acme);
  };
  const accessOf = async (id: string) => (await t.gql(ACCESS, { id }, acme)).data.app.access;
  /** Whitelists the redirect, sets the secret and publishes the app, so the vendor may install it. */
  const installable = async (id: string) => {
    const app = await prepareOAuthApp(t, Number(id), REDIRECT, SECRET);
    await t.db.update(apps).set({ status: 'PUBLISHED' }).where(eq(apps.id, app.id));
    return app.apiKey;
  };

  beforeAll(async () => {
    t = await createTestApp();
    acme = await loginCookie(t, (await createTeam(t.db, 'Acme New Apps')).owner.email);
    const [vendor] = await t.db.insert(vendors).values({ name: 'Harbour Tours', domain: 'harbour-new', country: 'IS' }).returning();
    vendorCookie = await signedInVendorUser(t, vendor!.id, 'ops@harbour-new.test');
  });
  afterAll(() => t.close());

  it('starts an app created without a choice on version 1 with no scopes: an install may ask for none, and its token reads only the vendor', async () => {
    const created = await newApp('Empty Pier');
    expect(created.errors).toBeUndefined();
    const id = created.data.appCreate.id;
    expect(await accessOf(id)).toMatchObject({
      version: 1,
      scopes: [],
      versions: [{ version: 1, scopes: [], added: [], removed: [], installationCount: 0 }],
    });
    const clientId = await installable(id);
    // customers' contact details and the old REST API above all: nothing is granted by default
    for (const scope of ['CUSTOMERS_CONTACT_READ', 'LEGACY_API', 'BOOKINGS_READ']) {
      const page = await authorize(t, vendorCookie, { client_id: clientId, redirect_uri: REDIRECT, scope, state: 's' });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain(`The app asks for scopes it does not declare: ${scope}.`);
    }
    const token = await installApp(t, vendorCookie, { clientId, secret: SECRET, redirectUri: REDIRECT, scope: '' });
    expect(token.scope).toBe('');
    const api = (query: string) =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/graphql',
          headers: { 'content-type': 'application/json', 'x-bokun-app-access-token': token.access_token },
          payload: JSON.stringify({ query }),
        })
        .then((r) => r.json() as { data?: any; errors?: any[] });
    expect((await api('{ vendor { name } }')).data.vendor.name).toBe('Harbour Tours');
    expect((await api('{ bookings(first: 1) { totalCount } }')).errors?.[0]?.extensions?.classification).toBe('ForbiddenError');
    expect((await api(APP_ACCESS)).data.appAccess).toMatchObject({ version: 1, scopes: [], latestVersion: 1, pendingScopes: [] });
  });

  it("keeps the scopes its developer picked when creating it as version 1, in the platform's order, and logs them", async () => {
    const created = await newApp('Picked Pier', { scopes: ['PRODUCTS_READ', 'BOOKINGS_READ'] });
    const id = created.data.appCreate.id;
    expect(await accessOf(id)).toMatchObject({ version: 1, scopes: ['BOOKINGS_READ', 'PRODUCTS_READ'] });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'app.create'), eq(auditLog.targetId, id)));
    expect(entry!.details).toMatchObject({ scopes: ['BOOKINGS_READ', 'PRODUCTS_READ'] });
    const clientId = await installable(id);
    const token = await installApp(t, vendorCookie, { clientId, secret: SECRET, redirectUri: REDIRECT, scope: 'BOOKINGS_READ' });
    expect(token.scope).toBe('BOOKINGS_READ');
    // choosing more later is the next version, as for any app
    expect((await t.gql(UPDATE, { id, scopes: ['BOOKINGS_READ', 'PRODUCTS_READ', 'CUSTOMERS_READ'] }, acme)).errors).toBeUndefined();
    const [v2, v1] = (await accessOf(id)).versions;
    expect([v2.version, v2.added, v1.version, v1.scopes]).toEqual([2, ['CUSTOMERS_READ'], 1, ['BOOKINGS_READ', 'PRODUCTS_READ']]);
  });

  it('refuses a scope not on the list when creating, and creates nothing', async () => {
    const before = await t.db.select({ id: apps.id }).from(apps);
    const refused = await newApp('Bad Pier', { scopes: ['BOOKINGS_READ', 'EVERYTHING'] });
    expect(fieldMessages(refused)).toEqual(['scopes.1: Choose scopes from the list']);
    expect(await t.db.select({ id: apps.id }).from(apps)).toHaveLength(before.length);
  });
});
