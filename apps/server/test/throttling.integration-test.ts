import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_LOGIN } from '../src/modules/accounts/accounts.service.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { createTeam } from './fixtures.ts';
import { LOGIN, RESET_REQUEST, gqlFrom, newestMailId, waitForMails } from './support/accounts.ts';

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
 * Throttles hold under parallel requests (issue 12, item 8). On PostgreSQL the requests run on several pool
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
});
