import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useServerError } from './useServerError';

/**
 * The submit handler of a form-kit form: sends the values, then either starts the form again from what
 * was saved (so Save is disabled until the next change) and reports `saved`, or shows the server's error
 * on the fields and, what no field shows, in the banner.
 */
export function useFormSubmit<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  onSubmit: (values: O) => Promise<unknown>,
  resetTo?: (values: O) => T,
) {
  const { serverError, reportError, clearError } = useServerError(form);
  const [saved, setSaved] = useState(false);
  const [failed, setFailed] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    clearError();
    setSaved(false);
    setFailed(false);
    try {
      await onSubmit(values);
      if (resetTo) form.reset(resetTo(values));
      setSaved(true);
    } catch (error) {
      reportError(error);
      setFailed(true);
    }
  });
  /** `failed`: the last submission failed, even when its messages all sit under fields (no banner). */
  return { submit, serverError, saved, failed };
}
