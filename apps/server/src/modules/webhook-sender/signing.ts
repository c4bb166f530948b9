import { createHmac } from 'node:crypto';

/**
 * The two signatures of platform-protocol §3, both keyed with the app's secret key.
 *
 * - `x-bokun-hmac`: lowercase hex HMAC-SHA256 over the other `x-bokun-*` headers, sorted by name, written
 *   `name=value` and joined with `&` — the rule existing receivers verify. It does not cover the body.
 * - Standard Webhooks (standardwebhooks.com): `webhook-signature` = `v1,` + base64 HMAC-SHA256 over
 *   `{webhook-id}.{webhook-timestamp}.{body}`. The Standard Webhooks spec keys it with the base64-decoded
 *   bytes of a `whsec_…` secret; our contract keys it with the app's secret key, so the key here is the
 *   UTF-8 bytes of the secret key string exactly as the partner copies it from the portal. A receiver using
 *   a Standard Webhooks library passes `whsec_` + base64(secret key) as its secret to get the same key.
 */

/** The signed string of `x-bokun-hmac`: `name=value` of every other x-bokun-* header, sorted, joined by `&`. */
export function bokunSignedString(headers: Record<string, string>): string {
  return Object.keys(headers)
    .map((name) => name.toLowerCase())
    .filter((name) => name.startsWith('x-bokun-') && name !== 'x-bokun-hmac')
    .sort()
    .map((name) => `${name}=${headerValue(headers, name)}`)
    .join('&');
}

function headerValue(headers: Record<string, string>, lowerName: string): string {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === lowerName)!;
  return headers[key]!;
}

export function bokunHmac(headers: Record<string, string>, secretKey: string): string {
  return createHmac('sha256', secretKey).update(bokunSignedString(headers)).digest('hex');
}

export function standardWebhookSignature(id: string, timestampSeconds: number, body: string, secretKey: string): string {
  const mac = createHmac('sha256', Buffer.from(secretKey, 'utf8')).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/**
 * Every header of one attempt: the stored x-bokun-* headers with their hmac, and the Standard Webhooks
 * headers with a timestamp taken now (fresh per attempt) and the id that stays the same on every retry.
 */
export function signedWebhookHeaders(p: {
  headers: Record<string, string>;
  eventId: string;
  body: string;
  secretKey: string;
  nowMs: number;
}): Record<string, string> {
  const timestamp = Math.floor(p.nowMs / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'AppStore-Webhooks/1.0',
    ...p.headers,
    'x-bokun-hmac': bokunHmac(p.headers, p.secretKey),
    'webhook-id': p.eventId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': standardWebhookSignature(p.eventId, timestamp, p.body, p.secretKey),
  };
}
