import type { ReactNode } from 'react';
import { graphql } from '../../gql';
import { runStoreQuery, type StoreTransport } from '../../shared/store-data/store-query';

/*
 * Helpful and Report, loaded on the first click: the app page's first load stays within the store's budget, and
 * few visitors use either. The notices (with their sign-in link) live here for the same reason.
 */

/**
 * Told to a visitor without a session: tour operators (vendor users) are who mark and report reviews, and the
 * vendor sign-in comes back to this app page (`next`, a same-site path the vendor login accepts).
 */
function signInNotice(toDo: string): ReactNode {
  // back to the app page itself: its `?from=` told the funnel where this visit came from once already
  const next = window.location.pathname;
  return (
    <>
      <a href={`/vendor/login?next=${encodeURIComponent(next)}`} data-testid="review-sign-in">
        Sign in as a tour operator
      </a>{' '}
      to {toDo}.
    </>
  );
}

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
): Promise<{ helpfulCount: number } | { notice: ReactNode }> {
  const result = await runStoreQuery(transport, ReviewMarkHelpfulMutation, { reviewId });
  if (result.data) return { helpfulCount: result.data.reviewMarkHelpful.helpfulCount };
  return {
    notice: result.errors[0]?.classification === 'UnauthorizedError' ? signInNotice('mark reviews as helpful') : result.errors[0]!.message,
  };
}

/** Reports the review to staff; what to tell the visitor, and whether it was sent. */
export async function reportReview(
  transport: StoreTransport,
  reviewId: string,
  reason: string,
): Promise<{ sent: boolean; notice: ReactNode }> {
  const result = await runStoreQuery(transport, ReviewReportMutation, { reviewId, reason });
  if (result.data) return { sent: true, notice: 'Thank you. Our team will look at this review.' };
  return {
    sent: false,
    notice: result.errors[0]?.classification === 'UnauthorizedError' ? signInNotice('report a review') : result.errors[0]!.message,
  };
}
