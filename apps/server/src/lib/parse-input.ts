import type { z } from 'zod';
import { ValidationError } from './errors.ts';

/** Validates input with a shared zod schema; the spec's messages reach the client as field errors. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ValidationError(result.error.issues.map((i) => ({ field: i.path.join('.') || 'input', message: i.message })));
}
