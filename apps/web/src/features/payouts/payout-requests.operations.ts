import { graphql } from '../../gql';

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
