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
