import { createHmac, timingSafeEqual } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import protocolSource from '../../../../../examples/partner-app/protocol.mjs?raw';
// eslint-disable-next-line no-restricted-imports -- read-only: the docs' verifier must accept what the server really signs
import { bokunHmac, signedWebhookHeaders } from '../../../../server/src/modules/webhook-sender/signing';
import { functionSource, VERIFY_SNIPPET } from './verifier-snippet';

type Headers = Record<string, string>;
interface Verifiers {
  verifyBokunHeaders: (headers: Headers, secret: string) => boolean;
  verifyStandardWebhook: (headers: Headers, rawBody: string, secret: string) => boolean;
}

/** The snippet as a reader would paste it, run with Node's crypto in place of its import line. */
function evaluateSnippet(): Verifiers {
  const body = VERIFY_SNIPPET.replace(/^import .*$/m, '').replaceAll('export function', 'function');
  return new Function('createHmac', 'timingSafeEqual', `${body}\nreturn { verifyBokunHeaders, verifyStandardWebhook };`)(
    createHmac,
    timingSafeEqual,
  ) as Verifiers;
}

const secretKey = 'sk_test_docs-snippet-0123456789';
const body = JSON.stringify({ timestamp: '2025-01-05T10:00:00.000', bookingId: 7, status: 'CONFIRMED' });
const stored: Headers = { 'x-bokun-apikey': 'key-1', 'x-bokun-topic': 'bookings/create', 'x-bokun-vendor-id': 'VmVuZG9yOjE' };

function signedByServer(): Headers {
  return signedWebhookHeaders({ headers: stored, eventId: 'evt_1', body, secretKey, nowMs: Date.now() });
}

describe('the docs webhook verifier', () => {
  it('is the example partner app’s verifier, word for word', () => {
    for (const name of ['safeEqual', 'verifyBokunHeaders', 'verifyStandardWebhook']) {
      const source = functionSource(protocolSource, name);
      expect(source).toMatch(new RegExp(`^(/\\*\\*[^]*?\\*/\\n)?export function ${name}\\(`));
      expect(VERIFY_SNIPPET).toContain(source);
    }
  });

  it('accepts both signatures the server puts on a delivery', () => {
    const verifiers = evaluateSnippet();
    const headers = signedByServer();
    expect(headers['x-bokun-hmac']).toBe(bokunHmac(stored, secretKey));
    expect(verifiers.verifyBokunHeaders(headers, secretKey)).toBe(true);
    expect(verifiers.verifyStandardWebhook(headers, body, secretKey)).toBe(true);
  });

  it('refuses a changed body, a changed header or another key', () => {
    const verifiers = evaluateSnippet();
    const headers = signedByServer();
    expect(verifiers.verifyStandardWebhook(headers, body.replace('7', '8'), secretKey)).toBe(false);
    expect(verifiers.verifyBokunHeaders({ ...headers, 'x-bokun-topic': 'bookings/cancel' }, secretKey)).toBe(false);
    expect(verifiers.verifyBokunHeaders(headers, 'sk_test_another-key-0000000000')).toBe(false);
    expect(verifiers.verifyStandardWebhook(headers, body, 'sk_test_another-key-0000000000')).toBe(false);
  });
});
