import { reviewReasonSchema } from '@appstore/shared/apps/schemas';
import { countryName } from '@appstore/shared/countries/country-names';

/** Spec §5: an empty installation-country list means all countries. */
export function installationCountriesText(codes: readonly string[]): string {
  if (codes.length === 0) return 'All countries';
  return codes
    .map((code) => countryName(code))
    .sort((a, b) => a.localeCompare(b))
    .join(', ');
}

/** The staff decisions on an app, and what the queue says once one is made. */
export type ReviewDecision = 'approve' | 'reject' | 'unpublish';

export const DECISION_NOTICES: Record<ReviewDecision, string> = {
  approve: 'Approved: the app is now in the App Store.',
  reject: 'Rejected: the developer has been e-mailed.',
  unpublish: 'Unpublished.',
};

/**
 * What is wrong with a typed reason, or null: a rejection needs one (the partner reads it, same rule as
 * the server's `reviewReasonSchema`); an unpublish reason is optional but has the same limit.
 */
export function reasonError(reason: string, required: boolean): string | null {
  if (!required && reason.trim() === '') return null;
  const result = reviewReasonSchema.safeParse(reason);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Please give a reason');
}

/** The queue's success message, handed over in the router's location state after a decision. */
export interface ReviewQueueState {
  reviewNotice: string;
}

export function reviewNoticeFrom(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const notice = (state as Partial<ReviewQueueState>).reviewNotice;
  return typeof notice === 'string' && notice !== '' ? notice : null;
}
