import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bokunHmac, bokunSignedString, signedWebhookHeaders, standardWebhookSignature } from './signing.ts';

const SECRET = 'sk_test_0123456789abcdef';

describe('webhook signatures', () => {
  it('signs the other x-bokun-* headers sorted by name as name=value joined by &', () => {
    const headers = {
      'x-bokun-topic': 'bookings/create',
      'x-bokun-apikey': 'key123',
      'x-bokun-vendor-id': 'VmVuZG9yOjQ',
      'x-bokun-booking-id': 'Qm9va2luZzo5',
      'content-type': 'application/json',
      'x-bokun-hmac': 'ignored',
    };
    const signed = 'x-bokun-apikey=key123&x-bokun-booking-id=Qm9va2luZzo5&x-bokun-topic=bookings/create&x-bokun-vendor-id=VmVuZG9yOjQ';
    expect(bokunSignedString(headers)).toBe(signed);
    expect(bokunHmac(headers, SECRET)).toBe(createHmac('sha256', SECRET).update(signed).digest('hex'));
    expect(bokunHmac(headers, SECRET)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('makes the Standard Webhooks signature over id.timestamp.body keyed with the secret key bytes', () => {
    const body = '{"timestamp":"2026-01-02T03:04:05.678","bookingId":"Qm9va2luZzo5"}';
    const expected = createHmac('sha256', Buffer.from(SECRET)).update(`msg_1.1700000000.${body}`).digest('base64');
    expect(standardWebhookSignature('msg_1', 1700000000, body, SECRET)).toBe(`v1,${expected}`);
  });

  it('builds every header of an attempt with a timestamp taken at that moment', () => {
    const stored = { 'x-bokun-apikey': 'key', 'x-bokun-topic': 'apps/uninstall', 'x-bokun-vendor-id': 'VmVuZG9yOjE' };
    const one = signedWebhookHeaders({ headers: stored, eventId: 'e-1', body: '{}', secretKey: SECRET, nowMs: 1_700_000_000_999 });
    const two = signedWebhookHeaders({ headers: stored, eventId: 'e-1', body: '{}', secretKey: SECRET, nowMs: 1_700_000_060_000 });
    expect(one).toMatchObject({ ...stored, 'webhook-id': 'e-1', 'webhook-timestamp': '1700000000', 'content-type': 'application/json' });
    expect(two['webhook-timestamp']).toBe('1700000060');
    expect(two['webhook-signature']).not.toBe(one['webhook-signature']);
    expect(two['x-bokun-hmac']).toBe(one['x-bokun-hmac']);
  });
});
