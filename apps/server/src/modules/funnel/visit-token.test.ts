import { describe, expect, it } from 'vitest';
import { issueVisitToken, readVisitToken, VISIT_TOKEN_MS } from './visit-token.ts';

const KEY = 'a-secret-key-of-at-least-32-characters';
const NOW = Date.parse('2026-11-26T12:00:00.500Z');

describe('visit tokens', () => {
  it('are good for an hour from the page, and ask to be renewed past half of it', () => {
    const token = issueVisitToken(KEY, NOW);
    expect(token).toMatch(/^\d+\.[\w-]{22}$/);
    expect(readVisitToken(KEY, token, NOW)).toEqual({ valid: true, renew: false });
    expect(readVisitToken(KEY, token, NOW + VISIT_TOKEN_MS * 0.6)).toEqual({ valid: true, renew: true });
    expect(readVisitToken(KEY, token, NOW + VISIT_TOKEN_MS + 60_000)).toEqual({ valid: false, renew: false });
    // pages within one minute carry one token
    expect(issueVisitToken(KEY, NOW + 59_000)).toBe(token);
  });

  it('refuse a token of another key, a changed expiry, one too far ahead, and anything else', () => {
    const token = issueVisitToken(KEY, NOW);
    const [expires, mac] = token.split('.') as [string, string];
    expect(readVisitToken('another-secret-key-of-32-characters!', token, NOW).valid).toBe(false);
    expect(readVisitToken(KEY, `${Number(expires) + 60}.${mac}`, NOW).valid).toBe(false);
    // a token that claims a far expiry is not one this server issued for an hour
    const late = issueVisitToken(KEY, NOW + 10 * VISIT_TOKEN_MS);
    expect(readVisitToken(KEY, late, NOW).valid).toBe(false);
    for (const junk of [null, undefined, '', 'x', `${expires}.`, `${expires}.${mac}x`, `-1.${mac}`]) {
      expect(readVisitToken(KEY, junk, NOW).valid, String(junk)).toBe(false);
    }
  });
});
