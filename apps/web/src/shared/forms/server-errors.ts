import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { collectErrors, type ReportedError } from '../errors/collect-errors';
import { shownError, type ShownError } from '../errors/shown-here';

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
  /**
   * What the red banner shows (spec §8): every message that is not shown under one of the form's fields, so
   * no error appears twice; null when the fields say it all.
   */
  banner: ShownError | null;
  /** Messages for fields of this form, keyed by the form's field name. */
  fields: Record<string, string>;
}

/**
 * Splits a failed submission into the messages of the form's own fields and the banner's text.
 * `values` are the form's values: a server field path the form has (`name`, `keyBenefits.0.image`) is its field;
 * `aliases` maps a server field path (e.g. `id`) onto one of the form's fields when the names differ, and
 * `userInfo.firstName` finds `firstName`. Fields the form does not have stay in the banner.
 */
export function formSubmitError(error: unknown, values: object, aliases: Readonly<Record<string, string>> = {}): FormSubmitError {
  const known = new Set(Object.keys(values));
  const fields: Record<string, string> = {};
  const fieldName = (field: string) => {
    const alias = aliases[field];
    if (alias) return known.has(alias) ? alias : undefined;
    if (field.includes('.') && hasPath(values, field.split('.'))) return field;
    return lastSegmentIfKnown(field, known);
  };
  for (const { field, message } of serverFieldErrors(error)) {
    const name = fieldName(field);
    if (name && !(name in fields)) fields[name] = message;
  }
  return { banner: shownError(bannerErrors(error, fieldName)), fields };
}

/** The errors the banner shows: those with no field messages, and the field messages no field of the form shows. */
function bannerErrors(error: unknown, fieldName: (field: string) => string | undefined): ReportedError[] {
  if (!CombinedGraphQLErrors.is(error as ErrorLike)) return collectErrors(asErrorLike(error));
  const reported = collectErrors(error as ErrorLike);
  return (error as CombinedGraphQLErrors).errors.flatMap((graphQLError, index) => {
    const fields = Array.isArray(graphQLError.extensions?.fields) ? graphQLError.extensions.fields.filter(isFieldError) : [];
    if (fields.length === 0) return [reported[index]];
    return fields.filter((f) => !fieldName(f.field)).map((f) => ({ ...reported[index], message: f.message }));
  });
}

function asErrorLike(error: unknown): ErrorLike {
  return error && typeof error === 'object' && 'message' in error ? (error as ErrorLike) : new Error('Something went wrong');
}

/** The form has a value at this path (a list entry that exists, one of its keys). */
function hasPath(values: object, segments: readonly string[]): boolean {
  let current: unknown = values;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object' || !Object.prototype.hasOwnProperty.call(current, segment)) return false;
    current = (current as Record<string, unknown>)[segment];
  }
  return true;
}

/** `userInfo.firstName` → `firstName` when the form has a `firstName` and not the full path. */
function lastSegmentIfKnown(field: string, known: Set<string>): string | undefined {
  if (known.has(field)) return field;
  const last = field.split('.').pop();
  return last && known.has(last) ? last : undefined;
}
