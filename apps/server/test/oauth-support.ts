import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { apps, vendorUsers } from '../src/db/schema/index.ts';
import { encryptSecret } from '../src/lib/crypto.ts';
import { hashPassword } from '../src/modules/accounts/passwords.ts';
import type { TestApp } from './harness.ts';

/**
 * The protocol's signature rule (platform-protocol §1 step 2), written out again here so the tests check the
 * server against the spec: `%` and `&` escaped in names and values, `=` in names.
 */
export function expectedHmac(params: URLSearchParams, secret: string): string {
  const escape = (text: string) => text.replaceAll('%', '%25').replaceAll('&', '%26');
  return hmacOver(params, secret, (name) => escape(name).replaceAll('=', '%3D'), escape);
}

/** The rule before escaping, which receivers that never updated still verify with. */
export function plainHmac(params: URLSearchParams, secret: string): string {
  return hmacOver(
    params,
    secret,
    (name) => name,
    (value) => value,
  );
}

function hmacOver(params: URLSearchParams, secret: string, name: (n: string) => string, value: (v: string) => string): string {
  const names = [...new Set([...params.keys()].filter((n) => n !== 'hmac'))].sort();
  const message = names.map((n) => `${name(n)}=${params.getAll(n).map(value).join(',')}`).join('&');
  return createHmac('sha256', secret).update(message).digest('hex');
}

export async function vendorLogin(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/vendor/login',
    payload: new URLSearchParams({ email, password, next: '/vendor/apps' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (res.statusCode !== 200 || !res.body.includes('http-equiv="refresh"')) throw new Error(`vendor login failed: ${res.statusCode}`);
  return String([res.headers['set-cookie']].flat()[0]).split(';')[0]!;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The hidden fields of the consent page's form, and its CSRF token. */
export function consentForm(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[m[1]!] = m[2]!.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);
  }
  return fields;
}

export async function authorize(t: TestApp, cookie: string, query: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: `/appstore/oauth/authorize?${new URLSearchParams(query)}`, headers: { cookie } });
}

export async function decide(
  t: TestApp,
  cookie: string,
  fields: Record<string, string>,
  decision: 'install' | 'cancel',
  extra: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/appstore/oauth/authorize',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...fields, ...extra, decision }).toString(),
  });
}

/** POST /appstore/oauth/access_token with `body` as JSON or as a form (a list value: the name repeated). */
export async function exchange(t: TestApp, body: Record<string, string | string[]>, as: 'json' | 'form' = 'json') {
  const form = new URLSearchParams(Object.entries(body).flatMap(([name, value]) => [value].flat().map((v) => [name, v])));
  const res = await t.app.inject({
    method: 'POST',
    url: '/appstore/oauth/access_token',
    headers: { 'content-type': as === 'json' ? 'application/json' : 'application/x-www-form-urlencoded' },
    payload: as === 'json' ? JSON.stringify(body) : form.toString(),
  });
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}

/** Makes an app ready for the install flow: `redirectUri` on its whitelist and a secret key sealed under this server's key. */
export async function prepareOAuthApp(t: TestApp, appId: number, redirectUri: string, secret: string) {
  const [app] = await t.db
    .update(apps)
    .set({ redirectUrlWhitelist: redirectUri, secretKeyEncrypted: encryptSecret(secret, t.config.secretKey) })
    .where(eq(apps.id, appId))
    .returning();
  return app!;
}

/** A vendor user who can sign in at /vendor/login, signed in: answers the session cookie. */
export async function signedInVendorUser(t: TestApp, vendorId: number, email: string): Promise<string> {
  await t.db
    .insert(vendorUsers)
    .values({ vendorId, email, passwordHash: await hashPassword('vendor-pass-1'), firstName: 'Vera', lastName: 'Vendor' });
  return vendorLogin(t, email, 'vendor-pass-1');
}

/** Consent → Install, as the vendor's browser does it: answers the redirect to the app, with its code. */
export async function installRedirect(t: TestApp, cookie: string, query: Record<string, string>): Promise<URL> {
  const page = await authorize(t, cookie, query);
  if (page.statusCode !== 200) throw new Error(`consent page: ${page.statusCode} ${page.body}`);
  const plan = /name="price_plan" value="(\d+)"/.exec(page.body)?.[1];
  const res = await decide(t, cookie, consentForm(page.body), 'install', plan ? { price_plan: plan } : {});
  if (res.statusCode !== 302) throw new Error(`install: ${res.statusCode} ${res.body}`);
  return new URL(String(res.headers.location));
}

/** The whole install flow for `scope`: consent, Install, and the exchange with the same redirect_uri. */
export async function installApp(t: TestApp, cookie: string, p: { clientId: string; secret: string; redirectUri: string; scope: string }) {
  const to = await installRedirect(t, cookie, { client_id: p.clientId, redirect_uri: p.redirectUri, scope: p.scope, state: 'st' });
  const token = await exchange(t, {
    client_id: p.clientId,
    client_secret: p.secret,
    code: to.searchParams.get('code')!,
    redirect_uri: p.redirectUri,
  });
  if (token.status !== 200) throw new Error(`exchange: ${token.status} ${JSON.stringify(token.body)}`);
  return token.body;
}
