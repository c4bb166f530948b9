import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendors } from '../../src/db/schema/index.ts';
import { classification, loginCookie } from '../apps-session.ts';
import { createListedApp, createTeam } from '../fixtures.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { prepareOAuthApp, signedInVendorUser } from '../oauth-support.ts';

/** Cookie values that cannot be a session: one that does not decode, and ones that could never be a token. */
const BROKEN = ['%E0%A4%A', '%', 'x', `${'a'.repeat(43)}%00`, 'a'.repeat(5_000)];
const ME = '{ me { id email } }';
const APPS = '{ apps(first: 1) { totalCount } }';
const HELPFUL = `mutation($id: ID!) { reviewMarkHelpful(reviewId: $id) { id } }`;

/**
 * A session cookie that fails to decode or has no possible token's shape (anyone who can set a cookie for the site
 * can write one) is as good as no cookie, on every route that reads a session: signed out, never a 500.
 */
describe('a session cookie that is not one of ours', () => {
  let t: TestApp;
  let partner: { cookie: string };
  let vendorCookie: string;
  let appId: number;
  let clientId: string;
  const REDIRECT = 'https://partner.example.com/callback';

  beforeAll(async () => {
    t = await createTestApp();
    const team = await createTeam(t.db, 'Cookie Jar');
    partner = await loginCookie(t, team.owner.email);
    const listed = await createListedApp(t.db, { organizationId: team.org.id, name: 'Cookie Sync' });
    appId = listed.app.id;
    clientId = (await prepareOAuthApp(t, appId, REDIRECT, 'cookie-secret')).apiKey;
    const [vendor] = await t.db.insert(vendors).values({ name: 'Crumb Tours', domain: 'crumb-tours', country: 'IS' }).returning();
    vendorCookie = await signedInVendorUser(t, vendor!.id, 'vera@crumb.test');
  });
  afterAll(() => t?.close());

  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('answers the store API, exports, tax form, invoices, explorer token and test installs as signed out (appstore_session)', async () => {
    for (const value of BROKEN) {
      const cookie = `appstore_session=${value}`;
      const me = await t.gql(ME, {}, { cookie });
      expect([me.status, me.errors, me.data]).toEqual([200, undefined, { me: null }]);
      expect(classification(await t.gql(APPS, {}, { cookie }))).toBe('UnauthorizedError');
      expect((await get('/appstore/exports/audit-log.csv', cookie)).statusCode).toBe(401);
      expect((await get('/appstore/tax-form', cookie)).statusCode).toBe(401);
      expect((await get('/api/graphql/token/1', cookie)).statusCode).toBe(401);
      expect((await get('/appstore/payouts/1/invoice', cookie)).statusCode).toBe(404);
      const testInstall = await get(`/appstore/test/${appId}`, cookie);
      expect([testInstall.statusCode, testInstall.headers.location]).toEqual([302, '/developer/login']);
    }
  });

  it('answers the vendor pages, the consent page and the vendor’s store actions as signed out (vendor_session)', async () => {
    const authorize = `/appstore/oauth/authorize?${new URLSearchParams({ client_id: clientId, redirect_uri: REDIRECT, scope: '', state: 's' })}`;
    for (const value of BROKEN) {
      const cookie = `vendor_session=${value}`;
      for (const url of ['/vendor/apps', `/vendor/install/${appId}`, `/vendor/apps/${appId}/open`, authorize]) {
        const res = await get(url, cookie);
        expect([url, res.statusCode, res.headers.location]).toEqual([url, 302, `/vendor/login?next=${encodeURIComponent(url)}`]);
      }
      expect((await get('/vendor/login', cookie)).statusCode).toBe(200);
      const consent = await t.app.inject({
        method: 'POST',
        url: '/appstore/oauth/authorize',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ client_id: clientId, redirect_uri: REDIRECT, scope: '', decision: 'install', csrf: 'x' }).toString(),
      });
      expect(consent.statusCode).toBe(403);
      expect(classification(await t.gql(HELPFUL, { id: '1' }, { cookie }))).toBe('UnauthorizedError');
    }
  });

  it('still reads the valid session beside a broken cookie of the other kind, or a broken copy of its own', async () => {
    for (const cookie of [`vendor_session=%E0%A4%A; ${partner.cookie}`, `appstore_session=%E0%A4%A; ${partner.cookie}`]) {
      const me = await t.gql(ME, {}, { cookie });
      expect(me.data.me).toMatchObject({ email: 'owner@cookie-jar.test' });
    }
    const apps = await get('/vendor/apps', `appstore_session=%E0%A4%A; ${vendorCookie}`);
    expect(apps.statusCode).toBe(200);
  });
});
