import type { ReactNode } from 'react';
import { useController, useForm, useWatch, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AppScope } from '@appstore/shared/installations/scopes';
import { APP_TYPES, CHARGE_TYPES } from '@appstore/shared/apps/enums';
import { appSchema, type AppValues } from '@appstore/shared/apps/schemas';
import { LIMITS } from '@appstore/shared/limits/limits';
import { FormBottomBar } from '../../../shared/forms/FormBottomBar';
import { FormPage } from '../../../shared/forms/FormPage';
import { RadioCardGroup } from '../../../shared/forms/RadioCardGroup';
import { FormSection } from '../../../shared/forms/FormSection';
import { LimitedTextField } from '../../../shared/forms/LimitedTextField';
import { textFieldProps } from '../../../shared/forms/text-field-props';
import { useFormSubmit } from '../../../shared/forms/useFormSubmit';
import type { AppFormValues } from '../app-form-values';
import { APP_TYPE_OPTION_LABELS, CHARGE_TYPE_OPTION_LABELS } from '../../../shared/apps/app-labels';
import { CountryPicker } from './CountryPicker';
import { ScopeChecklist } from './ScopeChecklist';
import { accessCountText } from '../access-choice-text';

// The schema's input type reads the numbers as unknown; the form keeps them as typed text.
const resolver = zodResolver(appSchema) as unknown as Resolver<AppFormValues, unknown, AppValues>;

type AppForm = UseFormReturn<AppFormValues, unknown, AppValues>;

export const PRICING_LOCKED_TEXT = 'Pricing cannot change while the app is in review or published.';
export const REDIRECT_URLS_HINT = 'At least one redirect URL is needed before making the app public.';

const TYPE_HINTS = {
  PUBLIC: 'Any vendor can find and install it once it passes review.',
  CUSTOM: 'Built for a single vendor you link it to; it is never listed.',
} as const;

export interface AppSetupFormProps {
  title: string;
  /** The app's name when editing. */
  subtitle?: ReactNode;
  defaultValues: AppFormValues;
  /** Editing an existing app: its type is fixed. */
  editing?: boolean;
  /** The app is in review or published (spec §4): its pricing cannot change. */
  pricingLocked?: boolean;
  /** Saves; a thrown error is shown in the form (banner and field messages). */
  onSubmit: (values: AppValues) => Promise<void>;
  cancelHref: string;
  /** Shows Delete in the bottom bar. */
  onDelete?: () => Promise<unknown>;
  /** A new app's access (its first version); an existing app changes it on its dashboard. */
  access?: { scopes: AppScope[]; onChange: (scopes: AppScope[]) => void };
}

/** Spec §5 "App": the app's setup, for a new app and for an existing one. */
export function AppSetupForm({
  title,
  subtitle,
  defaultValues,
  editing = false,
  pricingLocked = false,
  onSubmit,
  cancelHref,
  onDelete,
  access,
}: AppSetupFormProps) {
  const form = useForm<AppFormValues, unknown, AppValues>({ resolver, defaultValues, mode: 'onTouched' });
  const { submit, serverError } = useFormSubmit(form, onSubmit);
  const { isDirty, isSubmitting } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });

  return (
    <FormPage
      title={title}
      subtitle={subtitle}
      onSubmit={submit}
      data-testid="app-setup-form"
      bottomBar={
        <FormBottomBar dirty={isDirty} submitting={isSubmitting} error={serverError} cancelHref={cancelHref} onDelete={onDelete} />
      }
    >
      <FormSection title="App details" description="What you call the app, and who can install it." data-testid="app-details-section">
        <LimitedTextField form={form} name="name" label="Name" max={LIMITS.appNameMax} required autoComplete="off" data-testid="app-name" />
        <AppTypeField form={form} disabled={editing} />
      </FormSection>

      <FormSection
        title="Installation"
        description="Where vendors are sent when they install and open the app, and who we contact about it."
        data-testid="app-installation-section"
      >
        <LimitedTextField
          form={form}
          name="appUrl"
          label="App URL"
          type="url"
          placeholder="https://"
          autoComplete="url"
          max={LIMITS.urlMax}
          hint="The address vendors open your app at, e.g. https://app.example.com."
          data-testid="app-url"
        />
        <LimitedTextField
          form={form}
          name="redirectUrlWhitelist"
          label="Redirect URLs"
          multiline
          minRows={3}
          placeholder="https://app.example.com/oauth/callback"
          max={LIMITS.redirectUrlWhitelistMax}
          hint={
            <>
              {REDIRECT_URLS_HINT}
              <br />
              One URL per line or separated by commas.
            </>
          }
          htmlInput={{ spellCheck: false }}
          data-testid="app-redirect-urls"
        />
        <TextField
          label="API contact email"
          type="email"
          fullWidth
          autoComplete="email"
          {...withHint(textFieldProps(form, 'apiContactEmail'), 'We write here about API changes and problems with your app.')}
          slotProps={{ htmlInput: { 'aria-required': true, 'data-testid': 'app-api-contact-email' } }}
        />
      </FormSection>

      {access && (
        <FormSection
          title="Access"
          description="What your app may ask vendors for when they install. Choose only what it needs; you can change it later on the app's dashboard."
          data-testid="app-access-section"
        >
          <ScopeChecklist
            chosen={access.scopes}
            onChange={access.onChange}
            disabled={isSubmitting}
            aria-label="Scopes the app may ask for"
          />
          <Typography variant="body2" color="text.secondary" data-testid="app-access-count">
            {accessCountText(access.scopes)}
          </Typography>
        </FormSection>
      )}

      {type === 'PUBLIC' && <PricingSection form={form} locked={pricingLocked} />}

      <FormSection
        title="Availability"
        description="The countries whose vendors can install the app."
        data-testid="app-availability-section"
      >
        <CountryField form={form} />
      </FormSection>

      <FormSection
        title="Review"
        description="Help the platform's reviewers try the app before it goes live."
        data-testid="app-review-section"
      >
        <LimitedTextField
          form={form}
          name="appReviewInstructions"
          label="Instructions for reviewers (optional)"
          multiline
          minRows={4}
          max={LIMITS.appReviewInstructionsMax}
          hint="How the platform's reviewers can test the app, e.g. test credentials or where to start."
          data-testid="app-review-instructions"
        />
      </FormSection>
    </FormPage>
  );
}

/** A field's error message, or its hint while it has none. */
function withHint<P extends { helperText?: ReactNode }>(props: P, hint: ReactNode): P {
  return { ...props, helperText: props.helperText ?? hint };
}

/** The app's type as radio cards; fixed once the app exists (the server refuses a change). */
function AppTypeField({ form, disabled }: { form: AppForm; disabled: boolean }) {
  const { field, fieldState } = useController({ control: form.control, name: 'type' });
  return (
    <RadioCardGroup
      field={field}
      label="Type"
      options={APP_TYPES.map((type) => ({ value: type, label: APP_TYPE_OPTION_LABELS[type], hint: TYPE_HINTS[type] }))}
      disabled={disabled}
      error={fieldState.error?.message}
      helperText={disabled ? 'The type cannot change after the app is created' : undefined}
      helperTestId="app-type-fixed-hint"
      data-testid="app-type"
    />
  );
}

/** Spec §5: what a public app charges. Custom apps are priced with their vendor, so they have no such section. */
function PricingSection({ form, locked }: { form: AppForm; locked: boolean }) {
  const { field, fieldState } = useController({ control: form.control, name: 'chargeType' });
  const chargeType = field.value;
  const oneTime = textFieldProps(form, 'oneTimeChargeAmount');
  const trial = textFieldProps(form, 'freeTrialDays');
  return (
    <FormSection
      title="Pricing"
      description="What vendors pay to install the app. All prices are in USD."
      data-testid="app-pricing-section"
    >
      {locked && (
        <Alert severity="info" data-testid="pricing-locked-notice">
          {PRICING_LOCKED_TEXT}
        </Alert>
      )}
      <TextField
        select
        id={field.name}
        label="Charge type"
        fullWidth
        disabled={locked}
        name={field.name}
        value={chargeType}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={Boolean(fieldState.error)}
        helperText={
          fieldState.error?.message ??
          (chargeType === 'RECURRING' ? 'Vendors pay by the price plans you add on the app dashboard.' : undefined)
        }
        // A native select: the phone's own picker on small screens, and a real <select> for tests.
        slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'app-charge-type' }, inputLabel: { shrink: true } }}
      >
        {CHARGE_TYPES.map((type) => (
          <option key={type} value={type}>
            {CHARGE_TYPE_OPTION_LABELS[type]}
          </option>
        ))}
      </TextField>
      {chargeType === 'ONE_TIME' && (
        <TextField
          label="One-time charge amount"
          fullWidth
          disabled={locked}
          autoComplete="off"
          {...withHint(oneTime, 'Charged once, when a vendor installs the app.')}
          sx={{ maxWidth: { sm: 280 } }}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            htmlInput: { inputMode: 'decimal', 'aria-required': true, 'data-testid': 'app-one-time-amount' },
          }}
        />
      )}
      {chargeType === 'RECURRING' && (
        <TextField
          label="Free trial days"
          fullWidth
          disabled={locked}
          autoComplete="off"
          {...withHint(trial, '0 for no free trial.')}
          sx={{ maxWidth: { sm: 280 } }}
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">days</InputAdornment> },
            htmlInput: { inputMode: 'numeric', 'aria-required': true, 'data-testid': 'app-free-trial-days' },
          }}
        />
      )}
    </FormSection>
  );
}

function CountryField({ form }: { form: AppForm }) {
  const { field, fieldState } = useController({ control: form.control, name: 'installationCountries' });
  return (
    <CountryPicker
      id={field.name}
      label="Installation countries"
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? 'Leave empty to offer the app in all countries'}
      data-testid="app-countries"
    />
  );
}
