import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PAYOUT_SETTINGS_MESSAGES, payoutSettingsSchema, type PayoutSettingsValues } from '@appstore/shared/payouts/payout-settings';
import type { PayoutSettingsFieldsFragment } from '../../../gql/graphql';
import { FormBottomBar } from '../../../shared/forms/FormBottomBar';
import { FormPage } from '../../../shared/forms/FormPage';
import { FormSection } from '../../../shared/forms/FormSection';
import { textFieldProps } from '../../../shared/forms/text-field-props';
import { useFormSubmit } from '../../../shared/forms/useFormSubmit';
import { currencyOptions, paymentTypeOptions, payoutSettingsFormValues, type PayoutSettingsFormValues } from '../payout-settings-values';
import type { PayoutSettingsFormApi } from './payout-settings-form-types';
import { PayoutTextField } from './PayoutTextField';
import { RESIDENCY_QUESTION, ResidencyField } from './ResidencyField';
import type { ShownError } from '../../../shared/errors/shown-here';

// The schema reads the form's texts (and answers the typed values); the form keeps '' for unanswered choices.
const resolver = zodResolver(payoutSettingsSchema) as unknown as Resolver<PayoutSettingsFormValues, unknown, PayoutSettingsValues>;

export interface PayoutSettingsFormProps {
  /** What is saved now (bank numbers masked), or null before the first save. */
  settings: PayoutSettingsFieldsFragment | null;
  currencies: readonly { label: string; value: string }[];
  /** Saves and answers the settings as stored (masked again), which the form starts over from. */
  onSubmit: (values: PayoutSettingsValues) => Promise<PayoutSettingsFieldsFragment>;
  cancelHref: string;
  /** Only account owners (and staff) change the payout settings. */
  allowed: boolean;
}

/** Spec §2 'Payout settings', validated with the spec §5 rules before anything is sent. */
export function PayoutSettingsForm({ settings, currencies, onSubmit, cancelHref, allowed }: PayoutSettingsFormProps) {
  const form: PayoutSettingsFormApi = useForm<PayoutSettingsFormValues, unknown, PayoutSettingsValues>({
    resolver,
    defaultValues: payoutSettingsFormValues(settings),
    mode: 'onTouched',
  });
  const { submit, serverError, saved, failed } = useFormSubmit(form, async (values) => {
    const stored = await onSubmit(values);
    // start over from the stored (masked) numbers, so Save waits for the next change
    form.reset(payoutSettingsFormValues(stored));
  });
  const { isDirty, isSubmitting } = form.formState;
  const [usResident, currencyCode] = useWatch({ control: form.control, name: ['usResident', 'currencyCode'] });

  return (
    <FormPage
      title="Payout settings"
      subtitle="Where and how your earnings are paid out."
      onSubmit={submit}
      data-testid="payout-settings-form"
      bottomBar={
        <FormBottomBar
          dirty={isDirty}
          submitting={isSubmitting}
          allowed={allowed}
          error={failed ? failureBanner(serverError) : null}
          notice={saved && !isDirty ? PAYOUT_SETTINGS_MESSAGES.saved : null}
          cancelHref={cancelHref}
        />
      }
    >
      {!allowed && (
        <Alert severity="info" data-testid="not-allowed-notice">
          Only the account owner can change the payout settings.
        </Alert>
      )}
      {/* a disabled fieldset makes every field read-only for those who may not save; spaced as the form's sections */}
      <Stack
        component="fieldset"
        disabled={!allowed}
        spacing={3}
        sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
        data-testid="payout-settings-fields"
      >
        <FormSection title="Contact information" description="Who receives the payouts, and whom we contact about them.">
          <PayoutTextField form={form} name="payableTo" label="Payable to" required autoComplete="organization" />
          <PayoutTextField form={form} name="payoutContactEmail" label="Contact e-mail" type="email" required autoComplete="email" />
          <PayoutTextField
            form={form}
            name="payoutContactPhoneNumber"
            label="Contact phone number"
            type="tel"
            required
            autoComplete="tel"
          />
        </FormSection>
        <FormSection title="Payment settings" description="How the money is sent.">
          <TextField
            select
            label="Payment type"
            fullWidth
            {...textFieldProps(form, 'paymentType')}
            // native selects: the phone's own picker, and a real <select> for tests
            slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'payout-paymentType' }, inputLabel: { shrink: true } }}
          >
            {paymentTypeOptions(usResident).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label="Currency"
            fullWidth
            {...textFieldProps(form, 'currencyCode')}
            slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'payout-currencyCode' }, inputLabel: { shrink: true } }}
          >
            {currencyOptions(currencies, currencyCode).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </TextField>
          <PayoutTextField form={form} name="paymentTerms" label="Payment terms" hint="E.g. 30 days net" />
        </FormSection>
        <FormSection title={RESIDENCY_QUESTION} description="US residents are paid through a US bank account.">
          <ResidencyField form={form} />
        </FormSection>
        <FormSection title="Bank details" description="The account the payouts are sent to.">
          <PayoutTextField form={form} name="bankName" label="Bank name" required />
          <PayoutTextField form={form} name="bankAccountNumber" label="Bank account number" required secret />
          {usResident === 'true' && <PayoutTextField form={form} name="abaRouting" label="ABA/Routing number" required secret />}
          {usResident === 'false' && (
            <>
              <PayoutTextField form={form} name="swift" label="SWIFT code" required />
              <PayoutTextField form={form} name="iban" label="IBAN" required secret />
              <PayoutTextField form={form} name="bankId" label="Bank ID" required />
              <PayoutTextField form={form} name="branchId" label="Branch ID" />
            </>
          )}
          {usResident === '' && (
            <Typography variant="body2" color="text.secondary" data-testid="payout-bank-residency-first">
              Answer whether you are a US resident to see the remaining bank details.
            </Typography>
          )}
        </FormSection>
      </Stack>
    </FormPage>
  );
}

/**
 * Spec §8's words for this form's failure, followed by what the fields do not already say (e.g. that the server
 * was out of reach, with Retry).
 */
function failureBanner(serverError: ShownError | null): ShownError {
  if (!serverError) return { message: PAYOUT_SETTINGS_MESSAGES.failed, network: false };
  return { ...serverError, message: `${PAYOUT_SETTINGS_MESSAGES.failed} ${serverError.message}` };
}
