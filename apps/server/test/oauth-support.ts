import { createHmac } from 'node:crypto';
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
  return hmacOver(params, secret, (name) => name, (value) => value);
}

function hmacOver(params: URLSearchParams, secret: string, name: (n: string) => string, value: (v: string) => string): string {
  const names = [...new Set([...params.keys()].filter((n) => n !== 'hmac'))].sort();
  const message = names.map((n) => `${name(n)}=${params.getAll(n).map(value).join(',')}`).join('&');
  return createHmac('sha256', secret).update(message).digest('hex');
}

export async function vendorLogin(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/vendor/login', payload: new URLSearchParams({ email, password, next: '/vendor/apps' }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
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

export async function decide(t: TestApp, cookie: string, fields: Record<string, string>, decision: 'install' | 'cancel', extra: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/appstore/oauth/authorize',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...fields, ...extra, decision }).toString(),
  });
}

export async function exchange(t: TestApp, body: Record<string, string>, as: 'json' | 'form' = 'json') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/appstore/oauth/access_token',
    headers: { 'content-type': as === 'json' ? 'application/json' : 'application/x-www-form-urlencoded' },
    payload: as === 'json' ? JSON.stringify(body) : new URLSearchParams(body).toString(),
  });
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}
