import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { organizationSchema, type OrganizationInput } from '@appstore/shared/organizations/schemas';
import type { OrganizationFieldsFragment } from '../../../gql/graphql';
import { CheckboxField } from '../../../shared/forms/CheckboxField';
import { FormBottomBar } from '../../../shared/forms/FormBottomBar';
import { FormPage } from '../../../shared/forms/FormPage';
import { FormSection } from '../../../shared/forms/FormSection';
import { REQUIRED_INPUT, textFieldProps } from '../../../shared/forms/text-field-props';
import { useFormSubmit } from '../../../shared/forms/useFormSubmit';
import { TermsAgreementLabel } from '../../../shared/terms/TermsAgreementLabel';

/** The form's own values: empty texts rather than nulls, and terms boxes that may be unticked. */
export interface AccountSettingsValues {
  businessName: string;
  websiteUrl: string;
  businessEmail: string;
  supportEmail: string;
  phoneNumber: string;
  emergencyDeveloperEmail: string;
  emergencyDeveloperPhoneNumber: string;
  termsApiAgreed: boolean;
  termsPartnerAgreed: boolean;
}

/** What the form starts from: the organisation as loaded (or as just saved). */
export function accountSettingsValues(org: OrganizationFieldsFragment | OrganizationInput): AccountSettingsValues {
  return {
    businessName: org.businessName,
    websiteUrl: org.websiteUrl ?? '',
    businessEmail: org.businessEmail ?? '',
    supportEmail: org.supportEmail ?? '',
    phoneNumber: org.phoneNumber ?? '',
    emergencyDeveloperEmail: org.emergencyDeveloperEmail ?? '',
    emergencyDeveloperPhoneNumber: org.emergencyDeveloperPhoneNumber ?? '',
    termsApiAgreed: org.termsApiAgreed,
    termsPartnerAgreed: org.termsPartnerAgreed,
  };
}

export interface AccountSettingsFormProps {
  organization: OrganizationFieldsFragment;
  /** Only account owners change the organisation. */
  allowed: boolean;
  /** Saves; a thrown error is shown in the form (banner and field messages). */
  onSubmit: (values: OrganizationInput) => Promise<void>;
}

/** Spec §2 'Account settings', validated with the organisation rules of spec §5. */
export function AccountSettingsForm({ organization, allowed, onSubmit }: AccountSettingsFormProps) {
  const form = useForm<AccountSettingsValues, unknown, OrganizationInput>({
    // The schema's input type says the boxes are `true`; the form lets them be unticked.
    resolver: zodResolver(organizationSchema) as unknown as Resolver<AccountSettingsValues, unknown, OrganizationInput>,
    defaultValues: accountSettingsValues(organization),
    mode: 'onTouched',
  });
  const { submit, serverError, saved } = useFormSubmit(form, onSubmit, accountSettingsValues);
  const { isDirty, isSubmitting } = form.formState;

  return (
    <FormPage
      title="Account settings"
      subtitle="Your organization's details, contacts and agreements."
      onSubmit={submit}
      data-testid="account-settings-form"
      bottomBar={
        <FormBottomBar
          dirty={isDirty}
          submitting={isSubmitting}
          allowed={allowed}
          error={serverError}
          notice={saved && !isDirty ? 'Account settings saved.' : null}
          onCancel={() => form.reset()}
        />
      }
    >
      {!allowed && (
        <Alert severity="info" data-testid="not-allowed-notice">
          Only the account owner can change the account settings.
        </Alert>
      )}
      <FormSection title="Business Info" description="How your organization appears to vendors." data-testid="business-info">
        <TextField
          label="Business name"
          autoComplete="organization"
          fullWidth
          slotProps={REQUIRED_INPUT}
          {...textFieldProps(form, 'businessName')}
        />
        <TextField label="Website" type="url" autoComplete="url" placeholder="https://" fullWidth {...textFieldProps(form, 'websiteUrl')} />
      </FormSection>
      <FormSection title="Contact Info" description="Where we and your customers reach you." data-testid="contact-info">
        <TextField label="Business email" type="email" autoComplete="email" fullWidth {...textFieldProps(form, 'businessEmail')} />
        <TextField label="Support email" type="email" fullWidth {...textFieldProps(form, 'supportEmail')} />
        <TextField label="Phone number" type="tel" autoComplete="tel" fullWidth {...textFieldProps(form, 'phoneNumber')} />
      </FormSection>
      <FormSection
        title="Emergency Dev Contact"
        description="Who we call when one of your apps misbehaves in production."
        data-testid="emergency-contact"
      >
        <TextField label="Emergency developer email" type="email" fullWidth {...textFieldProps(form, 'emergencyDeveloperEmail')} />
        <TextField
          label="Emergency developer phone number"
          type="tel"
          fullWidth
          slotProps={REQUIRED_INPUT}
          {...textFieldProps(form, 'emergencyDeveloperPhoneNumber')}
        />
      </FormSection>
      <FormSection
        title="Term agreements"
        description="Both are needed before your apps can be submitted for review."
        data-testid="term-agreements"
      >
        <Stack spacing={0.5}>
          <CheckboxField
            control={form.control}
            name="termsApiAgreed"
            label={<TermsAgreementLabel field="termsApiAgreed" />}
            data-testid="terms-api"
          />
          <CheckboxField
            control={form.control}
            name="termsPartnerAgreed"
            label={<TermsAgreementLabel field="termsPartnerAgreed" />}
            data-testid="terms-partner"
          />
        </Stack>
      </FormSection>
    </FormPage>
  );
}
