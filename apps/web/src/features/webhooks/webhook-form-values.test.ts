import { describe, expect, it } from 'vitest';
import { webhookSchema } from '@appstore/shared/webhooks/schemas';
import { toWebhookInfo, webhookFormValues } from './webhook-form-values';

describe('webhookFormValues', () => {
  it('starts a new webhook with no topic', () => {
    expect(webhookFormValues()).toEqual({ topic: '', url: '' });
  });

  it('keeps only topic and url of a loaded webhook', () => {
    const loaded = {
      __typename: 'WebhookSubscription',
      id: '7',
      appId: '3',
      topic: 'BOOKINGS_CREATE' as const,
      url: 'https://hooks.example.com/b',
      enabled: true,
    };
    expect(webhookFormValues(loaded)).toEqual({ topic: 'BOOKINGS_CREATE', url: 'https://hooks.example.com/b' });
  });
});

describe('toWebhookInfo (spec §7)', () => {
  it('sends exactly { topic, url }, without __typename or other cached fields', () => {
    const values = { __typename: 'WebhookSubscription', id: '7', topic: 'APP_UNINSTALL' as const, url: 'https://hooks.example.com/u' };
    expect(toWebhookInfo(values)).toEqual({ topic: 'APP_UNINSTALL', url: 'https://hooks.example.com/u' });
    expect(Object.keys(toWebhookInfo(values))).toEqual(['topic', 'url']);
  });

  it('sends the trimmed URL the schema read', () => {
    expect(toWebhookInfo(webhookSchema.parse({ topic: 'BOOKINGS_PAYMENT', url: '  https://hooks.example.com/p ' }))).toEqual({
      topic: 'BOOKINGS_PAYMENT',
      url: 'https://hooks.example.com/p',
    });
  });

  it('the schema refuses a missing topic and a relative URL with the spec messages', () => {
    const result = webhookSchema.safeParse({ topic: '', url: '/hooks' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['You must select topic', 'URL must be valid']);
  });
});
