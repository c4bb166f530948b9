import { describe, expect, it } from 'vitest';
import { attemptsSummary, failureRunText, latencySummary, successRateText } from './health-text';

describe('webhook health text', () => {
  it('shows the success rate rounded down to a tenth, so a failure never reads as 100 %', () => {
    expect(successRateText(1)).toBe('100 %');
    expect(successRateText(0.9996)).toBe('99.9 %');
    expect(successRateText(4 / 11)).toBe('36.3 %');
    expect(successRateText(0)).toBe('0 %');
    expect(successRateText(null)).toBe('—');
  });

  it('counts attempts with thousands separators', () => {
    expect(attemptsSummary(1234, 1268)).toBe('1,234 of 1,268 attempts succeeded');
    expect(attemptsSummary(1, 1)).toBe('1 of 1 attempt succeeded');
    expect(attemptsSummary(0, 0)).toBe('No attempts');
  });

  it('gives p50 and p95 latency, or a dash when nothing was answered', () => {
    expect(latencySummary(120, 1200)).toBe('p50 120 ms · p95 1.2 s');
    expect(latencySummary(null, null)).toBe('—');
  });

  it('explains the current run of failures and whether the warning went out', () => {
    expect(failureRunText(0, 5, null)).toBeNull();
    expect(failureRunText(1, 5, null)).toBe(
      'The last attempt failed. After 5 failures in a row we e-mail your emergency developer contact; the webhook is disabled when one event fails 8 times.',
    );
    expect(failureRunText(6, 5, '2026-11-26T10:00:00.000Z')).toMatch(
      /^The last 6 attempts failed\. We e-mailed your emergency developer contact on 26\. Nov 2026, \d\d:00:00\.$/,
    );
  });
});
