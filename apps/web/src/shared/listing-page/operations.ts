import { graphql } from '../../gql';

/*
 * What the listing page shows, written once per GraphQL type. The store reads a PublicAppListing and the
 * portal's preview an AppListing: two types without a common interface, so each names its own scalars, but
 * everything below them (images, screenshots, key benefits, plans, the developer) is one fragment used by both.
 */

export const ListingPageImageFieldsFragment = graphql(`
  fragment ListingPageImageFields on Image {
    sourceUrl
    width
    height
    variants {
      url
      width
      height
      format
    }
  }
`);

export const ListingPageScreenshotFieldsFragment = graphql(`
  fragment ListingPageScreenshotFields on Screenshot {
    type
    description
    image {
      ...ListingPageImageFields
    }
  }
`);

export const ListingPageKeyBenefitFieldsFragment = graphql(`
  fragment ListingPageKeyBenefitFields on KeyBenefit {
    title
    description
    image {
      ...ListingPageImageFields
    }
  }
`);

export const ListingPagePlanFieldsFragment = graphql(`
  fragment ListingPagePlanFields on ListingPricePlan {
    planId
    name
    features
    pricePlan {
      id
      name
      type
      monthlyAmount
      yearlyAmount
      oneTimeAmount
      discountedYearlyPrice
      bookingFeePercentage
    }
  }
`);

/** The store leaves retired categories out; the portal's previews show them, marked. */
export const ListingPageCategoryFieldsFragment = graphql(`
  fragment ListingPageCategoryFields on ListingCategory {
    id
    slug
    name
    primary
    retired
  }
`);

export const ListingPageOrganizationFieldsFragment = graphql(`
  fragment ListingPageOrganizationFields on PublicOrganization {
    id
    businessName
    businessEmail
    supportEmail
  }
`);
