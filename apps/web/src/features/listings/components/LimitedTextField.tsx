import type { ReactNode } from 'react';
import { useWatch, type Path } from 'react-hook-form';
import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { REQUIRED_INPUT, textFieldProps } from '../../../shared/forms/text-field-props';
import type { ListingFormValues } from '../listing-form-values';
import type { ListingForm } from './form-types';

export interface LimitedTextFieldProps extends Pick<
  TextFieldProps,
  'label' | 'multiline' | 'minRows' | 'maxRows' | 'placeholder' | 'disabled' | 'autoComplete'
> {
  form: ListingForm;
  name: Path<ListingFormValues>;
  /** The spec's maximum length: typing stops there, and a counter shows how much is used. */
  max: number;
  hint?: ReactNode;
  required?: boolean;
  'data-testid': string;
}

/** A text of the listing with a length limit, its message or hint on the left and 'n/max' on the right. */
export function LimitedTextField({ form, name, max, hint, required = false, 'data-testid': testId, ...rest }: LimitedTextFieldProps) {
  const value = useWatch({ control: form.control, name });
  const { helperText, ...field } = textFieldProps(form, name);
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <TextField
      fullWidth
      {...rest}
      {...field}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <span>{helperText ?? hint}</span>
          <Box component="span" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }} aria-hidden>
            {length}/{max}
          </Box>
        </Box>
      }
      slotProps={{ htmlInput: { ...(required ? REQUIRED_INPUT.htmlInput : {}), maxLength: max, 'data-testid': testId } }}
    />
  );
}
