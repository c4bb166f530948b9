import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { signupSchema, type SignupInput } from '@appstore/shared/accounts/schemas';
import { textFieldProps } from '../../../shared/forms/text-field-props';
import type { ShownError } from '../../../shared/errors/shown-here';
import { FormErrorBanner } from '../../../shared/forms/FormErrorBanner';
import { PasswordField } from '../../../shared/forms/PasswordField';
import { TermsAgreementLabel } from '../../../shared/terms/TermsAgreementLabel';

/** The form's own values: the terms boxes start unticked; the schema insists they are ticked. */
type SignupFormValues = Omit<SignupInput, 'termsApiAgreed' | 'termsPartnerAgreed'> & {
  termsApiAgreed: boolean;
  termsPartnerAgreed: boolean;
};

export interface SignupFormProps {
  onSubmit: (values: SignupInput) => Promise<void> | void;
  serverError: ShownError | null;
}

const TERMS = ['termsApiAgreed', 'termsPartnerAgreed'] as const;

/** Email, names, business name, password and both terms, validated with the shared signup rules (spec §5). */
export function SignupForm({ onSubmit, serverError }: SignupFormProps) {
  const form = useForm<SignupFormValues, unknown, SignupInput>({
    // The schema's input type says the boxes are `true`; the form starts them unticked.
    resolver: zodResolver(signupSchema) as unknown as Resolver<SignupFormValues, unknown, SignupInput>,
    defaultValues: {
      email: '',
      firstName: '',
      lastName: '',
      businessName: '',
      password: '',
      termsApiAgreed: false,
      termsPartnerAgreed: false,
    },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Sign up" data-testid="signup-form">
      <Stack spacing={2.5}>
        <TextField label="Email" type="email" autoComplete="email" fullWidth {...textFieldProps(form, 'email')} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <TextField label="First name" autoComplete="given-name" fullWidth {...textFieldProps(form, 'firstName')} />
          <TextField label="Last name" autoComplete="family-name" fullWidth {...textFieldProps(form, 'lastName')} />
        </Stack>
        <TextField
          label="Business name"
          autoComplete="organization"
          fullWidth
          {...textFieldProps(form, 'businessName')}
          helperText={errors.businessName?.message ?? 'Your company or brand: your listings show it as "By …".'}
        />
        <PasswordField label="Password" autoComplete="new-password" fullWidth {...textFieldProps(form, 'password')} />
        <Box>
          {TERMS.map((name) => {
            const error = errors[name]?.message;
            return (
              <FormControl key={name} error={Boolean(error)} sx={{ display: 'flex' }}>
                <FormControlLabel control={<Checkbox {...form.register(name)} />} label={<TermsAgreementLabel field={name} />} />
                {error && <FormHelperText sx={{ mt: -0.5, mb: 0.5 }}>{error}</FormHelperText>}
              </FormControl>
            );
          })}
        </Box>
        <FormErrorBanner error={serverError} />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting} data-testid="signup-submit">
          {isSubmitting ? 'Signing up...' : 'Sign up'}
        </Button>
      </Stack>
    </Box>
  );
}
