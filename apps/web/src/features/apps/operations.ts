import { graphql } from '../../gql';

/** An app as the app list shows it. */
export const AppListItemFieldsFragment = graphql(`
  fragment AppListItemFields on App {
    id
    name
    type
    status
    numberOfInstallations
  }
`);

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
      sourceUrl
      width
      height
    }
    screenShots {
      type
      description
      image {
        sourceUrl
        width
        height
      }
    }
    keyBenefits {
      title
      description
      image {
        sourceUrl
        width
        height
      }
    }
    pricePlans {
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
    organization {
      id
      businessName
      businessEmail
      supportEmail
    }
  }
`);

export const ValidationReportFieldsFragment = graphql(`
  fragment ValidationReportFields on ValidationReport {
    valid
    testInstallationSuccessful
    items {
      valid
      type
      message
    }
    listingsReports {
      listingId
      language
      valid
      items {
        valid
        type
        message
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
  }
`);

export const AppsQuery = graphql(`
  query Apps($first: Int, $after: String) {
    apps(first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          ...AppListItemFields
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const AppQuery = graphql(`
  query App($id: ID!) {
    app(id: $id) {
      ...AppDashboardFields
    }
  }
`);

/** Fetched without cache (spec §7): the report is computed live on the server. */
export const AppValidationReportQuery = graphql(`
  query AppValidationReport($id: ID!) {
    appValidationReport(id: $id) {
      ...ValidationReportFields
    }
  }
`);

export const AppCreateMutation = graphql(`
  mutation AppCreate($appInfo: AppInput!) {
    appCreate(appInfo: $appInfo) {
      ...AppDashboardFields
    }
  }
`);

export const AppUpdateMutation = graphql(`
  mutation AppUpdate($id: ID!, $appInfo: AppInput!) {
    appUpdate(id: $id, appInfo: $appInfo) {
      ...AppDashboardFields
    }
  }
`);

export const AppDeleteMutation = graphql(`
  mutation AppDelete($id: ID!) {
    appDelete(id: $id)
  }
`);

export const AppSubmitForReviewMutation = graphql(`
  mutation AppSubmitForReview($id: ID!) {
    appSubmitForReview(id: $id) {
      ...AppDashboardFields
    }
  }
`);

/** A partner withdrawing their published app from the store. */
export const AppUnpublishMutation = graphql(`
  mutation AppUnpublish($id: ID!, $reason: String) {
    appUnpublish(id: $id, reason: $reason) {
      ...AppDashboardFields
    }
  }
`);

export const AppVendorSearchQuery = graphql(`
  query AppVendorSearch($query: String, $first: Int, $after: String) {
    appVendorSearch(query: $query, first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          name
          domain
          countryName
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const AppCustomLinkToVendorMutation = graphql(`
  mutation AppCustomLinkToVendor($appId: ID!, $vendorId: ID!) {
    appCustomLinkToVendor(appId: $appId, vendorId: $vendorId) {
      ...AppDashboardFields
    }
  }
`);

export const AppCustomPublishMutation = graphql(`
  mutation AppCustomPublish($appId: ID!) {
    appCustomPublish(appId: $appId) {
      ...AppDashboardFields
    }
  }
`);

export const AppCredentialsRevealMutation = graphql(`
  mutation AppCredentialsReveal($id: ID!) {
    appCredentialsReveal(id: $id) {
      apiKey
      secretKey
    }
  }
`);

export const AppSecretKeyRotateMutation = graphql(`
  mutation AppSecretKeyRotate($id: ID!) {
    appSecretKeyRotate(id: $id) {
      apiKey
      secretKey
    }
  }
`);
