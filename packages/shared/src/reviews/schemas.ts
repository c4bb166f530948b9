import { z } from 'zod';
import { LIMITS, maxCharsMessage } from '../limits/limits.ts';

export { REVIEW_SORTINGS, type ReviewSorting } from './format.ts';

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** A vendor that uninstalled may still review when the app was installed this long within REVIEW_WINDOW_DAYS. */
export const REVIEW_MIN_INSTALLED_DAYS = 7;
export const REVIEW_WINDOW_DAYS = 365;

export const REVIEW_MESSAGES = {
  rating: 'Choose a rating from 1 to 5 stars',
  title: 'Title is required',
  body: 'Review is required',
  reply: 'Reply is required',
  reportReason: 'Please say what is wrong with this review',
  hideReason: 'Please give a reason',
  notInstalled: 'Only a company that has this app installed, or had it for at least 7 days in the last year, can review it',
  ownApp: 'You cannot review your own app',
  notFound: 'Review not found',
} as const;

/**
 * Review text gets the listing text's treatment: trimmed, within the listing's limits, and without control
 * characters (other than line breaks and tabs), which no keyboard types and which could disguise the text.
 */
export function cleanText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
      .trim()
  );
}

const text = (required: string, max: number) =>
  z
    .string(required)
    .transform(cleanText)
    .pipe(z.string().min(1, { error: required, abort: true }).max(max, maxCharsMessage(max)));

/** The vendor's review form and the server's write. */
export const reviewSchema = z.object({
  rating: z.coerce
    .number(REVIEW_MESSAGES.rating)
    .int(REVIEW_MESSAGES.rating)
    .min(RATING_MIN, REVIEW_MESSAGES.rating)
    .max(RATING_MAX, REVIEW_MESSAGES.rating),
  title: text(REVIEW_MESSAGES.title, LIMITS.listingTagLineMax),
  body: text(REVIEW_MESSAGES.body, LIMITS.listingDescriptionMax),
});
export type ReviewFormInput = z.input<typeof reviewSchema>;
export type ReviewValues = z.output<typeof reviewSchema>;

/** The partner's public reply, one per review. */
export const reviewReplySchema = z.object({ body: text(REVIEW_MESSAGES.reply, LIMITS.listingDescriptionMax) });
export type ReviewReplyFormInput = z.input<typeof reviewReplySchema>;

/** Anyone signed in reporting a review to staff. */
export const reviewReportSchema = z.object({ reason: text(REVIEW_MESSAGES.reportReason, LIMITS.reviewReasonMax) });
export type ReviewReportFormInput = z.input<typeof reviewReportSchema>;

/** Staff hiding a review: the reason goes to the review's author. */
export const reviewHideSchema = z.object({ reason: text(REVIEW_MESSAGES.hideReason, LIMITS.reviewReasonMax) });
export type ReviewHideFormInput = z.input<typeof reviewHideSchema>;
