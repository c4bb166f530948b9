import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps, installations, vendors } from '../../src/db/schema/index.ts';
import { createListedApp, createTeam } from '../fixtures.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { expectedHmac, prepareOAuthApp, signedInVendorUser } from '../oauth-support.ts';

const APP_URL = 'https://harbour-app.example.com/launch';
const SECRET = 'launch-secret';

/**
 * The signed launch (platform-protocol §1.1) tells an app's developer which vendor and user opened it. The store's
 * own Install and Open buttons launch at once; a link from anywhere else shows a Continue page first, so another site
 * cannot hand the vendor's identity to a partner without a click on ours.
 */
describe('launching an app from the vendor pages', () => {
  let t: TestApp;
  let cookie: string;
  let installId: number;
  let openId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const team = await createTeam(t.db, 'Harbour Apps');
    const [vendor] = await t.db.insert(vendors).values({ name: 'Quay Tours', domain: 'quay-tours', country: 'IS' }).returning();
    cookie = await signedInVendorUser(t, vendor!.id, 'ops@quay.test');
    for (const name of ['Quay Install', 'Quay Open']) {
      const { app } = await createListedApp(t.db, { organizationId: team.org.id, name });
      await prepareOAuthApp(t, app.id, 'https://harbour-app.example.com/callback', SECRET);
      await t.db.update(apps).set({ appUrl: APP_URL }).where(eq(apps.id, app.id));
      if (name === 'Quay Open') {
        await t.db.insert(installations).values({ appId: app.id, vendorId: vendor!.id });
        openId = app.id;
      } else installId = app.id;
    }
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });
  const urls = () => [`/vendor/install/${installId}`, `/vendor/apps/${openId}/open`];
  /** The app's URL with the vendor's domain, user and a valid signature. */
  const expectSignedLaunch = (location: unknown) => {
    const to = new URL(String(location));
    expect(`${to.origin}${to.pathname}`).toBe(APP_URL);
    expect(to.searchParams.get('domain')).toBe('quay-tours');
    expect(to.searchParams.get('user')).toMatch(/^\d+$/);
    expect(to.searchParams.get('hmac')).toBe(expectedHmac(to.searchParams, SECRET));
  };

  it('sends the store’s own Install and Open buttons straight to the app, signed, also from a browser without Sec-Fetch-Site', async () => {
    for (const url of urls()) {
      for (const headers of <Record<string, string>[]>[
        { 'sec-fetch-site': 'same-origin' },
        { referer: 'http://store.test/app-details/12?from=search' },
        { referer: 'http://store.test/vendor/apps' },
      ]) {
        const res = await get(url, headers);
        expect([url, headers, res.statusCode]).toEqual([url, headers, 302]);
        expectSignedLaunch(res.headers.location);
      }
    }
  });

  it('asks first when the browser came from another site, a bookmark, or says nothing, and tells the app nothing', async () => {
    for (const url of urls()) {
      for (const headers of <Record<string, string>[]>[
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        { 'sec-fetch-site': 'none' },
        { 'sec-fetch-site': 'cross-site', referer: 'http://store.test/app-details/12' },
        { referer: 'https://partner.example.net/store.test/app-details/12' },
        { referer: 'not a url' },
        {},
      ]) {
        const res = await get(url, { 'accept-encoding': 'gzip, br', ...headers });
        expect([url, headers, res.statusCode, res.headers.location]).toEqual([url, headers, 200, undefined]);
        expect(res.body).toContain('<h1>Continue to Quay ');
        expect(res.body).toContain(`<form method="post" action="${url}"><input type="hidden" name="csrf" value="`);
        expect(res.body).not.toContain('harbour-app.example.com');
        // the answer to the form is a redirect to the app, which Chrome checks against form-action
        expect(res.headers['content-security-policy']).toContain("form-action 'self' https://harbour-app.example.com;");
        expect(res.headers['cache-control']).toBe('no-store');
        // it holds the CSRF token beside the app's name: never compressed (BREACH)
        expect(res.headers['content-encoding']).toBeUndefined();
      }
    }
  });

  it('launches once the vendor continues with the page’s token from this site, and refuses anything else', async () => {
    for (const url of urls()) {
      const page = await get(url, { 'sec-fetch-site': 'cross-site' });
      const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!;
      const post = (body: Record<string, string>, headers: Record<string, string> = {}) =>
        t.app.inject({
          method: 'POST',
          url,
          headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
          payload: new URLSearchParams(body).toString(),
        });
      for (const [body, headers] of [
        [{}, { 'sec-fetch-site': 'same-origin', origin: 'http://store.test' }],
        [{ csrf: 'forged' }, { 'sec-fetch-site': 'same-origin', origin: 'http://store.test' }],
        [{ csrf }, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example.net' }],
      ] as const) {
        const refused = await post(body, headers);
        expect([url, body, refused.statusCode, refused.headers.location]).toEqual([url, body, 403, undefined]);
      }
      const res = await post({ csrf }, { 'sec-fetch-site': 'same-origin', origin: 'http://store.test' });
      expect(res.statusCode).toBe(303);
      expectSignedLaunch(res.headers.location);
    }
  });

  it('carries the store’s own launch through the sign-in, and asks first after it when another site sent the vendor to sign in', async () => {
    const signIn = (next: string, cookies = '') =>
      t.app.inject({
        method: 'POST',
        url: '/vendor/login',
        headers: { cookie: cookies, 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
        payload: new URLSearchParams({ next, email: 'ops@quay.test', password: 'vendor-pass-1' }).toString(),
      });
    /** Where the page after signing in goes on to (its refresh), and that path fetched as that page fetches it. */
    const afterSignIn = async (res: Awaited<ReturnType<typeof signIn>>) => {
      expect(res.statusCode).toBe(200);
      const to = /http-equiv="refresh" content="0;url=([^"]+)"/.exec(res.body)![1]!.replaceAll('&amp;', '&');
      const session = [res.headers['set-cookie']]
        .flat()
        .find((c) => String(c).startsWith('vendor_session='))!
        .split(';')[0]!;
      return { to, res: await t.app.inject({ method: 'GET', url: to, headers: { cookie: session, 'sec-fetch-site': 'same-origin' } }) };
    };
    for (const url of [`/vendor/install/${installId}?from=search`, `/vendor/apps/${openId}/open`]) {
      // a link on another site, signed out: the sign-in, and after it the Continue page, though that page is ours
      const lured = await t.app.inject({ method: 'GET', url, headers: { 'sec-fetch-site': 'cross-site' } });
      expect(lured.statusCode).toBe(302);
      expect(lured.headers['set-cookie']).toBeUndefined();
      const asked = await afterSignIn(await signIn(url));
      expect(asked.to).toBe(`${url}${url.includes('?') ? '&' : '?'}ask=1`);
      expect([url, asked.res.statusCode, asked.res.headers.location]).toEqual([url, 200, undefined]);
      expect(asked.res.body).toContain('<h1>Continue to Quay ');

      // the store's own button, signed out: straight on after the sign-in
      const own = await t.app.inject({ method: 'GET', url, headers: { 'sec-fetch-site': 'same-origin' } });
      expect(own.headers.location).toBe(`/vendor/login?next=${encodeURIComponent(url)}`);
      const vouch = String(own.headers['set-cookie']).split(';')[0]!;
      const straight = await afterSignIn(await signIn(url, vouch));
      expect(straight.to).toBe(url);
      expect(straight.res.statusCode).toBe(302);
      expectSignedLaunch(straight.res.headers.location);
      // the vouch is for that launch only
      expect((await afterSignIn(await signIn(`/vendor/install/${installId}`, vouch))).to).toMatch(/\?ask=1$/);
    }
  });

  it('answers an app the vendor may not open or install as before, on the page and on its form', async () => {
    const page = await get(`/vendor/install/${installId}`, {});
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!;
    const post = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
        payload: new URLSearchParams({ csrf }).toString(),
      });
    for (const url of ['/vendor/install/999999', `/vendor/apps/${installId}/open`]) {
      expect((await get(url, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(404);
      expect((await post(url)).statusCode).toBe(404);
    }
    await t.db.update(apps).set({ status: 'UNPUBLISHED' }).where(eq(apps.id, installId));
    try {
      expect((await get(`/vendor/install/${installId}`, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
      expect((await post(`/vendor/install/${installId}`)).statusCode).toBe(403);
    } finally {
      await t.db.update(apps).set({ status: 'PUBLISHED' }).where(eq(apps.id, installId));
    }
  });
});
