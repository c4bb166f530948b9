import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorMessages } from '../errors/collect-errors';
import { joinErrorMessages } from '../errors/error-messages';

/** One entry of a ValidationError's `extensions.fields` (ARCHITECTURE §6). */
export interface ServerFieldError {
  field: string;
  message: string;
}

function isFieldError(value: unknown): value is ServerFieldError {
  if (!value || typeof value !== 'object') return false;
  const { field, message } = value as Record<string, unknown>;
  return typeof field === 'string' && field !== '' && typeof message === 'string' && message !== '';
}

/** The field messages the server handed back with its errors; the first message of a field wins. */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!CombinedGraphQLErrors.is(error as ErrorLike)) return [];
  const byField = new Map<string, string>();
  for (const graphQLError of (error as CombinedGraphQLErrors).errors) {
    const fields = graphQLError.extensions?.fields;
    if (!Array.isArray(fields)) continue;
    for (const entry of fields) {
      if (isFieldError(entry) && !byField.has(entry.field)) byField.set(entry.field, entry.message);
    }
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

export interface FormSubmitError {
  /** The red banner's text (spec §8): every message of the error. */
  banner: string;
  /** Messages for fields of this form, keyed by the form's field name. */
  fields: Record<string, string>;
}

/**
 * Splits a failed submission into the banner text and the messages of the form's own fields.
 * `fieldNames` are the form's fields; `aliases` maps a server field path (e.g. `userInfo.firstName`)
 * onto one of them when the names differ. Fields the form does not have stay in the banner only.
 */
export function formSubmitError(
  error: unknown,
  fieldNames: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): FormSubmitError {
  const known = new Set(fieldNames);
  const fields: Record<string, string> = {};
  for (const { field, message } of serverFieldErrors(error)) {
    const name = aliases[field] ?? lastSegmentIfKnown(field, known);
    if (name && known.has(name) && !(name in fields)) fields[name] = message;
  }
  return { banner: joinErrorMessages(errorMessages(error)), fields };
}

/** `userInfo.firstName` → `firstName` when the form has a `firstName` and not the full path. */
function lastSegmentIfKnown(field: string, known: Set<string>): string | undefined {
  if (known.has(field)) return field;
  const last = field.split('.').pop();
  return last && known.has(last) ? last : undefined;
}
