import { graphql } from '../../gql';

/*
 * The app as the partner area's app screens read it: the dashboard, and the listing, price plan, webhook
 * and installation screens below it. Their mutations refetch `AppQuery`, so one cached app stays current.
 */
/** What the setup form edits. */
export const AppSetupFieldsFragment = graphql(`
  fragment AppSetupFields on App {
    id
    name
    type
    status
    appUrl
    redirectUrlWhitelist
    apiContactEmail
    chargeType
    oneTimeChargeAmount
    freeTrialDays
    installationCountries
    appReviewInstructions
    pricingLocked
    canDelete
  }
`);

/** A listing as the portal previews it: the same fields as the public listing page. */
export const AppListingPreviewFieldsFragment = graphql(`
  fragment AppListingPreviewFields on AppListing {
    id
    appId
    language
    name
    tagLine
    chargeType
    freeTrialDays
    oneTimeChargeAmount
    description
    promoVideoUrl
    includeKeyBenefitsImages
    supportEmail
    supportPhone
    websiteUrl
    privacyPolicyUrl
    termsOfServiceUrl
    integrations
    searchTerms
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
`);

/** The scopes the app may ask for, and its versions with their installations. */
export const AppAccessFieldsFragment = graphql(`
  fragment AppAccessFields on App {
    id
    access {
      version
      scopes
      holders {
        scope
        installationCount
      }
      versions {
        version
        scopes
        added
        removed
        creationDate
        installationCount
        testInstallationCount
      }
    }
  }
`);

/** Everything the app dashboard shows. */
export const AppDashboardFieldsFragment = graphql(`
  fragment AppDashboardFields on App {
    ...AppSetupFields
    creationDate
    numberOfInstallations
    customPublished
    canSubmitForReview
    listingLocked
    reviewReason
    lastReviewEvent {
      decision
      reason
      createdAt
    }
    apiCredentials {
      apiKey
      secretKey
    }
    linkedVendor {
      id
      name
    }
    customInstallation {
      id
      creationDate
    }
    testInstallation {
      id
      creationDate
      completed
    }
    redirectUrls
    pricePlans {
      id
      name
      type
      discountedYearlyPrice
      monthlyAmount
      yearlyAmount
      bookingFeePercentage
    }
    webhookSubscriptions {
      id
      topic
      url
      enabled
      disabledReason
    }
    listings {
      ...AppListingPreviewFields
    }
    ...AppAccessFields
  }
`);

export const AppQuery = graphql(`
  query App($id: ID!) {
    app(id: $id) {
      ...AppDashboardFields
    }
  }
`);
