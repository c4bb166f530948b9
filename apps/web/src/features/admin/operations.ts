import { graphql } from '../../gql';

/** Staff only: organisations to disguise as (`GetOrganizations` in spec §7). */
export const GetOrganizationsQuery = graphql(`
  query GetOrganizations($searchTerm: String) {
    organizations(searchTerm: $searchTerm) {
      totalCount
      edges {
        node {
          id
          businessName
          supportEmail
          organizationId
        }
      }
    }
  }
`);

/** Staff only: act for another organisation (the Disguise dialog). */
export const AppAccountUserChangeOrgMutation = graphql(`
  mutation AppAccountUserChangeOrg($id: ID!) {
    appAccountUserChangeOrg(id: $id) {
      ...SessionUserFields
    }
  }
`);

/** Staff only: public apps waiting for review. */
export const AppReviewQueueQuery = graphql(`
  query AppReviewQueue($first: Int, $after: String) {
    appReviewQueue(first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          name
          creationDate
          organization {
            id
            businessName
          }
          lastReviewEvent {
            decision
            createdAt
          }
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

/** Staff only: one app with its listings and live validation report, for the decision. */
export const AppReviewAppQuery = graphql(`
  query AppReviewApp($id: ID!) {
    appReviewApp(id: $id) {
      ...AppDashboardFields
      access {
        publishedVersion
      }
      appReviewInstructions
      organization {
        id
        businessName
        businessEmail
      }
      validationReport {
        ...ValidationReportFields
      }
    }
  }
`);

export const AppReviewApproveMutation = graphql(`
  mutation AppReviewApprove($id: ID!) {
    appReviewApprove(id: $id) {
      id
      status
    }
  }
`);

export const AppReviewRejectMutation = graphql(`
  mutation AppReviewReject($id: ID!, $reason: String!) {
    appReviewReject(id: $id, reason: $reason) {
      id
      status
      reviewReason
    }
  }
`);

/** Staff only here: unpublish with a reason the partner receives by e-mail. */
export const AppReviewUnpublishMutation = graphql(`
  mutation AppReviewUnpublish($id: ID!, $reason: String) {
    appUnpublish(id: $id, reason: $reason) {
      id
      status
    }
  }
`);

/** Staff only: payout requests of every organisation, by status. */
export const PayoutRequestsQuery = graphql(`
  query PayoutRequests($status: PayoutStatus, $first: Int, $after: String) {
    payoutRequests(status: $status, first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          amount
          displayAmount
          creationDate
          invoiceDateFrom
          invoiceDateTo
          pdfInvoiceUrl
          status
          reason
          organization {
            id
            businessName
          }
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const PayoutMarkPaidMutation = graphql(`
  mutation PayoutMarkPaid($id: ID!) {
    payoutMarkPaid(id: $id) {
      id
      status
    }
  }
`);

export const PayoutRejectMutation = graphql(`
  mutation PayoutReject($id: ID!, $reason: String!) {
    payoutReject(id: $id, reason: $reason) {
      id
      status
      reason
    }
  }
`);

/** Staff only: every category, with the number of apps in the store that have it. */
export const CategoriesQuery = graphql(`
  query Categories {
    categories {
      ...CategoryRowFields
    }
  }
`);

export const CategoryRowFieldsFragment = graphql(`
  fragment CategoryRowFields on Category {
    id
    slug
    name
    retired
    appCount
  }
`);

export const CategoryCreateMutation = graphql(`
  mutation CategoryCreate($name: String!) {
    categoryCreate(categoryInfo: { name: $name }) {
      ...CategoryRowFields
    }
  }
`);

export const CategoryRenameMutation = graphql(`
  mutation CategoryRename($id: ID!, $name: String!) {
    categoryRename(id: $id, categoryInfo: { name: $name }) {
      ...CategoryRowFields
    }
  }
`);

export const CategorySetRetiredMutation = graphql(`
  mutation CategorySetRetired($id: ID!, $retired: Boolean!) {
    categorySetRetired(id: $id, retired: $retired) {
      ...CategoryRowFields
    }
  }
`);
