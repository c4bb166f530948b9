import { graphql } from '../../gql';
import { runStoreQuery, type StoreTransport } from '../../shared/store-data/store-query';

/*
 * Helpful and Report, loaded on the first click: the app page's first load stays within the store's budget, and
 * few visitors use either.
 */

export const ReviewReportMutation = graphql(`
  mutation ReviewReport($reviewId: ID!, $reason: String!) {
    reviewReport(reviewId: $reviewId, reason: $reason)
  }
`);

export const ReviewMarkHelpfulMutation = graphql(`
  mutation ReviewMarkHelpful($reviewId: ID!) {
    reviewMarkHelpful(reviewId: $reviewId) {
      id
      helpfulCount
    }
  }
`);

/** The new helpful count, or what to tell the visitor. */
export async function markReviewHelpful(
  transport: StoreTransport,
  reviewId: string,
): Promise<{ helpfulCount: number } | { notice: string }> {
  const result = await runStoreQuery(transport, ReviewMarkHelpfulMutation, { reviewId });
  if (result.data) return { helpfulCount: result.data.reviewMarkHelpful.helpfulCount };
  return {
    notice: result.errors[0]?.classification === 'UnauthorizedError' ? 'Log in to mark reviews as helpful.' : result.errors[0]!.message,
  };
}

/** Reports the review to staff; what to tell the visitor, and whether it was sent. */
export async function reportReview(
  transport: StoreTransport,
  reviewId: string,
  reason: string,
): Promise<{ sent: boolean; notice: string }> {
  const result = await runStoreQuery(transport, ReviewReportMutation, { reviewId, reason });
  if (result.data) return { sent: true, notice: 'Thank you. Our team will look at this review.' };
  return {
    sent: false,
    notice: result.errors[0]?.classification === 'UnauthorizedError' ? 'Log in to report a review.' : result.errors[0]!.message,
  };
}
