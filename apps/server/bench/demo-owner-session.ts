import { DEMO_PASSWORD } from '../src/seed/accounts.ts';

/** The headers of the web app's GraphQL requests (the CSRF header included). */
export const JSON_HEADERS = { 'content-type': 'application/json', 'x-csrf-protection': '1' };

/** Signs Demo Partner's owner in through the GraphQL endpoint at `url`; answers the session cookie. */
export async function logInAsDemoOwner(url: string): Promise<string> {
  const res = await fetch(url, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({
      query: 'mutation($account: AppAccountLoginInput!) { appAccountLogin(account: $account) { id } }',
      variables: { account: { email: 'owner@demo.test', password: DEMO_PASSWORD } },
    }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return cookie;
}
