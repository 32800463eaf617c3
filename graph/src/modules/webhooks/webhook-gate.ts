import { fairGate } from '../../core/jobs/fair-gate';

export type { Gate } from '../../core/jobs/fair-gate';

/**
 * Fair delivery (issue 40) of webhook deliveries: core/jobs/fair-gate.ts on the webhook tables (per-endpoint leases,
 * a paused endpoint's deliveries parked). The channels' deliveries (issue 39) use the same gate on theirs.
 */
export const { takeLease, countTimeout } = fairGate({
  endpoint: 'webhook_endpoint',
  delivery: 'webhook_delivery',
  endpointColumn: 'endpoint_id',
});
