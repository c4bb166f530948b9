import { z } from 'zod';
import { LIMITS, maxCharsMessage } from '../limits/limits.ts';
import { businessNameSchema } from '../organizations/schemas.ts';

/** A required text: a missing value (not only an empty one) gets the required message. */
const requiredString = (message: string) =>
  z.string(message).trim().min(1, { error: message, abort: true }).max(LIMITS.textMax, maxCharsMessage(LIMITS.textMax));

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
  .min(1, { error: 'Password is required', abort: true })
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} chars`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} chars`);

/**
 * Spec §5 signup rules, plus the business name the new organisation is created with (without it
 * new listings read 'By {first} {last}'); it follows the Account settings rules for the same field.
 */
export const signupSchema = z.object({
  email,
  firstName: requiredString('First Name is required'),
  lastName: requiredString('Last Name is required'),
  businessName: businessNameSchema,
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

const teamPassword = z
  .string('You must provide a password')
  .min(1, { error: 'You must provide a password', abort: true })
  .min(LIMITS.passwordMin, `You must provide at least ${LIMITS.passwordMin} characters for a password`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} chars`);

const names = {
  firstName: requiredString('First Name is required'),
  lastName: requiredString('Last Name is required'),
};

/**
 * The two passwords of a form that asks for a new one twice, checked on their own. zod skips an object's
 * refinements while any of its fields is invalid, so a check on the whole form would say 'Passwords must match'
 * only once the names and the e-mail were right; intersected with the form's object, it is checked at once.
 */
const passwordPair = z.object({ password: z.string().optional(), passwordConfirmation: z.string().optional() });

/** A form's confirmation must repeat its password exactly: `message` under the confirmation field. */
export function withMatchingConfirmation<T extends z.ZodObject>(schema: T, message: string) {
  return z.intersection(
    schema,
    passwordPair.refine((v) => (v.password ?? '') === (v.passwordConfirmation ?? ''), { path: ['passwordConfirmation'], message }),
  );
}

/** Spec §5 "Create user", as the server receives it. */
export const userCreateSchema = z.object({ ...names, email, password: teamPassword });

/** The create-user form: the same, plus the confirmation. */
export const userCreateFormSchema = withMatchingConfirmation(
  userCreateSchema.extend({ passwordConfirmation: z.string() }),
  'Passwords must match',
);

/** Spec §5 "Edit user or profile", as the server receives it: the password is optional; email never changes. */
export const userUpdateSchema = z.object({
  ...names,
  password: z
    .string()
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined))
    .pipe(teamPassword.optional()),
});

/** The edit form: a new password needs its confirmation. */
export const userUpdateFormSchema = z.intersection(
  z.object({ ...names, password: z.string().optional(), passwordConfirmation: z.string().optional() }),
  // the passwords on their own, so their messages need not wait for the names (see passwordPair)
  passwordPair.superRefine((v, ctx) => {
    if (!v.password) return;
    if (v.password.length < LIMITS.passwordMin) {
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: `You must provide at least ${LIMITS.passwordMin} characters for a password`,
      });
    }
    if (!v.passwordConfirmation) ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: 'Please confirm your password' });
    else if (v.passwordConfirmation !== v.password)
      ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: "Password doesn't match" });
  }),
);
