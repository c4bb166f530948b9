import { graphql } from '../../gql';

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
