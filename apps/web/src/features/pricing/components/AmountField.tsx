import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { UseFormReturn } from 'react-hook-form';
import type { PricePlanValues } from '@appstore/shared/pricing/schemas';
import { textFieldProps } from '../../../shared/forms/text-field-props';
import type { PricePlanFormValues } from '../plan-form-values';

export interface AmountFieldProps {
  form: UseFormReturn<PricePlanFormValues, unknown, PricePlanValues>;
  name: 'monthlyAmount' | 'yearlyAmount' | 'bookingFeePercentage';
  label: string;
  /** '$' before an amount, '%' after a percentage. */
  unit: '$' | '%';
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  'data-testid': string;
}

/**
 * A number typed as text (spec §5: non-negative, with a $ prefix): a text input with a decimal keypad keeps
 * what the partner typed, where a number input would swallow '12,5' or a trailing dot.
 */
export function AmountField({ form, name, label, unit, hint, required = false, disabled, 'data-testid': testId }: AmountFieldProps) {
  const props = textFieldProps(form, name);
  const adornment = <InputAdornment position={unit === '$' ? 'start' : 'end'}>{unit}</InputAdornment>;
  return (
    <TextField
      label={label}
      fullWidth
      disabled={disabled}
      autoComplete="off"
      {...props}
      helperText={props.helperText ?? hint}
      sx={{ maxWidth: { sm: 280 } }}
      slotProps={{
        input: unit === '$' ? { startAdornment: adornment } : { endAdornment: adornment },
        htmlInput: { inputMode: 'decimal', 'aria-required': required || undefined, 'data-testid': testId },
      }}
    />
  );
}
