import { LIMITS } from '@appstore/shared/limits/limits';
import { FormSection } from '../../../shared/forms/FormSection';
import { LimitedTextField } from '../../../shared/forms/LimitedTextField';
import type { ListingForm } from './form-types';
import { SwitchField } from './SwitchField';

export const SUPPORT_HELP_TEXT = 'Add at least one way for vendors to reach your support: phone, email or URL.';

/** Spec §2 'Sales and Support': how vendors reach the partner, and what the listing offers them. */
export function SupportSection({ form, disabled }: { form: ListingForm; disabled: boolean }) {
  return (
    <FormSection title="Sales and Support" description={SUPPORT_HELP_TEXT} data-testid="listing-support-section">
      <LimitedTextField
        form={form}
        name="supportEmail"
        label="Support email"
        type="email"
        autoComplete="email"
        max={LIMITS.textMax}
        required
        disabled={disabled}
        data-testid="listing-support-email"
      />
      <LimitedTextField
        form={form}
        name="supportPhone"
        label="Support phone (optional)"
        type="tel"
        autoComplete="tel"
        max={LIMITS.textMax}
        disabled={disabled}
        data-testid="listing-support-phone"
      />
      <LimitedTextField
        form={form}
        name="websiteUrl"
        label="Website URL (optional)"
        type="url"
        placeholder="https://"
        autoComplete="url"
        max={LIMITS.urlMax}
        disabled={disabled}
        data-testid="listing-website"
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
