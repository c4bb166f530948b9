import { reviewReasonSchema } from '@appstore/shared/apps/schemas';

/**
 * What is wrong with a typed reason, or null: a rejection needs one (the partner reads it, same rule as
 * the server's `reviewReasonSchema`); an unpublish reason is optional but has the same limit.
 */
export function reasonError(reason: string, required: boolean): string | null {
  if (!required && reason.trim() === '') return null;
  const result = reviewReasonSchema.safeParse(reason);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Please give a reason');
}
