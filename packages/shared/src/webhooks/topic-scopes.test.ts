import { describe, expect, it } from 'vitest';
import { WEBHOOK_TOPICS } from './topics.ts';
import { scopesReceiveTopic, WEBHOOK_TOPIC_SCOPES } from './topic-scopes.ts';

describe('which granted scopes receive which webhook topics', () => {
  it('delivers booking topics only with BOOKINGS_READ and experience topics only with PRODUCTS_READ', () => {
    for (const topic of WEBHOOK_TOPICS.filter((t) => t.startsWith('BOOKINGS_'))) {
      expect(scopesReceiveTopic(['BOOKINGS_READ'], topic), topic).toBe(true);
      expect(scopesReceiveTopic(['BOOKINGS_WRITE', 'PRODUCTS_READ', 'CUSTOMERS_READ'], topic), topic).toBe(false);
    }
    for (const topic of WEBHOOK_TOPICS.filter((t) => t.startsWith('EXPERIENCES_'))) {
      expect(scopesReceiveTopic(['PRODUCTS_READ'], topic), topic).toBe(true);
      expect(scopesReceiveTopic(['PRODUCTS_WRITE', 'PRODUCT_AVAILABILITY_WRITE', 'BOOKINGS_READ'], topic), topic).toBe(false);
    }
  });

  it('always delivers APP_UNINSTALL and APP_ACCESS_ACCEPT, whatever was granted', () => {
    for (const topic of ['APP_UNINSTALL', 'APP_ACCESS_ACCEPT'] as const) {
      expect(scopesReceiveTopic([], topic), topic).toBe(true);
      expect(WEBHOOK_TOPIC_SCOPES[topic], topic).toBeNull();
    }
  });
});
