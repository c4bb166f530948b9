/**
 * How full a field with a limit is (characters of a text, entries of a list), for its counter.
 * Over the limit is allowed while typing: the shared zod schema then says the spec's message ('Max 30 chars',
 * 'Max 5 terms.'), the same way on every field, instead of the field silently cutting what was typed.
 */
export interface LengthLimit {
  count: number;
  max: number;
  over: boolean;
  /** 'n/max', for the counter beside the field's message. */
  label: string;
}

export function lengthLimit(value: unknown, max: number): LengthLimit {
  const count = typeof value === 'string' || Array.isArray(value) ? value.length : 0;
  return { count, max, over: count > max, label: `${count}/${max}` };
}
