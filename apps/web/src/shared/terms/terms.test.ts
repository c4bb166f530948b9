import { describe, expect, it } from 'vitest';
import { hasAgreedToAllTerms } from './terms';

describe('hasAgreedToAllTerms', () => {
  it('needs both the API and the Partner terms', () => {
    expect(hasAgreedToAllTerms({ termsApiAgreed: true, termsPartnerAgreed: true })).toBe(true);
    expect(hasAgreedToAllTerms({ termsApiAgreed: true, termsPartnerAgreed: false })).toBe(false);
    expect(hasAgreedToAllTerms({ termsApiAgreed: false, termsPartnerAgreed: true })).toBe(false);
  });
});
