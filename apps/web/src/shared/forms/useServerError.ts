import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { formSubmitError } from './server-errors';

/**
 * A form's failed submission: the server's message for the red banner, and its field messages
 * (`extensions.fields`) set on the form's own fields.
 */
export function useServerError<T extends FieldValues, C, O>(form: UseFormReturn<T, C, O>, aliases?: Readonly<Record<string, string>>) {
  const [serverError, setServerError] = useState<string | null>(null);
  const { getValues, setError } = form;

  const reportError = useCallback(
    (error: unknown) => {
      const { banner, fields } = formSubmitError(error, Object.keys(getValues()), aliases);
      for (const [name, message] of Object.entries(fields)) setError(name as Path<T>, { type: 'server', message });
      setServerError(banner);
    },
    [getValues, setError, aliases],
  );

  const clearError = useCallback(() => setServerError(null), []);

  return { serverError, reportError, clearError };
}
