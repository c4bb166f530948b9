import { useController } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { DEFAULT_PAYMENT_TYPE, paymentTypesFor } from '@appstore/shared/payouts/payout-settings';
import { visuallyHidden } from '../../../shared/components/visually-hidden';
import type { PayoutSettingsFormApi } from './payout-settings-form-types';

export const RESIDENCY_QUESTION = 'Are you a US resident?';

/**
 * Spec §2/§3: 'Are you a US resident?' as Yes ('true') / No ('false'). Answering it changes which payment
 * types are offered; a type the new answer does not offer falls back to wire transfer.
 */
export function ResidencyField({ form }: { form: PayoutSettingsFormApi }) {
  const { field, fieldState } = useController({ control: form.control, name: 'usResident' });
  const choose = (value: 'true' | 'false') => {
    field.onChange(value);
    const paymentType = form.getValues('paymentType');
    if (paymentType && !paymentTypesFor(value === 'true').includes(paymentType)) {
      form.setValue('paymentType', DEFAULT_PAYMENT_TYPE, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    }
  };
  return (
    <FormControl error={Boolean(fieldState.error)} component="fieldset">
      {/* the section's title asks the question; the legend names the group for assistive technology */}
      <FormLabel component="legend" sx={visuallyHidden}>
        {RESIDENCY_QUESTION}
      </FormLabel>
      <RadioGroup
        row
        name={field.name}
        aria-label={RESIDENCY_QUESTION}
        value={field.value}
        onChange={(event) => choose(event.target.value as 'true' | 'false')}
        onBlur={field.onBlur}
        data-testid="payout-usResident"
      >
        <FormControlLabel
          value="true"
          label="Yes"
          control={<Radio inputRef={field.ref} slotProps={{ input: { 'data-testid': 'payout-usResident-true' } as object }} />}
        />
        <FormControlLabel
          value="false"
          label="No"
          control={<Radio slotProps={{ input: { 'data-testid': 'payout-usResident-false' } as object }} />}
        />
      </RadioGroup>
      <FormHelperText sx={{ mx: 0 }} data-testid={fieldState.error ? 'payout-usResident-error' : undefined}>
        {fieldState.error?.message ?? 'Decides which bank details and payment types apply.'}
      </FormHelperText>
    </FormControl>
  );
}
