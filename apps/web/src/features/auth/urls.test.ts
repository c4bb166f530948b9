import { describe, expect, it } from 'vitest';
import { forgotPasswordUrl, resetPasswordUrl } from './urls';

describe('password reset urls', () => {
  it('builds the forgot and reset paths', () => {
    expect(forgotPasswordUrl()).toBe('/developer/forgot-password');
    expect(resetPasswordUrl()).toBe('/developer/reset-password');
    expect(resetPasswordUrl('a b+c')).toBe('/developer/reset-password?token=a%20b%2Bc');
  });
});
