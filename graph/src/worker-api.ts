/**
 * `@depot/graph/worker` (graph/package.json `exports`): everything of graph the worker process uses, and the
 * only way it reaches graph (eslint refuses any other path in worker/src; the worker is built against graph's
 * compiled output and declarations, never graph's sources). The jobs themselves (handlers, their queries and
 * e-mail texts) live in graph beside their features and come through the registry; the worker brings the
 * process: queues, the outbox relay, the mail transport, the wiring.
 */

// Contracts: queues and job names.
export { Queues, jobQueue, scheduledJobs, type QueueName, type JobName, type JobPayloads } from './contracts/queues';

// Settings and connections.
export { loadConfig, type Config } from './core/config';
export { connectRedis } from './core/redis';
export { createEventBus, HybridEventTarget } from './core/events/pubsub';

// The ORM: every entity and the migrations (the composition root's registry).
export { initOrm } from './entities';

// The outbox: the row the relay turns into a queued job.
export { OutboxEvent } from './core/outbox/outbox-event.entity';

// What a job knows of the request that caused it, and the process's logger (issue 41).
export { ORIGIN_KEY, inScope, type Origin } from './core/observability/scope';
export { createLogger, type Logger } from './core/observability/log';
export { runJobTraced } from './core/observability/job-trace';
export { countAndTime, ownRegistry, sameToken } from './core/observability/prometheus';

// The jobs: one handler per job name, what a handler gets (the mail port the worker implements among it).
export { jobHandlers } from './jobs';
export { isLastAttempt, JobDeferred, type JobContext, type JobHandler, type JobLike } from './core/jobs/job';
export type { Mailer, MailMessage, MailAttachment, SentMail } from './core/jobs/mailer';
