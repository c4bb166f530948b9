import { useWatch, type Path } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import { LIMITS } from '@appstore/shared/limits/limits';
import { isMaskedSecret } from '@appstore/shared/payouts/payout-settings';
import { LimitHelperText } from '../../../shared/forms/LimitHelperText';
import { textFieldProps } from '../../../shared/forms/text-field-props';
import { useLengthLimit } from '../../../shared/forms/useLengthLimit';
import type { PayoutSettingsFormValues } from '../payout-settings-values';
import type { PayoutSettingsFormApi } from './payout-settings-form-types';

export const STORED_SECRET_HINT = 'Stored; type a new number to replace it';

export interface PayoutTextFieldProps {
  form: PayoutSettingsFormApi;
  name: Path<PayoutSettingsFormValues>;
  label: string;
  required?: boolean;
  /** A bank number the server shows masked ('•••• 1234'): says it is stored, and is replaced by typing. */
  secret?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  hint?: string;
}

/** One text field of the payout settings form (spec §5: at most 255 characters, counted like every limited field). */
export function PayoutTextField({
  form,
  name,
  label,
  required = false,
  secret = false,
  type = 'text',
  autoComplete = 'off',
  hint,
}: PayoutTextFieldProps) {
  const value = useWatch({ control: form.control, name });
  const props = textFieldProps(form, name);
  const limit = useLengthLimit(form, name, LIMITS.payoutTextMax);
  const stored = secret && typeof value === 'string' && isMaskedSecret(value);
  return (
    <TextField
      label={required ? label : `${label} (optional)`}
      fullWidth
      type={type}
      autoComplete={autoComplete}
      {...props}
      helperText={<LimitHelperText text={props.helperText ?? (stored ? STORED_SECRET_HINT : hint)} limit={limit} />}
      // typing into a stored number replaces it as a whole rather than appending to the mask
      onFocus={stored ? (event) => event.target.select() : undefined}
      slotProps={{
        htmlInput: {
          'aria-required': required || undefined,
          'data-testid': `payout-${name}`,
        },
      }}
    />
  );
}
