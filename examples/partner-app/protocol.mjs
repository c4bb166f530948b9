// What every partner app implements: the signature rules of the platform protocol (see README.md).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Launch and redirect signature: HMAC-SHA256 hex over the other parameters, sorted by name, `name=value` joined
 * by `&` (a repeated name's values joined by `,`), after escaping `%` and `&` in names and values and `=` in
 * names. Without the escaping a `state` such as `x&domain=evil` would sign the same string as other parameters.
 */
export function queryHmac(params, secret) {
  const byName = new Map();
  for (const [name, value] of params) {
    if (name === 'hmac') continue;
    byName.set(name, [...(byName.get(name) ?? []), value]);
  }
  const escapeValue = (text) => text.replaceAll('%', '%25').replaceAll('&', '%26');
  const escapeName = (text) => escapeValue(text).replaceAll('=', '%3D');
  const message = [...byName.keys()]
    .sort()
    .map((name) => `${escapeName(name)}=${byName.get(name).map(escapeValue).join(',')}`)
    .join('&');
  return createHmac('sha256', secret).update(message).digest('hex');
}

export function safeEqual(a, b) {
  const x = Buffer.from(String(a));
  const y = Buffer.from(String(b));
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A launch or OAuth redirect is genuine when its hmac matches and its timestamp is recent. */
export function verifySignedQuery(searchParams, secret, maxAgeSeconds = 300) {
  const hmac = searchParams.get('hmac');
  const timestamp = Number(searchParams.get('timestamp'));
  if (!hmac || !safeEqual(hmac, queryHmac(searchParams.entries(), secret))) return false;
  return Number.isFinite(timestamp) && Math.abs(Date.now() / 1000 - timestamp) <= maxAgeSeconds;
}

/** `x-bokun-hmac`: over the other `x-bokun-*` headers, sorted by name, `name=value` joined by `&`. */
export function verifyBokunHeaders(headers, secret) {
  const names = Object.keys(headers)
    .filter((n) => n.startsWith('x-bokun-') && n !== 'x-bokun-hmac')
    .sort();
  const message = names.map((n) => `${n}=${headers[n]}`).join('&');
  return safeEqual(headers['x-bokun-hmac'] ?? '', createHmac('sha256', secret).update(message).digest('hex'));
}

/** Standard Webhooks: `v1,` + base64 HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}` with the secret key. */
export function verifyStandardWebhook(headers, rawBody, secret, maxAgeSeconds = 300) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  if (!id || !timestamp || Math.abs(Date.now() / 1000 - Number(timestamp)) > maxAgeSeconds) return false;
  const expected = `v1,${createHmac('sha256', secret).update(`${id}.${timestamp}.${rawBody}`).digest('base64')}`;
  return String(headers['webhook-signature'] ?? '')
    .split(' ')
    .some((candidate) => safeEqual(candidate, expected));
}

/** PKCE (S256): a random verifier and its challenge. */
export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}
