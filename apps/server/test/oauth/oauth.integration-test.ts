import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  accessTokens,
  apps,
  installationEvents,
  installations,
  oauthCodes,
  vendorUsers,
  vendors,
  webhookDeliveries,
  webhookSubscriptions,
} from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/modules/accounts/passwords.ts';
import { decryptSecret, sha256Hex } from '../../src/lib/crypto.ts';
import { findTokenContext } from '../../src/modules/oauth/tokens.ts';
import { toGlobalId } from '../../src/lib/global-id.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { createListedApp, createTeam } from '../fixtures.ts';
import { authorize, consentForm, decide, exchange, expectedHmac, installRedirect, plainHmac, vendorLogin } from '../oauth-support.ts';

describe('OAuth install flow (platform-protocol §1)', () => {
  let t: TestApp;
  let app: typeof apps.$inferSelect;
  let other: typeof apps.$inferSelect;
  let secret: string;
  let cookie: string;
  let vendor: typeof vendors.$inferSelect;
  const REDIRECT = 'https://partner.example/oauth/callback';

  const query = (extra: Record<string, string> = {}) => ({
    client_id: app.apiKey,
    redirect_uri: REDIRECT,
    scope: 'BOOKINGS_READ,PRODUCTS_READ',
    state: 's1',
    ...extra,
  });

  /** Consent → Install → code, as the vendor's browser does it. */
  const installCode = (extra: Record<string, string> = {}, as = cookie) => installRedirect(t, as, query(extra));

  beforeAll(async () => {
    t = await createTestApp();
    const acme = await createTeam(t.db, 'Acme');
    app = (
      await createListedApp(t.db, {
        organizationId: acme.org.id,
        name: 'Pier Sync',
        chargeType: 'RECURRING',
        plans: [{ name: 'Pro', type: 'MONTHLY_CHARGE', monthlyAmount: 9 }],
      })
    ).app;
    [app] = await t.db
      .update(apps)
      .set({
        redirectUrlWhitelist: `${REDIRECT}\nhttps://partner.example`,
        appUrl: 'https://partner.example/launch',
        secretKeyEncrypted: (await import('../../src/lib/crypto.ts')).encryptSecret('s3cret-key', t.config.secretKey),
      })
      .where(eq(apps.id, app.id))
      .returning();
    other = (await createListedApp(t.db, { organizationId: acme.org.id, name: 'Other App' })).app;
    await t.db
      .update(apps)
      .set({
        redirectUrlWhitelist: REDIRECT,
        secretKeyEncrypted: (await import('../../src/lib/crypto.ts')).encryptSecret('other-secret', t.config.secretKey),
      })
      .where(eq(apps.id, other.id));
    secret = decryptSecret(app.secretKeyEncrypted, t.config.secretKey);
    [vendor] = await t.db.insert(vendors).values({ name: 'Harbour Tours', domain: 'harbour-tours', country: 'NO' }).returning();
    await t.db.insert(vendorUsers).values({
      vendorId: vendor!.id,
      email: 'ops@harbour.test',
      passwordHash: await hashPassword('vendor-pass-1'),
      firstName: 'Ola',
      lastName: 'Nordmann',
    });
    cookie = await vendorLogin(t, 'ops@harbour.test', 'vendor-pass-1');
  });
  afterAll(() => t.close());

  it('answers bad requests with an error page, never a redirect', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ client_id: 'nope' }, 'There is no app with this client_id.'],
      [{ redirect_uri: 'https://evil.example/cb' }, 'not on the app’s whitelist'],
      [{ redirect_uri: `${REDIRECT}/extra` }, 'not on the app’s whitelist'],
      [{ redirect_uri: 'https://partner.example/oauth/callback?x=1' }, 'not on the app’s whitelist'],
      [{ scope: 'BOOKINGS_READ,TIME_TRAVEL' }, 'Unknown scope: TIME_TRAVEL'],
      [{ scope: 'BOOKINGS_READ, PRODUCTS_READ' }, 'Unknown scope:  PRODUCTS_READ'],
      [{ code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' }, 'Only code_challenge_method=S256'],
      [{ state: 'line\nbreak' }, 'control characters'],
    ];
    for (const [extra, text] of cases) {
      const res = await authorize(t, cookie, query(extra));
      expect(res.statusCode, text).toBe(400);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain(text.replace('’', '&#39;').includes('&#39;') ? text : text);
    }
  });

  it('asks the vendor to sign in first and comes back to the request', async () => {
    const res = await authorize(t, '', query());
    expect(res.statusCode).toBe(302);
    const next = new URL(String(res.headers.location), 'http://store.test');
    expect(next.pathname).toBe('/vendor/login');
    expect(next.searchParams.get('next')).toContain('/appstore/oauth/authorize?client_id=');
  });

  it('refuses a vendor sign-in posted from another site, and answers unknown and wrong alike', async () => {
    const post = (form: Record<string, string>, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/vendor/login',
        payload: new URLSearchParams({ next: '/vendor/apps', ...form }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      });
    const good = { email: 'ops@harbour.test', password: 'vendor-pass-1' };
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
      const refused = await post(good, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    const sameSite = await post(good, { origin: t.config.publicUrl, 'sec-fetch-site': 'same-origin' });
    expect(sameSite.statusCode).toBe(200);
    expect(String(sameSite.headers['set-cookie'])).toContain('HttpOnly');

    const unknown = await post({ email: 'nobody@harbour.test', password: 'vendor-pass-1' });
    const wrong = await post({ email: 'ops@harbour.test', password: 'wrong-pass-1' });
    expect([unknown.statusCode, wrong.statusCode]).toEqual([401, 401]);
    expect(unknown.body.replace('nobody@', 'ops@')).toBe(wrong.body);
  });

  it('shows a consent page with the app, its developer, each scope in words and the plans', async () => {
    const res = await authorize(t, cookie, query({ redirect_uri: 'https://partner.example' }));
    expect(res.statusCode).toBe(200);
    for (const text of [
      'Install Pier Sync',
      'By Acme',
      'for Harbour Tours',
      'See your bookings',
      'See your experiences and their prices',
      'Pro: $9.00 a month',
    ])
      expect(res.body).toContain(text);
  });

  it('redirects Cancel with access_denied and the unchanged state', async () => {
    const state = 'a b&c=d/ü?#';
    const page = await authorize(t, cookie, query({ state }));
    const res = await decide(t, cookie, consentForm(page.body), 'cancel');
    const to = new URL(String(res.headers.location));
    expect(to.origin + to.pathname).toBe(REDIRECT);
    expect(to.searchParams.get('error')).toBe('access_denied');
    expect(to.searchParams.get('state')).toBe(state);
  });

  it('leaves state out of the redirect when the app sent none', async () => {
    const { state: _unused, ...withoutState } = query();
    const page = await authorize(t, cookie, withoutState);
    const res = await decide(t, cookie, consentForm(page.body), 'cancel');
    const to = new URL(String(res.headers.location));
    expect([...to.searchParams.keys()]).toEqual(['error']);
  });

  it('redirects Install with a signed code and exchanges it once for a token (JSON and form bodies)', async () => {
    const to = await installCode({ state: 'x=1&y=2' });
    expect(to.searchParams.get('state')).toBe('x=1&y=2');
    expect(to.searchParams.get('domain')).toBe('harbour-tours');
    expect(to.searchParams.get('hmac')).toBe(expectedHmac(to.searchParams, secret));
    const code = to.searchParams.get('code')!;
    expect(
      await t.db
        .select()
        .from(oauthCodes)
        .where(eq(oauthCodes.codeHash, sha256Hex(code))),
    ).toHaveLength(1);
    expect((await exchange(t, { client_id: app.apiKey, client_secret: 'wrong', redirect_uri: REDIRECT, code })).body).toEqual({
      error: 'invalid_client',
      error_description: expect.any(String),
    });
    expect((await exchange(t, { client_id: app.apiKey, client_secret: 'wrong', redirect_uri: REDIRECT, code })).status).toBe(401);

    const first = await exchange(t, { client_id: app.apiKey, client_secret: secret, redirect_uri: REDIRECT, code }, 'form');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      token_type: 'bearer',
      scope: 'BOOKINGS_READ,PRODUCTS_READ',
      vendor_id: Buffer.from(`Vendor:${vendor.id}`).toString('base64').replace(/=+$/, ''),
      appInstalledByUserFirstName: 'Ola',
      appInstalledByUserLastName: 'Nordmann',
      appInstalledByUserEmail: 'ops@harbour.test',
      pricing: { chargeType: 'RECURRING', pricePlan: { name: 'Pro', type: 'MONTHLY_CHARGE', monthlyAmount: 9 } },
    });
    expect(first.body.access_token.length).toBeGreaterThanOrEqual(22);
    expect(first.body).not.toHaveProperty('legacyApiCredentials');
    const [stored] = await t.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, sha256Hex(first.body.access_token)));
    expect(stored).toBeDefined();
    expect(JSON.stringify(await t.db.select().from(accessTokens))).not.toContain(first.body.access_token);
    expect(await findTokenContext(t.db, first.body.access_token)).toMatchObject({
      vendorId: vendor.id,
      appId: app.id,
      scopes: ['BOOKINGS_READ', 'PRODUCTS_READ'],
    });

    // a second use fails and takes back the token the code bought
    expect((await exchange(t, { client_id: app.apiKey, client_secret: secret, redirect_uri: REDIRECT, code })).body.error).toBe(
      'invalid_grant',
    );
    expect(await findTokenContext(t.db, first.body.access_token)).toBeNull();
  });

  it('signs the escaped parameters, so a crafted state cannot vouch for another domain', async () => {
    const to = await installCode({ state: 'x&domain=evil' });
    const hmac = to.searchParams.get('hmac')!;
    expect(hmac).toBe(expectedHmac(to.searchParams, secret));
    // the same bytes under the plain rule, read as other parameters: no state, and domain=evil
    const forged = new URLSearchParams([
      ['code', `${to.searchParams.get('code')}&domain=harbour-tours&state=x`],
      ['domain', 'evil'],
      ['timestamp', to.searchParams.get('timestamp')!],
    ]);
    expect(hmac).not.toBe(expectedHmac(forged, secret));
    expect(hmac).not.toBe(plainHmac(forged, secret));
  });

  it('refuses expired codes, another app’s code and a wrong PKCE verifier', async () => {
    const expired = (await installCode()).searchParams.get('code')!;
    await t.db
      .update(oauthCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthCodes.codeHash, sha256Hex(expired)));
    expect((await exchange(t, { client_id: app.apiKey, client_secret: secret, redirect_uri: REDIRECT, code: expired })).body.error).toBe(
      'invalid_grant',
    );

    const code = (await installCode()).searchParams.get('code')!;
    const otherSecret = 'other-secret';
    expect((await exchange(t, { client_id: other.apiKey, client_secret: otherSecret, redirect_uri: REDIRECT, code })).body.error).toBe(
      'invalid_grant',
    );

    const verifier = 'v'.repeat(50);
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const pkce = (await installCode({ code_challenge: challenge, code_challenge_method: 'S256' })).searchParams.get('code')!;
    expect((await exchange(t, { client_id: app.apiKey, client_secret: secret, redirect_uri: REDIRECT, code: pkce })).body.error).toBe(
      'invalid_grant',
    );
    const pkce2 = (await installCode({ code_challenge: challenge, code_challenge_method: 'S256' })).searchParams.get('code')!;
    expect(
      (
        await exchange(t, {
          client_id: app.apiKey,
          client_secret: secret,
          redirect_uri: REDIRECT,
          code: pkce2,
          code_verifier: 'w'.repeat(50),
        })
      ).body.error,
    ).toBe('invalid_grant');
    const pkce3 = (await installCode({ code_challenge: challenge, code_challenge_method: 'S256' })).searchParams.get('code')!;
    expect(
      (await exchange(t, { client_id: app.apiKey, client_secret: secret, redirect_uri: REDIRECT, code: pkce3, code_verifier: verifier }))
        .status,
    ).toBe(200);
  });

  it('updates the one installation on re-install, and uninstalling revokes every token and tells the app', async () => {
    await t.db.insert(webhookSubscriptions).values({ appId: app.id, topic: 'APP_UNINSTALL', url: 'https://partner.example/hooks' });
    const a = await exchange(t, {
      client_id: app.apiKey,
      client_secret: secret,
      redirect_uri: REDIRECT,
      code: (await installCode()).searchParams.get('code')!,
    });
    const b = await exchange(t, {
      client_id: app.apiKey,
      client_secret: secret,
      redirect_uri: REDIRECT,
      code: (await installCode({ scope: 'BOOKINGS_READ,LEGACY_API' })).searchParams.get('code')!,
    });
    expect(b.body.legacyApiCredentials).toEqual({ accessKey: expect.any(String), secretKey: expect.any(String) });
    const rows = await t.db
      .select()
      .from(installations)
      .where(and(eq(installations.appId, app.id), eq(installations.vendorId, vendor.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.scopes).toEqual(['BOOKINGS_READ', 'LEGACY_API']);
    // the new grant replaces the old one: the earlier token (other scopes) stops working
    expect(await findTokenContext(t.db, a.body.access_token)).toBeNull();
    expect(await findTokenContext(t.db, b.body.access_token)).toMatchObject({ scopes: ['BOOKINGS_READ', 'LEGACY_API'] });

    const apps = await t.app.inject({ method: 'GET', url: '/vendor/apps', headers: { cookie } });
    expect(apps.body).toContain('Pier Sync');
    const csrf = /name="csrf" value="([^"]+)"/.exec(apps.body)![1]!;
    const res = await t.app.inject({
      method: 'POST',
      url: `/vendor/apps/${app.id}/uninstall`,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `csrf=${encodeURIComponent(csrf)}`,
    });
    expect(res.statusCode).toBe(303);
    expect(await findTokenContext(t.db, a.body.access_token)).toBeNull();
    expect(await findTokenContext(t.db, b.body.access_token)).toBeNull();
    const events = await t.db
      .select()
      .from(installationEvents)
      .where(eq(installationEvents.installationId, rows[0]!.id))
      .orderBy(installationEvents.id);
    expect(events.map((e) => [e.type, e.country])).toEqual([
      ['INSTALL', 'NO'],
      ['UNINSTALL', 'NO'],
    ]);
    const [delivery] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.topic, 'APP_UNINSTALL'));
    expect(delivery!.headers).toMatchObject({ 'x-bokun-topic': 'apps/uninstall', 'x-bokun-apikey': app.apiKey });
  });

  it('explains an app whose site is an example address instead of sending the vendor to a DNS error', async () => {
    // the demo catalogue's partner sites are on '.example' (RFC 2606), a name that never exists
    const install = await t.app.inject({ method: 'GET', url: `/vendor/install/${app.id}`, headers: { cookie } });
    expect(install.statusCode).toBe(200);
    expect(install.headers.location).toBeUndefined();
    expect(install.body).toContain('data-testid="example-site"');
    expect(install.body).toContain('<b>partner.example</b>, is an example address that never exists');

    await t.db.update(apps).set({ appUrl: 'https://partner.example.com/launch' }).where(eq(apps.id, app.id));
    try {
      const real = await t.app.inject({
        method: 'GET',
        url: `/vendor/install/${app.id}`,
        headers: { cookie, 'sec-fetch-site': 'same-origin' },
      });
      expect(real.statusCode).toBe(302);
      expect(new URL(String(real.headers.location)).host).toBe('partner.example.com');
    } finally {
      await t.db.update(apps).set({ appUrl: 'https://partner.example/launch' }).where(eq(apps.id, app.id));
    }
  });

  it('lets only the test vendor install an unpublished app, and only the linked vendor a custom app', async () => {
    await t.db.update(apps).set({ status: 'DRAFT' }).where(eq(apps.id, app.id));
    const res = await authorize(t, cookie, query());
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('not published');
    await t.db.update(apps).set({ status: 'PUBLISHED', type: 'CUSTOM', linkedVendorId: null }).where(eq(apps.id, app.id));
    expect((await authorize(t, cookie, query())).body).toContain('made for another vendor');
    await t.db
      .update(apps)
      .set({ type: 'PUBLIC', installationCountries: ['IS'] })
      .where(eq(apps.id, app.id));
    expect((await authorize(t, cookie, query())).body).toContain('not offered in your country');
    await t.db.update(apps).set({ installationCountries: [] }).where(eq(apps.id, app.id));
  });

  it('exchanges a code without redirect_uri, as the contract’s apps send it, in a form or JSON body', async () => {
    for (const encoding of ['form', 'json'] as const) {
      const code = (await installCode()).searchParams.get('code')!;
      // exactly the three fields of protocol §1.6: no redirect_uri, no grant_type
      const res = await exchange(t, { client_id: app.apiKey, client_secret: secret, code }, encoding);
      expect(res.status, encoding).toBe(200);
      expect(res.body).toMatchObject({ token_type: 'bearer', vendor_id: toGlobalId('Vendor', vendor.id) });
      expect(await findTokenContext(t.db, res.body.access_token)).toMatchObject({ appId: app.id, vendorId: vendor.id });
    }
  });

  it('requires a redirect_uri the app does send to be exactly the one sent to /authorize, and a refused attempt leaves the code usable', async () => {
    const tokensBefore = (await t.db.select().from(accessTokens)).length;
    // the whitelist treats an empty path as '/', the exchange compares the very string (RFC 6749 §4.1.3)
    const to = await installCode({ redirect_uri: 'https://partner.example' });
    const code = to.searchParams.get('code')!;
    for (const redirect of ['https://partner.example/', REDIRECT, 'https://evil.example', 'https://partner.example ']) {
      const res = await exchange(t, { client_id: app.apiKey, client_secret: secret, code, redirect_uri: redirect });
      expect(res, redirect).toEqual({
        status: 400,
        body: { error: 'invalid_grant', error_description: expect.stringContaining('redirect_uri') },
      });
    }
    // a JSON list is not one value to compare
    const listed = await exchange(t, { client_id: app.apiKey, client_secret: secret, code, redirect_uri: ['https://partner.example'] });
    expect(listed).toEqual({ status: 400, body: { error: 'invalid_request', error_description: expect.stringContaining('redirect_uri') } });
    expect(await t.db.select().from(accessTokens)).toHaveLength(tokensBefore);
    const ok = await exchange(t, { client_id: app.apiKey, client_secret: secret, code, redirect_uri: 'https://partner.example' }, 'form');
    expect(ok.status).toBe(200);
    expect(await findTokenContext(t.db, ok.body.access_token)).toMatchObject({ appId: app.id, vendorId: vendor.id });
  });

  it('answers invalid_grant and issues no token when the vendor cancelled or uninstalled, or the app may no longer be installed, after consent', async () => {
    const tokens = async () => (await t.db.select().from(accessTokens)).length;
    const exchangeCode = (code: string) => exchange(t, { client_id: app.apiKey, client_secret: secret, code, redirect_uri: REDIRECT });
    const installation = async () =>
      (
        await t.db
          .select()
          .from(installations)
          .where(and(eq(installations.appId, app.id), eq(installations.vendorId, vendor.id)))
      )[0]!;
    const installed = await exchangeCode((await installCode()).searchParams.get('code')!);
    expect(installed.status).toBe(200);
    const before = await tokens();

    // Install in one tab, Cancel in another: the vendor's last word is no
    const cancelled = (await installCode()).searchParams.get('code')!;
    const page = await authorize(t, cookie, query());
    expect((await decide(t, cookie, consentForm(page.body), 'cancel')).headers.location).toContain('error=access_denied');
    expect((await exchangeCode(cancelled)).body).toEqual({
      error: 'invalid_grant',
      error_description: 'The vendor cancelled the installation after this code was issued.',
    });

    // uninstalled between consent and exchange: the code does not install the app again
    const beforeUninstall = (await installCode()).searchParams.get('code')!;
    const vendorPage = await t.app.inject({ method: 'GET', url: '/vendor/apps', headers: { cookie } });
    const csrf = /name="csrf" value="([^"]+)"/.exec(vendorPage.body)![1]!;
    const uninstalled = await t.app.inject({
      method: 'POST',
      url: `/vendor/apps/${app.id}/uninstall`,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `csrf=${encodeURIComponent(csrf)}`,
    });
    expect(uninstalled.statusCode).toBe(303);
    expect((await exchangeCode(beforeUninstall)).body).toEqual({
      error: 'invalid_grant',
      error_description: 'The vendor uninstalled the app after this code was issued.',
    });
    expect((await installation()).uninstalledAt).not.toBeNull();
    expect(await findTokenContext(t.db, installed.body.access_token)).toBeNull();

    // unpublished, or a custom app now made for another vendor
    const refusals: [Partial<typeof apps.$inferInsert>, string][] = [
      [{ status: 'UNPUBLISHED' }, 'This app is not published in the App Store.'],
      [{ type: 'CUSTOM', linkedVendorId: null, customPublishedAt: new Date() }, 'This custom app is made for another vendor.'],
    ];
    for (const [change, reason] of refusals) {
      const code = (await installCode()).searchParams.get('code')!;
      await t.db.update(apps).set(change).where(eq(apps.id, app.id));
      expect((await exchangeCode(code)).body).toEqual({ error: 'invalid_grant', error_description: reason });
      await t.db
        .update(apps)
        .set({ status: 'PUBLISHED', type: 'PUBLIC', linkedVendorId: null, customPublishedAt: null })
        .where(eq(apps.id, app.id));
    }

    // deleted: its client_id and secret identify no app any more
    const deletedCode = (await installCode()).searchParams.get('code')!;
    await t.db.update(apps).set({ status: 'UNPUBLISHED', deletedAt: new Date() }).where(eq(apps.id, app.id));
    expect(await exchangeCode(deletedCode)).toEqual({
      status: 401,
      body: { error: 'invalid_client', error_description: expect.any(String) },
    });
    await t.db.update(apps).set({ status: 'PUBLISHED', deletedAt: null }).where(eq(apps.id, app.id));

    expect(await tokens()).toBe(before);
    expect((await installation()).uninstalledAt).not.toBeNull();
    // a fresh consent still installs
    expect((await exchangeCode((await installCode()).searchParams.get('code')!)).status).toBe(200);
  });
});
