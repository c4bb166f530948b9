import { serverFieldErrors, type ServerFieldError } from '../../shared/forms/server-errors';

/**
 * The server's messages for fields inside the form's lists, e.g. `keyBenefits.0.image` or
 * `screenShots.1.image` (an image of the wrong size): the form kit maps only top-level fields, these are
 * set on the entry they name when the form has it.
 */
export function nestedFieldErrors(error: unknown, values: object): ServerFieldError[] {
  return serverFieldErrors(error).filter(({ field }) => field.includes('.') && hasPath(values, field.split('.')));
}

function hasPath(values: object, segments: string[]): boolean {
  let current: unknown = values;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object' || !Object.prototype.hasOwnProperty.call(current, segment)) return false;
    current = (current as Record<string, unknown>)[segment];
  }
  return true;
}
