import { graphql } from '../../gql';

export const ManagedReviewFieldsFragment = graphql(`
  fragment ManagedReviewFields on ManagedReview {
    appId
    appName
    hidden
    hiddenReason
    review {
      id
      rating
      title
      body
      authorName
      authorCountry
      creationDate
      updateDate
      reply {
        body
        updateDate
      }
    }
  }
`);

export const PartnerReviewsQuery = graphql(`
  query PartnerReviews($first: Int, $after: String) {
    reviewMailSetting
    partnerReviews(first: $first, after: $after) {
      totalCount
      edges {
        node {
          ...ManagedReviewFields
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const ReviewReplySaveMutation = graphql(`
  mutation ReviewReplySave($reviewId: ID!, $body: String!) {
    reviewReplySave(reviewId: $reviewId, body: $body) {
      ...ManagedReviewFields
    }
  }
`);

export const ReviewMailSettingSaveMutation = graphql(`
  mutation ReviewMailSettingSave($enabled: Boolean!) {
    reviewMailSettingSave(enabled: $enabled)
  }
`);

export const ReportedReviewsQuery = graphql(`
  query ReportedReviews($first: Int, $after: String) {
    reportedReviews(first: $first, after: $after) {
      totalCount
      edges {
        node {
          ...ManagedReviewFields
          openReports {
            reason
            creationDate
            reporterName
            reporterType
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

export const ReviewHideMutation = graphql(`
  mutation ReviewHide($id: ID!, $reason: String!) {
    reviewHide(id: $id, reason: $reason) {
      ...ManagedReviewFields
    }
  }
`);

export const ReviewReportsDismissMutation = graphql(`
  mutation ReviewReportsDismiss($id: ID!) {
    reviewReportsDismiss(id: $id) {
      ...ManagedReviewFields
    }
  }
`);
