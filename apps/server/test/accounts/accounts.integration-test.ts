import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMails } from '../../src/db/schema/index.ts';
import { INVALID_LOGIN, INVALID_RESET_LINK, NOT_VERIFIED } from '../../src/modules/accounts/accounts.service.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import {
  LOGIN,
  ME,
  RESET,
  RESET_REQUEST,
  SIGNUP,
  gqlFrom,
  logIn as logInAs,
  requestResetToken,
  signUpAndVerify as signUpAndVerifyOn,
  signupInput as account,
  waitForMail,
} from '../support/accounts.ts';
import { withoutRequestIds } from '../support/request-ids.ts';

const LOGOUT = `mutation { appAccountLogout }`;

describe('partner accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const asUser = (cookie: string) => ({ cookie });
  const follow = async (link: string) => t.app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
  const signUpAndVerify = (email: string) => signUpAndVerifyOn(t, email);
  const logIn = (email: string, password?: string) => logInAs(t, email, password);

  it('signs up, sends a verification link, and lets the user in only once it is followed', async () => {
    const r = await t.gql(SIGNUP, { account: account('ada@example.com') });
    expect(r.data).toEqual({ appAccountSignup: true });
    const mail = await waitForMail(t, 'ada@example.com');
    expect(mail.subject).toBe('Verify your e-mail address');
    const link = mail.links.find((l) => l.startsWith('http://store.test/appstore/verify-email?token='))!;
    expect(link).toBeTruthy();

    const early = await t.gql(LOGIN, { account: { email: 'ada@example.com', password: 'correct-horse-1' } });
    expect(early.errors?.[0]).toMatchObject({ message: NOT_VERIFIED, extensions: { classification: 'ForbiddenError' } });
    const resent = await waitForMail(t, 'ada@example.com', mail.id);
    expect(resent.subject).toBe('Verify your e-mail address');

    const verified = await follow(link);
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/developer/login?validated=true');
    // a second click on a used link of a verified address is not an error; a bogus link is
    expect((await follow(link)).headers.location).toBe('/developer/login?validated=true');
    const bogus = await t.app.inject({ method: 'GET', url: '/appstore/verify-email?token=not-a-token' });
    expect(bogus.headers.location).toMatch(/^\/developer\/login\?validated=false&message=.+/);

    const { r: login, cookie } = await logIn('ada@example.com');
    expect(login.data.appAccountLogin).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      orgName: 'Analytical Engines',
      accountOwner: true,
      adminUser: false,
    });
    expect(login.data.appAccountLogin.orgId).toBe(login.data.appAccountLogin.organizationId);
    const setCookie = String([login.headers['set-cookie']].flat()[0]);
    expect(setCookie).toMatch(/^appstore_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    expect((await t.gql(ME, {}, asUser(cookie))).data.me).toEqual({
      email: 'ada@example.com',
      orgName: 'Analytical Engines',
      accountOwner: true,
    });
    expect((await t.gql(ME)).data.me).toBeNull();
  });

  it('gives the spec messages for bad signups', async () => {
    const r = await t.gql(SIGNUP, { account: { email: 'nope', password: 'short', firstName: '', termsApiAgreed: false } });
    expect(r.errors?.[0]?.extensions.classification).toBe('ValidationError');
    expect(r.errors?.[0]?.extensions.fields).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Email is invalid' },
        { field: 'password', message: 'Password must be at least 8 chars' },
        { field: 'firstName', message: 'First Name is required' },
        { field: 'lastName', message: 'Last Name is required' },
        { field: 'businessName', message: 'Business name is required' },
        { field: 'termsApiAgreed', message: 'You must agree to our API Terms' },
        { field: 'termsPartnerAgreed', message: 'You must agree to our Partner terms' },
      ]),
    );
  });

  it('answers an unknown address exactly like a wrong password', async () => {
    await signUpAndVerify('bob@example.com');
    const wrong = await t.gql(LOGIN, { account: { email: 'bob@example.com', password: 'wrong-password' } });
    const unknown = await t.gql(LOGIN, { account: { email: 'nobody@example.com', password: 'wrong-password' } });
    expect(withoutRequestIds(wrong).errors).toEqual(withoutRequestIds(unknown).errors);
    expect(wrong.errors?.[0]?.message).toBe(INVALID_LOGIN);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('throttles failed logins per account, with a retry time, even for the right password', async () => {
    await signUpAndVerify('carol@example.com');
    for (let i = 0; i < 5; i++) await logIn('carol@example.com', 'wrong-password');
    const { r } = await logIn('carol@example.com');
    expect(r.errors?.[0]?.extensions).toMatchObject({ classification: 'RateLimitedError' });
    expect((r.errors?.[0]?.extensions as { retryAfterSeconds?: number }).retryAfterSeconds).toBeGreaterThan(0);
    expect(r.errors?.[0]?.message).toMatch(/^Too many failed login attempts\. Try again in \d+ minutes?\.$/);
    // another account is not affected, and a stranger's failures do not lock the owner out elsewhere
    await signUpAndVerify('dave@example.com');
    expect((await logIn('dave@example.com')).r.errors).toBeUndefined();
    const fromHome = await gqlFrom(t, '10.1.2.3', LOGIN, { account: { email: 'carol@example.com', password: 'correct-horse-1' } });
    expect(fromHome.json().errors).toBeUndefined();
  });

  it('throttles failed logins per client address across accounts', async () => {
    const from = (ip: string, email: string) => gqlFrom(t, ip, LOGIN, { account: { email, password: 'wrong-password' } });
    for (let i = 0; i < 30; i++) await from('10.9.9.9', `guess${i}@example.com`);
    const blocked = (await from('10.9.9.9', 'someone-new@example.com')).json();
    expect(blocked.errors[0].extensions.classification).toBe('RateLimitedError');
    const elsewhere = (await from('10.9.9.10', 'someone-new@example.com')).json();
    expect(elsewhere.errors[0].message).toBe(INVALID_LOGIN);
  });

  it('ends the session on the server at logout', async () => {
    await signUpAndVerify('erin@example.com');
    const { cookie } = await logIn('erin@example.com');
    const out = await t.gql(LOGOUT, {}, asUser(cookie));
    expect(out.data).toEqual({ appAccountLogout: true });
    expect(String([out.headers['set-cookie']].flat()[0])).toContain('Max-Age=0');
    expect((await t.gql(ME, {}, asUser(cookie))).data.me).toBeNull();
  });

  it('resets a password with a single-use link and ends every session', async () => {
    await signUpAndVerify('finn@example.com');
    const { cookie } = await logIn('finn@example.com');
    const before = (await t.db.select().from(devMails)).length;
    expect((await t.gql(RESET_REQUEST, { email: 'ghost@example.com' })).data).toEqual({ appAccountPasswordResetRequest: true });
    expect((await t.db.select().from(devMails)).length).toBe(before);

    const token = await requestResetToken(t, 'finn@example.com');
    expect((await waitForMail(t, 'finn@example.com')).subject).toBe('Reset your password');

    const weak = await t.gql(RESET, { token, password: 'short' });
    expect(weak.errors?.[0]?.extensions.fields).toEqual([{ field: 'password', message: 'Password must be at least 8 chars' }]);
    expect((await t.gql(RESET, { token, password: 'brand-new-pass' })).data).toEqual({ appAccountPasswordReset: true });
    expect((await t.gql(ME, {}, asUser(cookie))).data.me).toBeNull();
    expect((await logIn('finn@example.com')).r.errors?.[0]?.message).toBe(INVALID_LOGIN);
    expect((await logIn('finn@example.com', 'brand-new-pass')).r.errors).toBeUndefined();
    const reused = await t.gql(RESET, { token, password: 'another-pass-1' });
    expect(reused.errors?.[0]?.extensions.fields).toEqual([{ field: 'token', message: INVALID_RESET_LINK }]);
  });
});
