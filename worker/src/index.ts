/**
 * `@depot/worker` (worker/package.json `exports`): the worker process as a library, for whoever runs it in a
 * process of its own making (graph's test harness runs it beside the server). `main.ts` is the process itself.
 */
export { startWorker, type RunningWorker } from './worker';
export { createMailer } from './adapters/mailer';
