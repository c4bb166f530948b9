import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { VENDOR_SIGN_IN_MESSAGES } from '@appstore/shared/installations/vendor-sign-in';
import { devMails, users } from '../../src/db/schema/index.ts';
import { sha256Hex } from '../../src/lib/crypto.ts';
import { INVALID_LOGIN, SIGNUP_PER_CLIENT } from '../../src/modules/accounts/accounts.service.ts';
import { hashPassword } from '../../src/modules/accounts/passwords.ts';
import { purgeExpiredCounters, takeAttempt } from '../../src/modules/accounts/throttle.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { createTeam } from '../fixtures.ts';
import { LOGIN, RESET_REQUEST, SIGNUP, gqlFrom, newestMailId, signupInput, waitForMail, waitForMails } from '../support/accounts.ts';

// counts the costly password hashes the server does, without changing them
vi.mock('../../src/modules/accounts/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/modules/accounts/passwords.ts')>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});
const hashes = () => vi.mocked(hashPassword).mock.calls.length;

type Answer = { errors?: { message: string; extensions: { classification: string; retryAfterSeconds?: number } }[] };

/** How many answers were a checked password ("Invalid email or password") and how many were refused unchecked. */
function tally(answers: Answer[]) {
  const count = (pick: (a: Answer) => boolean) => answers.filter(pick).length;
  return {
    checked: count((a) => a.errors?.[0]?.message === INVALID_LOGIN),
    throttled: count((a) => a.errors?.[0]?.extensions.classification === 'RateLimitedError'),
  };
}

/**
 * Throttles hold under parallel requests. On PostgreSQL the requests run on several pool
 * connections at once; on PGlite they interleave on one connection while the password hashes run.
 */
describe('throttling under parallel attempts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (ip: string, email: string, password: string) =>
    gqlFrom(t, ip, LOGIN, { account: { email, password } }).then((r) => r.json() as Answer);

  it('checks at most 5 of 40 parallel wrong passwords for one account from one address', async () => {
    const { member } = await createTeam(t.db, 'Parallel Guess');
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login('10.20.0.1', member.email, `guess-number-${i}`)));
    expect(tally(answers)).toEqual({ checked: 5, throttled: 35 });
    // the right password is not checked either until the window ends
    expect(tally([await login('10.20.0.1', member.email, 'team-pass-123')])).toEqual({ checked: 0, throttled: 1 });
  });

  it('checks at most 30 of 60 parallel wrong passwords from one address across accounts', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login('10.20.0.2', `nobody-${i}@example.com`, 'wrong-password')),
    );
    expect(tally(answers)).toEqual({ checked: 30, throttled: 30 });
  });

  it('gives a successful login its attempt back, so colleagues behind one address are not locked out', async () => {
    const { owner, member } = await createTeam(t.db, 'Shared Office');
    for (let i = 0; i < 25; i++) await login('10.20.0.3', `stranger-${i}@example.com`, 'wrong-password');
    for (let i = 0; i < 10; i++)
      expect((await login('10.20.0.3', i % 2 ? owner.email : member.email, 'team-pass-123')).errors).toBeUndefined();
    const more = await Promise.all(Array.from({ length: 5 }, (_, i) => login('10.20.0.3', `late-${i}@example.com`, 'wrong-password')));
    expect(tally(more)).toEqual({ checked: 5, throttled: 0 });
    expect(tally([await login('10.20.0.3', 'one-more@example.com', 'wrong-password')])).toEqual({ checked: 0, throttled: 1 });
  });

  it('checks at most 10 of 40 parallel vendor sign-ins for one address', async () => {
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/vendor/login',
        remoteAddress: '10.20.0.4',
        payload: new URLSearchParams({ email: 'ops@vendor.test', password: 'wrong-password', next: '/vendor/apps' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const statuses = (await Promise.all(Array.from({ length: 40 }, post))).map((r) => r.statusCode);
    expect({ checked: statuses.filter((s) => s === 401).length, throttled: statuses.filter((s) => s === 429).length }).toEqual({
      checked: 10,
      throttled: 30,
    });
  });
});

describe('throttling password reset requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const request = (ip: string, email: string) => gqlFrom(t, ip, RESET_REQUEST, { email });

  it('sends at most 3 links an hour per address, and answers an unknown address exactly alike', async () => {
    const { member } = await createTeam(t.db, 'Reset Flood');
    const before = await newestMailId(t);
    const known = await Promise.all(Array.from({ length: 6 }, (_, i) => request(`10.30.0.${i}`, member.email)));
    const unknown = await Promise.all(Array.from({ length: 6 }, (_, i) => request(`10.31.0.${i}`, 'nobody-here@example.com')));
    for (const answers of [known, unknown]) {
      expect(answers.filter((r) => r.json().data?.appAccountPasswordResetRequest === true)).toHaveLength(3);
    }
    const refusedKnown = known.find((r) => r.json().errors)!;
    const refusedUnknown = unknown.find((r) => r.json().errors)!;
    // the two windows began a moment apart, so the seconds to wait may differ by one
    // the request ids differ, the rest must not
    const withoutSeconds = (body: string) =>
      body.replace(/"retryAfterSeconds":\d+/, '"retryAfterSeconds":0').replace(/,?"requestId":"[^"]*"/, '');
    expect(withoutSeconds(refusedKnown.body)).toBe(withoutSeconds(refusedUnknown.body));
    expect(refusedKnown.json().errors[0]).toMatchObject({ extensions: { classification: 'RateLimitedError' } });
    expect(refusedKnown.json().errors[0].message).toMatch(/^Too many password reset requests\. Try again in \d+ minutes?\.$/);
    expect(refusedKnown.json().errors[0].extensions.retryAfterSeconds).toBeGreaterThan(3500);
    const sent = await waitForMails(t, member.email, before, 3);
    expect(sent.map((m) => m.subject)).toEqual(['Reset your password', 'Reset your password', 'Reset your password']);
  });

  it('answers at most 20 requests an hour per client, whatever the addresses', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => request('10.32.0.1', `someone-${i}@example.com`)));
    expect(answers.filter((r) => r.json().data?.appAccountPasswordResetRequest === true)).toHaveLength(20);
    expect(answers.filter((r) => r.json().errors?.[0]?.extensions.classification === 'RateLimitedError')).toHaveLength(5);
    expect((await request('10.32.0.2', 'someone-0@example.com')).json().data).toEqual({ appAccountPasswordResetRequest: true });
  });
});

describe('throttling sign-ups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signUp = (ip: string, email: string) => gqlFrom(t, ip, SIGNUP, { account: signupInput(email) });
  const accounts = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;
  const limit = SIGNUP_PER_CLIENT.limit;

  it(`makes at most ${limit} accounts an hour per client, refusing the rest before any hash or mail, a registered address alike`, async () => {
    const { owner } = await createTeam(t.db, 'Already Here');
    const [before, mailBefore] = [await accounts(), await newestMailId(t)];
    vi.mocked(hashPassword).mockClear();
    const answers = await Promise.all(Array.from({ length: limit + 3 }, (_, i) => signUp('10.60.0.1', `mint-${i}@example.com`)));
    const made = answers.filter((r) => r.json().data?.appAccountSignup === true);
    const refused = answers.filter((r) => r.json().errors?.[0]?.extensions.classification === 'RateLimitedError');
    expect([made.length, refused.length]).toEqual([limit, 3]);
    expect(hashes()).toBe(limit);
    expect(await accounts()).toBe(before + limit);
    const error = refused[0]!.json().errors[0];
    expect(error.message).toMatch(/^Too many sign-ups from your network\. Try again in \d+ minutes?\.$/);
    expect(error.extensions.retryAfterSeconds).toBeGreaterThan(3500);

    // a registered address gets the very same refusal, with no hash and no notice to its owner
    const registered = await signUp('10.60.0.1', owner.email);
    const fresh = await signUp('10.60.0.1', 'one-more@example.com');
    const withoutSeconds = (body: string) =>
      body.replace(/"retryAfterSeconds":\d+/, '"retryAfterSeconds":0').replace(/,?"requestId":"[^"]*"/, '');
    expect(registered.statusCode).toBe(fresh.statusCode);
    expect(withoutSeconds(registered.body)).toBe(withoutSeconds(fresh.body));
    expect(hashes()).toBe(limit);
    expect(await accounts()).toBe(before + limit);

    // another client still signs up; once its mail is out, nobody refused got one
    expect((await signUp('10.60.0.2', 'elsewhere@example.com')).json().data).toEqual({ appAccountSignup: true });
    await waitForMail(t, 'elsewhere@example.com', mailBefore);
    const mailed = (
      await t.db
        .select({ to: devMails.to })
        .from(devMails)
        .where(sql`${devMails.id} > ${mailBefore}`)
    ).map((m) => m.to);
    expect(mailed).toHaveLength(limit + 1);
    expect(mailed).not.toContain(owner.email);
    expect(mailed).not.toContain('one-more@example.com');
  });
});

describe('throttling an IPv6 client by its /64', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // a host is given a whole /64: each of its addresses is the same client, or every request would be a new one
  it('counts the sign-ups of every address in one IPv6 /64 as one client', async () => {
    const signUp = (ip: string, i: number) => gqlFrom(t, ip, SIGNUP, { account: signupInput(`v6-${i}@example.com`) });
    for (let i = 0; i < SIGNUP_PER_CLIENT.limit; i++)
      expect((await signUp(`2001:db8:7:1::${(i + 1).toString(16)}`, i)).json().data, `sign-up ${i + 1}`).toEqual({
        appAccountSignup: true,
      });
    const refused = await signUp('2001:db8:7:1:ffff:ffff:ffff:fffe', 99);
    expect(refused.json().errors[0].extensions.classification).toBe('RateLimitedError');
    expect((await signUp('2001:db8:7:2::1', 100)).json().data).toEqual({ appAccountSignup: true });
  });

  it('counts wrong passwords from every address in one IPv6 /64 against one client', async () => {
    const { member } = await createTeam(t.db, 'Rotating Addresses');
    const answers: Answer[] = [];
    for (let i = 0; i < 7; i++)
      answers.push(
        (await gqlFrom(t, `2001:db8:8:1::${i + 1}`, LOGIN, { account: { email: member.email, password: `guess-${i}` } })).json(),
      );
    expect(tally(answers)).toEqual({ checked: 5, throttled: 2 });
  });
});

describe('throttling behind a reverse proxy (TRUST_PROXY with the proxy’s address)', () => {
  let t: TestApp;
  const PROXY = '10.0.0.2';
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: PROXY } });
  });
  afterAll(() => t.close());

  const login = (peer: string, forwardedFor: string, email: string, password: string) =>
    gqlFrom(t, peer, LOGIN, { account: { email, password } }, { 'x-forwarded-for': forwardedFor }).then((r) => r.json() as Answer);

  it('counts a client by the address the proxy saw, not by one it wrote into X-Forwarded-For itself', async () => {
    const { member } = await createTeam(t.db, 'Forged Forwards');
    const answers: Answer[] = [];
    // the proxy appends the client's real address to whatever the client sent
    for (let i = 0; i < 7; i++) answers.push(await login(PROXY, `198.18.0.${i}, 203.0.113.7`, member.email, `guess-${i}`));
    expect(tally(answers)).toEqual({ checked: 5, throttled: 2 });
  });

  it('reads X-Forwarded-For only from the proxy: anyone else is counted by their own address', async () => {
    const { member } = await createTeam(t.db, 'Direct Caller');
    for (let i = 0; i < 5; i++) await login(PROXY, '203.0.113.8', member.email, `guess-${i}`);
    expect(tally([await login(PROXY, '203.0.113.8', member.email, 'guess-5')])).toEqual({ checked: 0, throttled: 1 });
    // a peer that is not the proxy claims to forward for the throttled address: it is itself, and not throttled
    expect(tally([await login('198.51.100.9', '203.0.113.8', member.email, 'guess-6')])).toEqual({ checked: 1, throttled: 0 });
  });

  it('counts sign-ups by the address the proxy saw, whatever the client wrote into X-Forwarded-For', async () => {
    const signUp = (i: number) =>
      gqlFrom(t, PROXY, SIGNUP, { account: signupInput(`proxied-${i}@example.com`) }, { 'x-forwarded-for': `198.18.1.${i}, 203.0.113.9` });
    for (let i = 0; i < SIGNUP_PER_CLIENT.limit; i++)
      expect((await signUp(i)).json().data, `sign-up ${i + 1}`).toEqual({ appAccountSignup: true });
    expect((await signUp(99)).json().errors[0].extensions.classification).toBe('RateLimitedError');
  });
});

/**
 * The counters' table stays small whatever is sent: keys are digests, an address too long to exist is refused
 * before anything is counted, and windows that have ended are purged.
 */
describe('the throttle counters (rate_limits)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const counters = () => t.database.rawQuery<{ key: string; count: number }>('select key, count from rate_limits order by key');
  const vendorSignIn = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/vendor/login',
      remoteAddress: '10.30.0.1',
      payload: new URLSearchParams({ email, password: 'wrong-password', next: '/vendor/apps' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('refuses a vendor sign-in with an address longer than 254 characters, saying so, and counts nothing', async () => {
    const before = await counters();
    for (const email of [`${'a'.repeat(60_000)}@vendor.test`, `${'b'.repeat(243)}@vendor.test`]) {
      const res = await vendorSignIn(email);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(`data-testid="vendor-login-error">${VENDOR_SIGN_IN_MESSAGES.emailTooLong}</div>`);
      expect(res.body).not.toContain('bbbbbbbbbb');
    }
    expect(await counters()).toEqual(before);
    // 254 characters may be an address: checked, and counted
    expect((await vendorSignIn(`${'c'.repeat(242)}@vendor.test`)).statusCode).toBe(401);
    expect((await counters()).length).toBe(before.length + 2);
  });

  it('keeps no e-mail or client address in the table: each counter is the SHA-256 of what it counts', async () => {
    await gqlFrom(t, '10.30.0.2', LOGIN, { account: { email: 'Someone@Partner.test', password: 'wrong-password' } });
    await vendorSignIn('ops@vendor.test');
    const keys = (await counters()).map((c) => c.key);
    expect(keys).toContain(sha256Hex('login:account:someone@partner.test'));
    expect(keys).toContain(sha256Hex('vendor-login:ops@vendor.test'));
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('counts a 60,000-character key like any other', async () => {
    const limits = [{ key: `login:account:${'x'.repeat(60_000)}`, rule: { limit: 1, windowSeconds: 60 } }];
    expect(await takeAttempt(t.db, limits)).toHaveProperty('reservation');
    expect(await takeAttempt(t.db, limits)).toEqual({ retryAfterSeconds: expect.any(Number) });
  });

  it('purges counters whose window has ended, a bounded batch at a time, and keeps the running ones counting', async () => {
    const rule = { limit: 1, windowSeconds: 3600 };
    const ended = Array.from({ length: 7 }, (_, i) => `purge:ended:${i}`);
    for (const key of [...ended, 'purge:running']) await takeAttempt(t.db, [{ key, rule }]);
    const endedKeys = ended.map(sha256Hex);
    await t.database.rawQuery(`update rate_limits set reset_at = now() - interval '1 second' where key = any($1)`, [endedKeys]);
    const stored = async () => new Set((await counters()).map((c) => c.key));

    // 2 batches of 3: 6 of the 7, then the last one
    expect(await purgeExpiredCounters(t.db, { batch: 3, batches: 2 })).toBe(6);
    expect([...(await stored())].filter((k) => endedKeys.includes(k))).toHaveLength(1);
    expect(await purgeExpiredCounters(t.db, { batch: 3, batches: 2 })).toBe(1);
    expect([...(await stored())].filter((k) => endedKeys.includes(k))).toEqual([]);
    expect(await purgeExpiredCounters(t.db)).toBe(0);

    // the running window is still there, and still full
    expect((await stored()).has(sha256Hex('purge:running'))).toBe(true);
    expect(await takeAttempt(t.db, [{ key: 'purge:running', rule }])).toEqual({ retryAfterSeconds: expect.any(Number) });
  });
});
