import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import { userUpdateFormSchema } from '@appstore/shared/accounts/schemas';
import type { TeamUserFieldsFragment } from '../../../gql/graphql';
import { FormBottomBar } from '../../../shared/forms/FormBottomBar';
import { FormPage } from '../../../shared/forms/FormPage';
import { FormSection } from '../../../shared/forms/FormSection';
import { useFormSubmit } from '../../../shared/forms/useFormSubmit';
import { PasswordFields, ReadOnlyEmailField, UserNameFields } from './UserFields';

type FormValues = z.input<typeof userUpdateFormSchema>;
export type UserUpdateValues = z.output<typeof userUpdateFormSchema>;

export interface UserEditFormProps {
  user: TeamUserFieldsFragment;
  title: string;
  subtitle?: string;
  /** The viewer may save this user (themselves, or any user as account owner). */
  allowed: boolean;
  /** Why saving is not allowed, shown above the form. */
  notAllowedText?: string;
  /** Saves; a thrown error is shown in the form (banner and field messages). */
  onSubmit: (values: UserUpdateValues) => Promise<void>;
  cancelHref?: string;
  /** Shows Delete in the bottom bar. */
  onDelete?: () => Promise<unknown>;
  /** Shown after a save when the form stays open (the own profile). */
  savedNotice?: string;
  'data-testid'?: string;
}

/** Spec §5 "Edit user or profile": names required; a new password is optional and needs its confirmation. */
export function UserEditForm({
  user,
  title,
  subtitle,
  allowed,
  notAllowedText,
  onSubmit,
  cancelHref,
  onDelete,
  savedNotice,
  'data-testid': testId,
}: UserEditFormProps) {
  const form = useForm<FormValues, unknown, UserUpdateValues>({
    resolver: zodResolver(userUpdateFormSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, password: '', passwordConfirmation: '' },
    mode: 'onTouched',
  });
  const { submit, serverError, saved } = useFormSubmit(form, onSubmit, (values) => ({
    firstName: values.firstName,
    lastName: values.lastName,
    password: '',
    passwordConfirmation: '',
  }));
  const { isDirty, isSubmitting } = form.formState;

  return (
    <FormPage
      title={title}
      subtitle={subtitle}
      onSubmit={submit}
      data-testid={testId}
      bottomBar={
        <FormBottomBar
          dirty={isDirty}
          submitting={isSubmitting}
          allowed={allowed}
          error={serverError}
          notice={saved && !isDirty ? savedNotice : null}
          cancelHref={cancelHref}
          onCancel={cancelHref ? undefined : () => form.reset()}
          onDelete={onDelete}
        />
      }
    >
      {!allowed && notAllowedText && (
        <Alert severity="info" data-testid="not-allowed-notice">
          {notAllowedText}
        </Alert>
      )}
      <FormSection title="Personal details" description="The name your team sees.">
        <UserNameFields form={form} />
        <ReadOnlyEmailField email={user.email} />
      </FormSection>
      <FormSection title="Password" description="Leave both fields empty to keep the current password.">
        <PasswordFields form={form} required={false} />
      </FormSection>
    </FormPage>
  );
}
