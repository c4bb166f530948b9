import { describe, expect, it } from 'vitest';
import { loginSchema, signupSchema } from './schemas.ts';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
}

describe('loginSchema', () => {
  it('requires an email and a password', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });
  it('rejects an invalid email', () => {
    expect(messages(loginSchema.safeParse({ email: 'nope', password: 'x' }))).toEqual({ email: 'Email is invalid' });
  });
  it('accepts a valid login', () => {
    expect(loginSchema.safeParse({ email: ' owner@demo.test ', password: 'x' })).toMatchObject({
      success: true,
      data: { email: 'owner@demo.test' },
    });
  });
});

describe('signupSchema', () => {
  const valid = {
    email: 'dev@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    password: 'long-enough',
    termsApiAgreed: true,
    termsPartnerAgreed: true,
  };
  it('accepts a complete signup', () => {
    expect(signupSchema.safeParse(valid).success).toBe(true);
  });
  it('gives the spec messages for each missing part', () => {
    expect(
      messages(
        signupSchema.safeParse({ ...valid, firstName: ' ', lastName: '', password: 'short', termsApiAgreed: false, termsPartnerAgreed: false }),
      ),
    ).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      password: 'Password must be at least 8 chars',
      termsApiAgreed: 'You must agree to our API Terms',
      termsPartnerAgreed: 'You must agree to our Partner terms',
    });
  });
  it('says a missing field is required, as it does for an empty one', () => {
    expect(messages(signupSchema.safeParse({}))).toEqual({
      email: 'Email is required',
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      password: 'Password is required',
      termsApiAgreed: 'You must agree to our API Terms',
      termsPartnerAgreed: 'You must agree to our Partner terms',
    });
    expect(messages(loginSchema.safeParse({}))).toEqual({ email: 'Email is required', password: 'Password is required' });
  });
  it('caps the password at 255 characters', () => {
    expect(signupSchema.safeParse({ ...valid, password: 'x'.repeat(256) }).success).toBe(false);
    expect(signupSchema.safeParse({ ...valid, password: 'x'.repeat(255) }).success).toBe(true);
  });
});
