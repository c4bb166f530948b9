import { LIMITS } from '@appstore/shared/limits/limits';
import TextField from '@mui/material/TextField';
import { FormSection } from '../../../shared/forms/FormSection';
import { REQUIRED_INPUT, textFieldProps } from '../../../shared/forms/text-field-props';
import type { ListingForm } from './form-types';
import { SwitchField } from './SwitchField';

export const SUPPORT_HELP_TEXT = 'Add at least one way for vendors to reach your support: phone, email or URL.';

/** Spec §2 'Sales and Support': how vendors reach the partner, and what the listing offers them. */
export function SupportSection({ form, disabled }: { form: ListingForm; disabled: boolean }) {
  return (
    <FormSection title="Sales and Support" description={SUPPORT_HELP_TEXT} data-testid="listing-support-section">
      <TextField
        label="Support email"
        type="email"
        fullWidth
        autoComplete="email"
        disabled={disabled}
        {...textFieldProps(form, 'supportEmail')}
        slotProps={{ htmlInput: { ...REQUIRED_INPUT.htmlInput, maxLength: LIMITS.textMax, 'data-testid': 'listing-support-email' } }}
      />
      <TextField
        label="Support phone (optional)"
        type="tel"
        fullWidth
        autoComplete="tel"
        disabled={disabled}
        {...textFieldProps(form, 'supportPhone')}
        slotProps={{ htmlInput: { maxLength: LIMITS.textMax, 'data-testid': 'listing-support-phone' } }}
      />
      <TextField
        label="Website URL (optional)"
        type="url"
        placeholder="https://"
        fullWidth
        autoComplete="url"
        disabled={disabled}
        {...textFieldProps(form, 'websiteUrl')}
        slotProps={{ htmlInput: { maxLength: LIMITS.urlMax, 'data-testid': 'listing-website' } }}
      />
      <SwitchField
        form={form}
        name="showContactDetails"
        label="Show contact details on the listing"
        disabled={disabled}
        data-testid="listing-show-contact"
      />
      <SwitchField form={form} name="offerDemoRequest" label="Offer a demo request" disabled={disabled} data-testid="listing-offer-demo" />
    </FormSection>
  );
}
