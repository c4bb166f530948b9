import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { issueAccessToken } from '../../src/modules/oauth/tokens.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { completeTestInstallation, createListedApp, createTeam } from '../fixtures.ts';
import { loginCookie } from '../apps-session.ts';

const OWN = 'http://store.test'; // the harness's PUBLIC_URL
const LISTED = 'https://admin.partner.example';
const FOREIGN = ['https://evil.example', 'http://store.test.evil.example', 'https://admin.partner.example:8443', 'null'];

const corsHeaders = (res: LightMyRequestResponse) =>
  Object.fromEntries(Object.entries(res.headers).filter(([name]) => name.startsWith('access-control-')));

describe('cross-origin requests (CORS)', () => {
  let t: TestApp;
  let cookie: string;
  let installId: number;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { CORS_ALLOWED_ORIGINS: `${LISTED}, https://other.partner.example` } });
    const acme = await createTeam(t.db, 'Acme');
    cookie = (await loginCookie(t, acme.owner.email)).cookie;
    const { app } = await createListedApp(t.db, { organizationId: acme.org.id, name: 'Pier Sync', status: 'DRAFT' });
    const { installation } = await completeTestInstallation(t.db, app);
    installId = installation.id;
    token = await issueAccessToken(t.db, { installationId: installation.id, scopes: ['BOOKINGS_READ'] });
  });
  afterAll(() => t.close());

  const preflight = (url: string, origin: string, headers = 'content-type,x-csrf-protection') =>
    t.app.inject({
      method: 'OPTIONS',
      url,
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': headers },
    });
  const storeQuery = (origin: string) =>
    t.app.inject({
      method: 'POST',
      url: '/appstore/graphql',
      headers: { origin, cookie, 'content-type': 'application/json', 'x-csrf-protection': '1' },
      payload: JSON.stringify({ query: '{ me { email } }' }),
    });

  it('lets the own origin and the allow-listed ones read the store API with the session', async () => {
    for (const origin of [OWN, LISTED]) {
      const pre = await preflight('/appstore/graphql', origin);
      expect(pre.headers['access-control-allow-origin'], origin).toBe(origin);
      expect(pre.headers['access-control-allow-credentials'], origin).toBe('true');
      const res = await storeQuery(origin);
      expect(res.json().data.me.email).toBe('owner@acme.test');
      expect(res.headers['access-control-allow-origin'], origin).toBe(origin);
      expect(res.headers['access-control-allow-credentials'], origin).toBe('true');
    }
  });

  it('gives any other origin no CORS headers on the store API, in the preflight or the request', async () => {
    for (const origin of FOREIGN) {
      expect(corsHeaders(await preflight('/appstore/graphql', origin)), origin).toEqual({});
      expect(corsHeaders(await storeQuery(origin)), origin).toEqual({});
    }
  });

  it('never answers the App API with credentials: it acts on the token alone', async () => {
    for (const origin of [FOREIGN[0]!, OWN, LISTED]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { origin, cookie, 'content-type': 'application/json', 'x-bokun-app-access-token': token },
        payload: JSON.stringify({ query: '{ vendor { name } }' }),
      });
      expect(res.json().data.vendor.name).toBe('Acme (test vendor)');
      expect(res.headers['access-control-allow-credentials'], origin).toBeUndefined();
      expect(
        (await preflight('/api/graphql', origin, 'content-type,x-bokun-app-access-token')).headers['access-control-allow-credentials'],
      ).toBeUndefined();
    }
  });

  it('sends no CORS headers to another origin from any cookie-authenticated page or endpoint', async () => {
    const requests: [string, string][] = [
      ['GET', `/api/graphql/token/${installId}`],
      ['GET', '/appstore/tax-form'],
      ['POST', '/appstore/tax-form'],
      ['GET', '/appstore/payouts/1/invoice'],
      ['GET', `/appstore/test/${installId}`],
      ['GET', '/appstore/oauth/authorize?client_id=x'],
      ['POST', '/appstore/oauth/authorize'],
      ['POST', '/appstore/oauth/access_token'],
      ['GET', '/appstore/verify-email?token=x'],
      ['GET', '/vendor/login'],
      ['GET', '/vendor/apps'],
      ['POST', '/vendor/logout'],
      ['PUT', '/uploads/tmp/x.png?expires=1&sig=x'],
      ['GET', '/files/test/x.png'],
      ['GET', '/dev/mail.json'],
    ];
    for (const origin of FOREIGN.slice(0, 2)) {
      for (const [method, url] of requests) {
        const res = await t.app.inject({ method: method as 'GET', url, headers: { origin, cookie } });
        expect(corsHeaders(res), `${method} ${url}`).toEqual({});
        expect(corsHeaders(await preflight(url, origin)), `OPTIONS ${url}`).toEqual({});
      }
    }
    // the explorer token really was handed out above, and still carries no CORS grant
    const issued = await t.app.inject({ method: 'GET', url: `/api/graphql/token/${installId}`, headers: { origin: FOREIGN[0]!, cookie } });
    expect(issued.json().accessToken).toEqual(expect.any(String));
  });
});
