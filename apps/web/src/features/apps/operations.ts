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

/** Fetched without cache (spec §7): the report is computed live on the server. */
export const AppValidationReportQuery = graphql(`
  query AppValidationReport($id: ID!) {
    appValidationReport(id: $id) {
      ...ValidationReportFields
    }
  }
`);

export const AppCreateMutation = graphql(`
  mutation AppCreate($appInfo: AppInput!, $access: AppAccessInput) {
    appCreate(appInfo: $appInfo, access: $access) {
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

/**
 * Removes the organisation's test installation of a public app (id = the app). The dashboard fetches the
 * app and its validation report again afterwards; the fields here update the cached app at once.
 */
export const AppUninstallTestMutation = graphql(`
  mutation AppUninstallTest($id: ID!) {
    appUninstallTest(id: $id) {
      id
      numberOfInstallations
      testInstallation {
        id
        creationDate
        completed
      }
    }
  }
`);

/** A new access version of the app; the answer updates the cached app's access and versions. */
export const AppAccessUpdateMutation = graphql(`
  mutation AppAccessUpdate($appId: ID!, $scopes: [String!]!) {
    appAccessUpdate(appId: $appId, input: { scopes: $scopes }) {
      ...AppAccessFields
    }
  }
`);
