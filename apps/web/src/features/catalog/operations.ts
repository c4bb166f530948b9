import { graphql } from '../../gql';

/** What a store card (home grid and search results) renders. */
export const ListingCardFieldsFragment = graphql(`
  fragment ListingCardFields on PublicAppListing {
    id
    appId
    name
    tagLine
    chargeType
    freeTrialDays
    oneTimeChargeAmount
    icon {
      sourceUrl
    }
    pricePlans {
      planId
      name
      pricePlan {
        id
        type
        monthlyAmount
        yearlyAmount
        oneTimeAmount
        discountedYearlyPrice
        bookingFeePercentage
      }
    }
  }
`);

export const PublicAppListingsQuery = graphql(`
  query PublicAppListings(
    $filter: PublicAppListingFilter
    $sorting: PublicAppListingSorting
    $first: Int
    $after: String
  ) {
    publicAppListings(filter: $filter, sorting: $sorting, first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          ...ListingCardFields
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);
