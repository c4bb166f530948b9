import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';
import { createTeam } from '../fixtures.ts';
import { loginCookie } from '../apps-session.ts';

const CATALOGUE = `query Home { publicAppListings(first: 5) { totalCount edges { node { id name } } } }`;
const ME = `{ me { email } }`;
const LOGIN = `mutation($account: AppAccountLoginInput!) { appAccountLogin(account: $account) { id email } }`;

/**
 * The store API answers the public catalogue and the signed-in portal on one URL: what a session's answer holds
 * (the user, the organisation's apps and secrets) must not be kept by a shared cache or on the browser's disk.
 */
describe('Cache-Control of store API answers', () => {
  let t: TestApp;
  let partner: { cookie: string };
  let email: string;
  beforeAll(async () => {
    t = await createTestApp();
    const team = await createTeam(t.db, 'Private Answers');
    email = team.owner.email;
    partner = await loginCookie(t, email);
  });
  afterAll(() => t.close());

  it('marks an answer that read the session private, no-store, for POST and GET alike', async () => {
    const posted = await t.gql(ME, {}, partner);
    expect(posted.data.me.email).toBe(email);
    expect(posted.headers['cache-control']).toBe('private, no-store');

    const got = await t.app.inject({
      method: 'GET',
      url: `/appstore/graphql?query=${encodeURIComponent(ME)}`,
      headers: { 'x-csrf-protection': '1', ...partner },
    });
    expect(got.json().data.me.email).toBe(email);
    expect(got.headers['cache-control']).toBe('private, no-store');
  });

  it('marks the login answer, which sets the session cookie and names the user, private, no-store', async () => {
    const res = await t.gql(LOGIN, { account: { email, password: 'team-pass-123' } });
    expect(res.data.appAccountLogin.email).toBe(email);
    expect(res.headers['set-cookie']).toBeDefined();
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves anonymous catalogue answers as they were, and a session that no field read changes nothing', async () => {
    const anonymous = await t.gql(CATALOGUE);
    expect(anonymous.errors).toBeUndefined();
    expect(anonymous.headers['cache-control']).toBeUndefined();
    // a signed-in user browsing the store: the catalogue's answer does not depend on the session
    const browsing = await t.gql(CATALOGUE, {}, partner);
    expect(browsing.errors).toBeUndefined();
    expect(browsing.headers['cache-control']).toBeUndefined();
    // asking for the session without one reads none
    const noSession = await t.gql(ME);
    expect(noSession.data.me).toBeNull();
    expect(noSession.headers['cache-control']).toBeUndefined();
  });
});
