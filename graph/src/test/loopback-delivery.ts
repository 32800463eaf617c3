import type { Config } from '../core/config';

/**
 * The delivery settings of a test server whose webhooks, chat posts or SMS go to a receiver on 127.0.0.1 (the fake
 * Twilio, a webhook receiver): private addresses allowed for that server only (its own database, so its own queues),
 * retries and fair-delivery waits short enough for a test. `over` changes what a test measures.
 */
export const loopbackDelivery = (over: Partial<Config['webhooks']> = {}): Config['webhooks'] => ({
  allowPrivate: true,
  attempts: 4,
  retryBaseMs: 300,
  timeoutMs: 5000,
  disableAfter: 10,
  firstTimeoutMs: 8000,
  endpointConcurrency: 2,
  busyRetryMs: 200,
  pauseAfterTimeouts: 3,
  pauseMs: 3000,
  ...over,
});
