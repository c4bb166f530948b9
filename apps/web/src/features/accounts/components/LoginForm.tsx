import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { loginSchema, type LoginInput } from '@appstore/shared/accounts/schemas';
import { textFieldProps } from '../../../shared/forms/text-field-props';
import { forgotPasswordUrl } from '../../../shared/urls/accounts';
import type { ShownError } from '../../../shared/errors/shown-here';
import { FormErrorBanner } from '../../../shared/forms/FormErrorBanner';
import { PasswordField } from '../../../shared/forms/PasswordField';

export interface LoginFormProps {
  onSubmit: (values: LoginInput) => Promise<void> | void;
  serverError: ShownError | null;
}

/** Email and password, validated with the shared login rules (spec §5). */
export function LoginForm({ onSubmit, serverError }: LoginFormProps) {
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Log in" data-testid="login-form">
      <Stack spacing={2.5}>
        <TextField label="Email" type="email" autoComplete="email" fullWidth {...textFieldProps(form, 'email')} />
        <Box>
          <PasswordField label="Password" autoComplete="current-password" fullWidth {...textFieldProps(form, 'password')} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <Link href={forgotPasswordUrl()} variant="body2">
              Forgot password
            </Link>
          </Box>
        </Box>
        <FormErrorBanner error={serverError} />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting} data-testid="login-submit">
          {isSubmitting ? 'Logging in...' : 'Log in'}
        </Button>
      </Stack>
    </Box>
  );
}
