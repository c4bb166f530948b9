import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { claimError, type ShownError } from '../errors/shown-here';
import { formSubmitError } from './server-errors';

/**
 * A form's failed submission, each message shown once (spec §8): the field messages (`extensions.fields`)
 * under the form's own fields, everything else in the red banner, and nothing in the global snackbar.
 */
export function useServerError<T extends FieldValues, C, O>(form: UseFormReturn<T, C, O>, aliases?: Readonly<Record<string, string>>) {
  const [serverError, setServerError] = useState<ShownError | null>(null);
  const { getValues, setError } = form;

  const reportError = useCallback(
    (error: unknown) => {
      claimError(error);
      const { banner, fields } = formSubmitError(error, getValues(), aliases);
      for (const [name, message] of Object.entries(fields)) setError(name as Path<T>, { type: 'server', message });
      setServerError(banner);
    },
    [getValues, setError, aliases],
  );

  const clearError = useCallback(() => setServerError(null), []);

  return { serverError, reportError, clearError };
}
