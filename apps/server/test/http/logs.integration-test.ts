import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apps, vendorUsers, vendors } from '../../src/db/schema/index.ts';
import { encryptSecret } from '../../src/lib/crypto.ts';
import { hashPassword } from '../../src/modules/accounts/passwords.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { createListedApp, createTeam } from '../fixtures.ts';
import { loginCookie } from '../apps-session.ts';
import { png } from '../images.ts';
import { uploadImage } from '../listing-input.ts';
import { authorize, consentForm, decide, exchange, vendorLogin } from '../oauth-support.ts';
import { RESET, RESET_REQUEST, SIGNUP, newestMailId, waitForMail } from '../support/accounts.ts';

describe('request and error logs keep secrets out', () => {
  let t: TestApp;
  let log = '';

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    t = await createTestApp({ logStream, env: { LOG_LEVEL: 'trace' } });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const pathAndQuery = (link: string) => new URL(link).pathname + new URL(link).search;
  // sign-up and reset mail goes out after the answer: wait for it
  const newestLink = async (to: string, path: string, afterId: number) => {
    const mail = await waitForMail(t, to, afterId);
    return ((await get('/dev/mail.json')).json() as { id: number; links: string[] }[])
      .find((m) => m.id === mail.id)!
      .links.find((l) => l.includes(path))!;
  };

  it('writes no token, link, code, signature or cookie, and still names each path', async () => {
    const secrets: string[] = [];
    const paths: string[] = [];

    // verification and password reset links
    await t.gql(SIGNUP, {
      account: {
        email: 'ada@example.com',
        password: 'correct-horse-1',
        firstName: 'Ada',
        lastName: 'Lovelace',
        businessName: 'Analytical Engines',
        termsApiAgreed: true,
        termsPartnerAgreed: true,
      },
    });
    const verify = await newestLink('ada@example.com', '/appstore/verify-email', 0);
    expect((await get(pathAndQuery(verify))).statusCode).toBe(302);
    const beforeReset = await newestMailId(t);
    await t.gql(RESET_REQUEST, { email: 'ada@example.com' });
    const reset = await newestLink('ada@example.com', '/developer/reset-password', beforeReset);
    await get(pathAndQuery(reset));
    const resetToken = new URL(reset).searchParams.get('token')!;
    expect((await t.gql(RESET, { token: resetToken, password: 'brand-new-pass-1' })).data).toEqual({ appAccountPasswordReset: true });
    secrets.push(new URL(verify).searchParams.get('token')!, resetToken);
    paths.push('/appstore/verify-email', '/developer/reset-password');

    // OAuth: authorize with a state and a PKCE challenge, the code in the redirect, the token exchange, an App API call
    const acme = await createTeam(t.db, 'Acme');
    const { app } = await createListedApp(t.db, { organizationId: acme.org.id, name: 'Pier Sync' });
    const clientSecret = 'client-secret-0123456789';
    await t.db
      .update(apps)
      .set({ redirectUrlWhitelist: 'https://partner.example/cb', secretKeyEncrypted: encryptSecret(clientSecret, t.config.secretKey) })
      .where(eq(apps.id, app.id));
    const [vendor] = await t.db.insert(vendors).values({ name: 'Harbour Tours', domain: 'harbour-tours', country: 'NO' }).returning();
    await t.db.insert(vendorUsers).values({
      vendorId: vendor!.id,
      email: 'ops@harbour.test',
      passwordHash: await hashPassword('vendor-pass-1'),
      firstName: 'Ola',
      lastName: 'N',
    });
    const vendorCookie = await vendorLogin(t, 'ops@harbour.test', 'vendor-pass-1');
    const state = 'state-secret-5b1f9c';
    const verifier = 'v'.repeat(50);
    const challenge = (await import('node:crypto')).createHash('sha256').update(verifier).digest('base64url');
    const page = await authorize(t, vendorCookie, {
      client_id: app.apiKey,
      redirect_uri: 'https://partner.example/cb',
      scope: 'BOOKINGS_READ',
      state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const form = consentForm(page.body);
    const redirect = new URL(String((await decide(t, vendorCookie, form, 'install')).headers.location));
    const code = redirect.searchParams.get('code')!;
    const token = await exchange(
      t,
      { client_id: app.apiKey, client_secret: clientSecret, code, code_verifier: verifier, redirect_uri: 'https://partner.example/cb' },
      'form',
    );
    expect(token.status).toBe(200);
    const apiCall = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { authorization: `Bearer ${token.body.access_token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ vendor { name } }' }),
    });
    expect(apiCall.json().data.vendor.name).toBe('Harbour Tours');
    secrets.push(
      state,
      challenge,
      code,
      verifier,
      clientSecret,
      token.body.access_token,
      form.csrf!,
      vendorCookie.split('=')[1]!,
      redirect.searchParams.get('hmac')!,
    );
    paths.push('/appstore/oauth/authorize', '/appstore/oauth/access_token', '/api/graphql');

    // a signed upload URL, the stored file, and a partner's session
    const owner = await loginCookie(t, acme.owner.email);
    const upload = await uploadImage(t, owner, png(1200, 1200));
    expect(upload.status).toBe(200);
    const signed = new URL(upload.uploadUrl);
    const file = await get(`/files/${upload.key}?X-Amz-Signature=file-signature-77c1`, { cookie: owner.cookie });
    expect(file.statusCode).toBe(200);
    secrets.push(...[...signed.searchParams.values()].filter((v) => v.length > 12), 'file-signature-77c1', owner.cookie.split('=')[1]!);
    paths.push(signed.pathname, `/files/${upload.key}`);

    // the 404 log line names the URL too
    await get('/no/such/route?token=lost-token-2a9e');
    secrets.push('lost-token-2a9e');
    paths.push('/no/such/route');

    expect(log).toContain('incoming request');
    for (const path of paths) expect(log, path).toContain(path);
    const leaked = secrets.filter((secret) => log.includes(secret) || log.includes(encodeURIComponent(secret)));
    expect(leaked).toEqual([]);
  });
});

describe('a proxy TRUST_PROXY does not name', () => {
  it('is told of once in the log: every client would be counted as the proxy', async () => {
    let log = '';
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    const t = await createTestApp({ logStream });
    try {
      await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(log).not.toContain('TRUST_PROXY');
      for (let i = 0; i < 3; i++) {
        await t.app.inject({
          method: 'GET',
          url: '/healthz',
          remoteAddress: '10.0.0.5',
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        });
      }
      expect(log.match(/set TRUST_PROXY to its address/g)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
