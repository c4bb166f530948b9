import { z } from 'zod';
import { newPasswordSchema } from '@appstore/shared/accounts/schemas';

/**
 * The reset-password form: a new password by the signup rules (spec §5) and its confirmation.
 * Web-only: the server receives `passwordResetSchema` (token and password) from packages/shared.
 */
export const passwordResetFormSchema = z
  .object({ password: newPasswordSchema, passwordConfirmation: z.string() })
  .refine((v) => v.password === v.passwordConfirmation, { path: ['passwordConfirmation'], message: 'Passwords must match' });
export type PasswordResetFormValues = z.infer<typeof passwordResetFormSchema>;
