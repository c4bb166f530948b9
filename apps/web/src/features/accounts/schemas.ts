import { z } from 'zod';
import { newPasswordSchema, withMatchingConfirmation } from '@appstore/shared/accounts/schemas';

/**
 * The reset-password form: a new password by the signup rules (spec §5) and its confirmation.
 * Web-only: the server receives `passwordResetSchema` (token and password) from packages/shared.
 */
export const passwordResetFormSchema = withMatchingConfirmation(
  z.object({ password: newPasswordSchema, passwordConfirmation: z.string() }),
  'Passwords must match',
);
export type PasswordResetFormValues = z.infer<typeof passwordResetFormSchema>;
