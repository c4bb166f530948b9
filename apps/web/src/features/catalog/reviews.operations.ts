import { graphql } from '../../gql';

/** One review as the app page shows it. */
export const StoreReviewFieldsFragment = graphql(`
  fragment StoreReviewFields on Review {
    id
    rating
    title
    body
    authorName
    authorCountry
    creationDate
    updateDate
    helpfulCount
    reply {
      body
      creationDate
    }
  }
`);

/** A page of an app's reviews: the first (newest) comes with the server-rendered page, the rest on demand. */
export const PublicAppReviewsQuery = graphql(`
  query PublicAppReviews($id: ID!, $sorting: ReviewSorting, $first: Int, $after: String) {
    publicAppListing(id: $id) {
      id
      rating {
        average
        count
        distribution {
          stars
          count
        }
      }
      reviews(sorting: $sorting, first: $first, after: $after) {
        totalCount
        edges {
          cursor
          node {
            ...StoreReviewFields
          }
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  }
`);

export const REVIEWS_PER_PAGE = 5;

export const publicReviewsVariables = (listingId: string, sorting: 'NEWEST' | 'HELPFUL' = 'NEWEST', after: string | null = null) => ({
  id: listingId,
  sorting,
  first: REVIEWS_PER_PAGE,
  ...(after ? { after } : {}),
});
