import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { LimitHelperText } from './LimitHelperText';
import { REQUIRED_INPUT, textFieldProps } from './text-field-props';
import { useLengthLimit } from './useLengthLimit';

export interface LimitedTextFieldProps<T extends FieldValues, C, O> extends Pick<
  TextFieldProps,
  'label' | 'multiline' | 'minRows' | 'maxRows' | 'placeholder' | 'disabled' | 'autoComplete' | 'type'
> {
  form: UseFormReturn<T, C, O>;
  name: Path<T>;
  /** The spec's maximum length (LIMITS in packages/shared, the number its zod schema checks). */
  max: number;
  hint?: ReactNode;
  required?: boolean;
  'data-testid': string;
  /** More attributes for the input element. */
  htmlInput?: Record<string, unknown>;
}

/**
 * A text with a length limit, the same on every form: a counter 'n/max' beside its message or hint, and no cut at
 * the limit: past it, the shared schema's message ('Max 30 chars') shows at once (useLengthLimit).
 */
export function LimitedTextField<T extends FieldValues, C, O>({
  form,
  name,
  max,
  hint,
  required = false,
  'data-testid': testId,
  htmlInput,
  ...rest
}: LimitedTextFieldProps<T, C, O>) {
  const limit = useLengthLimit(form, name, max);
  const { helperText, ...field } = textFieldProps(form, name);
  return (
    <TextField
      fullWidth
      {...rest}
      {...field}
      helperText={<LimitHelperText text={helperText ?? hint} limit={limit} />}
      slotProps={{ htmlInput: { ...(required ? REQUIRED_INPUT.htmlInput : {}), ...htmlInput, 'data-testid': testId } }}
    />
  );
}
