import { describe, expect, it } from 'vitest';
import { passwordResetFormSchema } from './schemas';

function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
}

describe('passwordResetFormSchema', () => {
  it('accepts a long enough password with its confirmation', () => {
    expect(passwordResetFormSchema.safeParse({ password: 'long-enough', passwordConfirmation: 'long-enough' }).success).toBe(true);
  });

  it('applies the signup password rules', () => {
    expect(messages(passwordResetFormSchema.safeParse({ password: '', passwordConfirmation: '' }))).toEqual({
      password: 'Password is required',
    });
    expect(messages(passwordResetFormSchema.safeParse({ password: 'short', passwordConfirmation: 'short' }))).toEqual({
      password: 'Password must be at least 8 chars',
    });
  });

  it('says when the confirmation differs', () => {
    expect(messages(passwordResetFormSchema.safeParse({ password: 'long-enough', passwordConfirmation: 'long-enougH' }))).toEqual({
      passwordConfirmation: 'Passwords must match',
    });
  });

  it('says so even while the new password itself is still too short', () => {
    expect(messages(passwordResetFormSchema.safeParse({ password: 'short', passwordConfirmation: 'other' }))).toEqual({
      password: 'Password must be at least 8 chars',
      passwordConfirmation: 'Passwords must match',
    });
  });
});
