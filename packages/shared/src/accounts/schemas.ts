import { z } from 'zod';
import { LIMITS } from '../limits/limits.ts';

/** Spec §5 login rules; the same schema validates the form and the server mutation. */
export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Email is invalid')),
  password: z.string().min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Spec §5 signup rules. */
export const signupSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Email is invalid')),
  firstName: z.string().trim().min(1, 'First Name is required'),
  lastName: z.string().trim().min(1, 'Last Name is required'),
  password: z
    .string()
    .min(1, 'Password is required')
    .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} chars`)
    .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} chars`),
  termsApiAgreed: z.literal(true, 'You must agree to our API Terms'),
  termsPartnerAgreed: z.literal(true, 'You must agree to our Partner terms'),
});
export type SignupInput = z.infer<typeof signupSchema>;
