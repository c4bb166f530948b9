import { graphql } from '../../gql';

/** The listing page (`/app-details/:listingId`): its own module, so the store's entry does not carry it. */
export const PublicAppListingQuery = graphql(`
  query PublicAppListing($id: ID!) {
    publicAppListing(id: $id) {
      ...ListingCardFields
      description
      promoVideoUrl
      includeKeyBenefitsImages
      supportEmail
      supportPhone
      websiteUrl
      privacyPolicyUrl
      termsOfServiceUrl
      integrations
      offerDemoRequest
      showContactDetails
      icon {
        ...ListingPageImageFields
      }
      screenShots {
        ...ListingPageScreenshotFields
      }
      keyBenefits {
        ...ListingPageKeyBenefitFields
      }
      pricePlans {
        ...ListingPagePlanFields
      }
      organization {
        ...ListingPageOrganizationFields
      }
      categories {
        ...ListingPageCategoryFields
      }
    }
  }
`);

/** What the listing page renders, and what the server loads before it renders. */
export const publicListingVariables = (listingId: string) => ({ id: listingId });
