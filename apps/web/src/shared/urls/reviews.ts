/** Typed paths of the reviews screens: the partner's reviews of its apps, and staff's reported reviews. */
export const partnerReviewsPath = '/extranet/reviews';
export const reportedReviewsPath = '/extranet/admin/reported-reviews';

export function partnerReviewsUrl(): string {
  return partnerReviewsPath;
}

export function reportedReviewsUrl(): string {
  return reportedReviewsPath;
}
