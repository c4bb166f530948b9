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
    businessName: 'Analytical Engines Ltd',
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
        signupSchema.safeParse({
          ...valid,
          firstName: ' ',
          lastName: '',
          businessName: '  ',
          password: 'short',
          termsApiAgreed: false,
          termsPartnerAgreed: false,
        }),
      ),
    ).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      businessName: 'Business name is required',
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
      businessName: 'Business name is required',
      password: 'Password is required',
      termsApiAgreed: 'You must agree to our API Terms',
      termsPartnerAgreed: 'You must agree to our Partner terms',
    });
    expect(messages(loginSchema.safeParse({}))).toEqual({ email: 'Email is required', password: 'Password is required' });
  });
  it('keeps the business name trimmed and within the one-line text limit', () => {
    expect(signupSchema.parse({ ...valid, businessName: '  Analytical Engines Ltd ' }).businessName).toBe('Analytical Engines Ltd');
    expect(messages(signupSchema.safeParse({ ...valid, businessName: 'x'.repeat(256) }))).toEqual({ businessName: 'Max 255 chars' });
    expect(signupSchema.safeParse({ ...valid, businessName: 'x'.repeat(255) }).success).toBe(true);
  });
  it('caps the password at 255 characters', () => {
    expect(signupSchema.safeParse({ ...valid, password: 'x'.repeat(256) }).success).toBe(false);
    expect(signupSchema.safeParse({ ...valid, password: 'x'.repeat(255) }).success).toBe(true);
  });
});

describe('team user rules', () => {
  it('needs a password of 8 or more for a new user, and a matching confirmation in the form', async () => {
    const { userCreateSchema, userCreateFormSchema } = await import('./schemas.ts');
    expect(messages(userCreateSchema.safeParse({ firstName: 'A', lastName: 'B', email: 'a@b.co', password: '' }))).toEqual({
      password: 'You must provide a password',
    });
    expect(messages(userCreateSchema.safeParse({ firstName: 'A', lastName: 'B', email: 'a@b.co', password: 'short' }))).toEqual({
      password: 'You must provide at least 8 characters for a password',
    });
    expect(
      messages(
        userCreateFormSchema.safeParse({
          firstName: 'A',
          lastName: 'B',
          email: 'a@b.co',
          password: 'long-enough',
          passwordConfirmation: 'other',
        }),
      ),
    ).toEqual({ passwordConfirmation: 'Passwords must match' });
  });
  it('lets an edit keep the password, and asks for the confirmation of a new one', async () => {
    const { userUpdateSchema, userUpdateFormSchema } = await import('./schemas.ts');
    expect(userUpdateSchema.parse({ firstName: 'A', lastName: 'B', password: '' })).toEqual({
      firstName: 'A',
      lastName: 'B',
      password: undefined,
    });
    expect(messages(userUpdateSchema.safeParse({ firstName: '', lastName: 'B', password: 'short' }))).toEqual({
      firstName: 'First Name is required',
      password: 'You must provide at least 8 characters for a password',
    });
    expect(messages(userUpdateFormSchema.safeParse({ firstName: 'A', lastName: 'B', password: 'long-enough' }))).toEqual({
      passwordConfirmation: 'Please confirm your password',
    });
    expect(
      messages(userUpdateFormSchema.safeParse({ firstName: 'A', lastName: 'B', password: 'long-enough', passwordConfirmation: 'x' })),
    ).toEqual({
      passwordConfirmation: "Password doesn't match",
    });
  });

  it("says 'Passwords must match' as soon as both are typed and differ, while other fields are still wrong", async () => {
    const { userCreateFormSchema } = await import('./schemas.ts');
    expect(
      messages(
        userCreateFormSchema.safeParse({ firstName: '', lastName: '', email: '', password: 'short', passwordConfirmation: 'other' }),
      ),
    ).toMatchObject({ firstName: 'First Name is required', password: expect.any(String), passwordConfirmation: 'Passwords must match' });
    expect(
      messages(
        userCreateFormSchema.safeParse({
          firstName: '',
          lastName: 'B',
          email: 'a@b.co',
          password: 'long-enough',
          passwordConfirmation: 'long-enough',
        }),
      ),
    ).toEqual({ firstName: 'First Name is required' });
  });
  it('says "Password doesn\'t match" on an edit while a name is still missing', async () => {
    const { userUpdateFormSchema } = await import('./schemas.ts');
    expect(
      messages(userUpdateFormSchema.safeParse({ firstName: '', lastName: 'B', password: 'long-enough', passwordConfirmation: 'x' })),
    ).toEqual({ firstName: 'First Name is required', passwordConfirmation: "Password doesn't match" });
  });
});
