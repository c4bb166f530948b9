import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PasswordField } from '../../../shared/forms/PasswordField';
import { REQUIRED_INPUT, textFieldProps } from '../../../shared/forms/text-field-props';

/** The fields every user form has. */
interface UserFieldValues extends FieldValues {
  firstName: string;
  lastName: string;
  password?: string;
  passwordConfirmation?: string;
}

export function UserNameFields<T extends UserFieldValues, C, O>({ form }: { form: UseFormReturn<T, C, O> }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
      <TextField
        label="First name"
        autoComplete="given-name"
        fullWidth
        slotProps={REQUIRED_INPUT}
        {...textFieldProps(form, 'firstName' as Path<T>)}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        fullWidth
        slotProps={REQUIRED_INPUT}
        {...textFieldProps(form, 'lastName' as Path<T>)}
      />
    </Stack>
  );
}

/** An address that cannot be changed (spec §5: email cannot be edited for an existing user). */
export function ReadOnlyEmailField({ email }: { email: string }) {
  return (
    <TextField
      id="email"
      label="Email"
      value={email}
      fullWidth
      helperText="The e-mail address cannot be changed."
      slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'email-read-only' } }}
      sx={{ '& .MuiOutlinedInput-root': { bgcolor: 'action.hover' } }}
    />
  );
}

export interface PasswordFieldsProps<T extends UserFieldValues, C, O> {
  form: UseFormReturn<T, C, O>;
  /** A new user needs a password; an existing one keeps theirs when both fields stay empty. */
  required: boolean;
}

export function PasswordFields<T extends UserFieldValues, C, O>({ form, required }: PasswordFieldsProps<T, C, O>) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
      <PasswordField
        label={required ? 'Password' : 'New password'}
        autoComplete="new-password"
        fullWidth
        slotProps={required ? REQUIRED_INPUT : undefined}
        {...textFieldProps(form, 'password' as Path<T>)}
      />
      <PasswordField
        label={required ? 'Confirm password' : 'Confirm new password'}
        autoComplete="new-password"
        fullWidth
        slotProps={required ? REQUIRED_INPUT : undefined}
        {...textFieldProps(form, 'passwordConfirmation' as Path<T>)}
      />
    </Stack>
  );
}
