import { feature } from '../../core/feature';

/**
 * Metrics (issue 41): Prometheus figures of a graph replica at `/metrics` (behind METRICS_TOKEN; metrics.ts lists
 * them). No service, entity, resolver, REST row or job: the composition root (app.ts) makes the registry with the
 * replica's ORM, event bus and queues, and registers the route, the request timing and the GraphQL plugin
 * (metrics.http.ts) and the WebSocket hooks that count live subscriptions.
 */
export const metrics = feature({ name: 'metrics', services: {} });
