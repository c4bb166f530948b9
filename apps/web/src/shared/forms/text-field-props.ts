import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

/** Wires a react-hook-form field into an MUI TextField, with its error message as helper text. */
export function textFieldProps<T extends FieldValues, C, O>(form: UseFormReturn<T, C, O>, name: Path<T>) {
  const { ref, ...field } = form.register(name);
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  return {
    ...field,
    id: name,
    inputRef: ref,
    error: Boolean(error),
    helperText: error?.message,
  };
}

/**
 * For a required field: says so to assistive technology (`aria-required`) without MUI's `required`
 * asterisk, which would become part of the label's text (and of the field's name in tests).
 */
export const REQUIRED_INPUT = { htmlInput: { 'aria-required': true } } as const;
