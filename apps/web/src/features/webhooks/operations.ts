import { graphql } from '../../gql';

export const WebhookFieldsFragment = graphql(`
  fragment WebhookFields on WebhookSubscription {
    id
    appId
    topic
    url
    enabled
    disabledReason
  }
`);

export const WebhookQuery = graphql(`
  query Webhook($id: ID!) {
    webhook(id: $id) {
      ...WebhookFields
    }
  }
`);

export const WebhookCreateMutation = graphql(`
  mutation WebhookCreate($appId: ID!, $webhookInfo: WebhookInput!) {
    webhookCreate(appId: $appId, webhookInfo: $webhookInfo) {
      ...WebhookFields
    }
  }
`);

/** Spec §7: type-name fields are stripped from the update variables before sending. */
export const WebhookUpdateMutation = graphql(`
  mutation WebhookUpdate($id: ID!, $webhookInfo: WebhookInput!) {
    webhookUpdate(id: $id, webhookInfo: $webhookInfo) {
      ...WebhookFields
    }
  }
`);

export const WebhookDeleteMutation = graphql(`
  mutation WebhookDelete($id: ID!) {
    webhookDelete(id: $id)
  }
`);

export const WebhookDeliveryFieldsFragment = graphql(`
  fragment WebhookDeliveryFields on WebhookDelivery {
    id
    webhookId
    eventId
    topic
    status
    attemptCount
    createdAt
    nextAttemptAt
    lastAttempt {
      attemptedAt
      statusCode
      latencyMs
      responseExcerpt
      error
    }
  }
`);

/** The delivery log of a webhook, newest first (platform-protocol §3). */
export const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($webhookId: ID!, $first: Int, $after: String) {
    webhookDeliveries(webhookId: $webhookId, first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          ...WebhookDeliveryFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const WebhookDeliveryResendMutation = graphql(`
  mutation WebhookDeliveryResend($id: ID!) {
    webhookDeliveryResend(id: $id) {
      ...WebhookDeliveryFields
    }
  }
`);

export const WebhookResendFailedMutation = graphql(`
  mutation WebhookResendFailed($webhookId: ID!) {
    webhookResendFailed(webhookId: $webhookId)
  }
`);

export const WebhookEnableMutation = graphql(`
  mutation WebhookEnable($id: ID!) {
    webhookEnable(id: $id) {
      ...WebhookFields
    }
  }
`);

/** Success rate, latency and the most common failure reasons over the last 24 hours and 30 days. */
export const WebhookHealthQuery = graphql(`
  query WebhookHealth($webhookId: ID!) {
    webhookHealth(webhookId: $webhookId) {
      webhookId
      consecutiveFailures
      warningAfterFailures
      failureWarningSentAt
      windows {
        window
        attempts
        succeeded
        successRate
        latencyP50Ms
        latencyP95Ms
        topFailureReasons {
          reason
          statusCode
          label
          count
        }
      }
    }
  }
`);
