import { describe, expect, it } from 'vitest';
import { WEBHOOK_MAX_ATTEMPTS, webhookRetryScheduleText } from './retry-schedule.ts';

describe('the webhook retry schedule in words', () => {
  it('says what the worker does, from the same numbers', () => {
    expect(webhookRetryScheduleText()).toBe(
      'Failed deliveries are retried after 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours, 10 hours, 10 hours (each ±10 % jitter): eight attempts in all, spread over about 28 hours.',
    );
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(8);
  });
});
