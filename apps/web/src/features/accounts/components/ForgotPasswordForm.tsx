import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { passwordResetRequestSchema } from '@appstore/shared/accounts/schemas';
import type { ShownError } from '../../../shared/errors/shown-here';
import { FormErrorBanner } from '../../../shared/forms/FormErrorBanner';
import { textFieldProps } from '../../../shared/forms/text-field-props';

export type ForgotPasswordValues = z.infer<typeof passwordResetRequestSchema>;

export interface ForgotPasswordFormProps {
  onSubmit: (values: ForgotPasswordValues) => Promise<void> | void;
  serverError: ShownError | null;
}

/** The address to send a reset link to, by the spec's email rules. */
export function ForgotPasswordForm({ onSubmit, serverError }: ForgotPasswordFormProps) {
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Forgot password" data-testid="forgot-password-form">
      <Stack spacing={2.5}>
        <TextField label="Email" type="email" autoComplete="email" autoFocus fullWidth {...textFieldProps(form, 'email')} />
        <FormErrorBanner error={serverError} />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting} data-testid="forgot-password-submit">
          {isSubmitting ? 'Sending...' : 'Send reset link'}
        </Button>
      </Stack>
    </Box>
  );
}
