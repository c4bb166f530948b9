import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useServerError } from './useServerError';

/**
 * The submit handler of a form-kit form: sends the values, then either starts the form again from what
 * was saved (so Save is disabled until the next change) and reports `saved`, or shows the server's error
 * in the banner and on the fields.
 */
export function useFormSubmit<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  onSubmit: (values: O) => Promise<unknown>,
  resetTo?: (values: O) => T,
) {
  const { serverError, reportError, clearError } = useServerError(form);
  const [saved, setSaved] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    clearError();
    setSaved(false);
    try {
      await onSubmit(values);
      if (resetTo) form.reset(resetTo(values));
      setSaved(true);
    } catch (error) {
      reportError(error);
    }
  });
  return { submit, serverError, saved };
}
