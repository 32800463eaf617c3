import { composeJobs } from './core/feature';
import { features } from './features';

/**
 * Every job of contracts/queues.ts with its handler, which lives beside the feature that owns the fact (its
 * queries and e-mail texts with it) and is declared by its manifest. The worker process runs them
 * (worker/src/queues); adding a job is its payload and queue in contracts/queues.ts, its handler in the feature,
 * and one entry in the feature's manifest. A job without a handler, or with two, fails here at load.
 */
export const jobHandlers = composeJobs(features);
