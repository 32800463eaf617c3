import { graphql } from '../../gql';

/** Integrators' webhooks (issue 26; docs/integrators.md). */
export const WebhookEndpointsDocument = graphql(`
  query WebhookEndpoints($tenantId: ID) {
    webhookEndpoints(tenantId: $tenantId) {
      id
      url
      description
      events
      enabled
      consecutiveFailures
      disabledAt
      createdAt
    }
  }
`);

export const CreateWebhookEndpointDocument = graphql(`
  mutation CreateWebhookEndpoint($input: CreateWebhookInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint {
        id
      }
    }
  }
`);

export const UpdateWebhookEndpointDocument = graphql(`
  mutation UpdateWebhookEndpoint($input: UpdateWebhookInput!) {
    updateWebhookEndpoint(input: $input) {
      id
      enabled
      consecutiveFailures
      disabledAt
    }
  }
`);

export const WebhookDeliveriesDocument = graphql(`
  query WebhookDeliveries($endpointId: ID!, $page: Int, $pageSize: Int) {
    webhookDeliveries(endpointId: $endpointId, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        eventId
        type
        status
        attempts
        lastStatusCode
        createdAt
        deliveredAt
        attemptLog {
          attempt
          statusCode
          latencyMs
          error
        }
      }
    }
  }
`);

export const RedeliverWebhookDocument = graphql(`
  mutation RedeliverWebhook($id: ID!) {
    redeliverWebhook(id: $id) {
      id
      status
    }
  }
`);

export const RotateWebhookSecretDocument = graphql(`
  mutation RotateWebhookSecret($id: ID!) {
    rotateWebhookSecret(id: $id) {
      secret
      endpoint {
        id
      }
    }
  }
`);
