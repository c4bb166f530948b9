import { graphql } from '../../gql';

/**
 * What a store card (home grid and search results) renders. The card shows the icon at 56-64 CSS px: its 64 and
 * 128 px copies cover 1x and 2x screens.
 */
export const ListingCardFieldsFragment = graphql(`
  fragment ListingCardFields on PublicAppListing {
    id
    appId
    name
    tagLine
    chargeType
    freeTrialDays
    oneTimeChargeAmount
    rating {
      average
      count
    }
    icon {
      sourceUrl
      thumbnails: variants(maxWidth: 128) {
        url
        width
        format
      }
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
          installBucket
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

/** The store's categories with their app counts: the home page's list and the filter on `/apps`. */
export const PublicCategoriesQuery = graphql(`
  query PublicCategories {
    publicCategories {
      id
      slug
      name
      appCount
    }
  }
`);
