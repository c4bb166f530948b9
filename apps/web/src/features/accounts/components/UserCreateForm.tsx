import { LIMITS } from '@appstore/shared/limits/limits';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { userCreateFormSchema } from '@appstore/shared/accounts/schemas';
import { FormBottomBar } from '../../../shared/forms/FormBottomBar';
import { FormPage } from '../../../shared/forms/FormPage';
import { FormSection } from '../../../shared/forms/FormSection';
import { REQUIRED_INPUT, textFieldProps } from '../../../shared/forms/text-field-props';
import { useFormSubmit } from '../../../shared/forms/useFormSubmit';
import { PasswordFields, UserNameFields } from './UserFields';

type FormValues = z.input<typeof userCreateFormSchema>;
export type UserCreateValues = z.output<typeof userCreateFormSchema>;

export interface UserCreateFormProps {
  /** Only account owners create users. */
  allowed: boolean;
  onSubmit: (values: UserCreateValues) => Promise<void>;
  cancelHref: string;
}

/** Spec §5 "Create user": names, email, password (8 or more) and a matching confirmation. */
export function UserCreateForm({ allowed, onSubmit, cancelHref }: UserCreateFormProps) {
  const form = useForm<FormValues, unknown, UserCreateValues>({
    resolver: zodResolver(userCreateFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', passwordConfirmation: '' },
    mode: 'onTouched',
  });
  const { submit, serverError } = useFormSubmit(form, onSubmit);
  const { isDirty, isSubmitting } = form.formState;

  return (
    <FormPage
      title="Create user"
      subtitle="The new team member receives an e-mail saying their account exists."
      onSubmit={submit}
      data-testid="user-create-form"
      bottomBar={<FormBottomBar dirty={isDirty} submitting={isSubmitting} allowed={allowed} error={serverError} cancelHref={cancelHref} />}
    >
      {!allowed && (
        <Alert severity="info" data-testid="not-allowed-notice">
          Only account owners can create users.
        </Alert>
      )}
      <FormSection title="Personal details" description="Who the new team member is.">
        <UserNameFields form={form} />
        <TextField label="Email" type="email" autoComplete="off" fullWidth slotProps={REQUIRED_INPUT} {...textFieldProps(form, 'email')} />
      </FormSection>
      <FormSection title="Password" description={`At least ${LIMITS.passwordMin} characters. Share it with the new team member safely.`}>
        <PasswordFields form={form} required />
      </FormSection>
    </FormPage>
  );
}
