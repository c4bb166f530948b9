import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ShownError } from '../../../shared/errors/shown-here';
import { FormErrorBanner } from '../../../shared/forms/FormErrorBanner';
import { PasswordField } from '../../../shared/forms/PasswordField';
import { textFieldProps } from '../../../shared/forms/text-field-props';
import { passwordResetFormSchema, type PasswordResetFormValues } from '../schemas';

export interface ResetPasswordFormProps {
  onSubmit: (values: PasswordResetFormValues) => Promise<void> | void;
  serverError: ShownError | null;
}

/** A new password by the signup rules, and its confirmation. */
export function ResetPasswordForm({ onSubmit, serverError }: ResetPasswordFormProps) {
  const form = useForm<PasswordResetFormValues>({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Reset password" data-testid="reset-password-form">
      <Stack spacing={2.5}>
        <PasswordField label="New password" autoComplete="new-password" autoFocus fullWidth {...textFieldProps(form, 'password')} />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          fullWidth
          {...textFieldProps(form, 'passwordConfirmation')}
        />
        <FormErrorBanner error={serverError} />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting} data-testid="reset-password-submit">
          {isSubmitting ? 'Saving...' : 'Set new password'}
        </Button>
      </Stack>
    </Box>
  );
}
