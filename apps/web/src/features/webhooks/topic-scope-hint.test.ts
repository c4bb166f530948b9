import { describe, expect, it } from 'vitest';
import { WEBHOOK_TOPICS } from '@appstore/shared/webhooks/topics';
import { topicScopeHint, topicScopeLabel } from './topic-scope-hint';

describe('the webhook form says which scope a topic needs', () => {
  it('names the scope of booking and experience topics, and none for APP_UNINSTALL', () => {
    expect(topicScopeHint('BOOKINGS_PAYMENT')).toBe('Sent only for vendors whose installation of your app granted BOOKINGS_READ.');
    expect(topicScopeHint('EXPERIENCES_UPDATE')).toBe('Sent only for vendors whose installation of your app granted PRODUCTS_READ.');
    expect(topicScopeHint('APP_UNINSTALL')).toBe('Always sent to your app when a vendor uninstalls it.');
    expect(topicScopeHint('APP_ACCESS_ACCEPT')).toBe('Always sent to your app when a vendor accepts its new access.');
    expect(topicScopeHint('')).toMatch(/granted the scope the topic needs/);
    expect([topicScopeLabel('BOOKINGS_CREATE'), topicScopeLabel('APP_UNINSTALL')]).toEqual(['needs BOOKINGS_READ', '']);
  });

  it('has a hint for every topic, also one added later that needs no scope', () => {
    for (const topic of WEBHOOK_TOPICS) expect(topicScopeHint(topic), topic).toMatch(/^(Always sent|Sent only)/);
  });
});
