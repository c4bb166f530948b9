import { z } from 'zod';
import { LIMITS } from '../limits/limits.ts';

/** A required text: a missing value (not only an empty one) gets the required message. */
const requiredString = (message: string) => z.string(message).trim().min(1, message);

const email = requiredString('Email is required').pipe(z.email('Email is invalid'));

/** Spec §5 login rules; the same schema validates the form and the server mutation. */
export const loginSchema = z.object({
  email,
  password: z.string('Password is required').min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** A new password: the signup rules of spec §5 (also used by the password reset). */
export const newPasswordSchema = z
  .string('Password is required')
  .min(1, 'Password is required')
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} chars`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} chars`);

/** Spec §5 signup rules. */
export const signupSchema = z.object({
  email,
  firstName: requiredString('First Name is required'),
  lastName: requiredString('Last Name is required'),
  password: newPasswordSchema,
  termsApiAgreed: z.literal(true, 'You must agree to our API Terms'),
  termsPartnerAgreed: z.literal(true, 'You must agree to our Partner terms'),
});
export type SignupInput = z.infer<typeof signupSchema>;

/** "Forgot password": the address to send the reset link to. */
export const passwordResetRequestSchema = z.object({ email });

/** Setting a new password with the single-use link from the reset e-mail. */
export const passwordResetSchema = z.object({
  token: requiredString('The reset link is incomplete'),
  password: newPasswordSchema,
});
