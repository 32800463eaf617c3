import { feature, type ContextOf } from '../../core/feature';
import { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from './webhook.entity';
import { handleWebhookDeliver, handleWebhookDisabled, handleWebhookEvent, handleWebhookRetry } from './webhook.jobs';
import { WebhookResolver } from './webhook.resolver';
import { WebhookService } from './webhook.service';

/**
 * Webhooks (issue 26): a tenant's HTTPS endpoints, their signed deliveries (the worker's jobs, fair per tenant) and
 * the delivery log. It needs no feature: the events are emitted where their facts happen (webhook-events.ts).
 */
export const webhooks = feature({
  name: 'webhooks',
  services: { webhooks: (d) => new WebhookService(d) },
  entities: [WebhookEndpoint, WebhookDelivery, WebhookAttempt],
  resolvers: [WebhookResolver],
  jobs: {
    'webhook-event': handleWebhookEvent,
    'webhook-deliver': handleWebhookDeliver,
    'webhook-retry': handleWebhookRetry,
    'webhook-disabled': handleWebhookDisabled,
  },
});

/** What the feature's resolver sees: its own service and the request's deps, not the whole registry. */
export type WebhooksContext = ContextOf<typeof webhooks>;
