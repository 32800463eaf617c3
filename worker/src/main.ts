import './telemetry'; // first: tracing (when configured) instruments pg, ioredis and http before they load
import 'reflect-metadata';
import { createLogger, loadConfig, initOrm } from '@depot/graph/worker';
import { stopTelemetry } from '@depot/graph/telemetry';
import { startWorker } from './worker';
import { serveWorkerMetrics } from './metrics';

/**
 * The standalone worker process: `node worker/dist/main.js`. It needs the graph server's
 * PostgreSQL (DATABASE_URL) and Redis (REDIS_URL); the graph server applies the migrations.
 */
async function main() {
  // JSON lines (issue 41): a job's lines carry the request id and tenant of the request that caused it.
  const logger = createLogger({ service: 'worker' });
  const log = (msg: string) => logger.info(msg);
  // The worker signs no tokens: a placeholder keeps loadConfig from creating DATA_DIR/jwt-secret.
  const config = loadConfig(process.env, { jwtSecret: process.env.JWT_SECRET || 'unused-by-the-worker' });
  if (!config.databaseUrl) {
    console.error(
      [
        '[worker] DATABASE_URL is not set.',
        'The worker needs the PostgreSQL database of the graph server. The embedded database (PGlite) lives',
        'inside the graph process, so a worker cannot open it by itself: `npm start` runs both and passes',
        'the URL on. To run the worker alone, set DATABASE_URL (and REDIS_URL) to the ones graph uses.',
      ].join('\n'),
    );
    process.exit(1);
  }
  const orm = await initOrm(config.databaseUrl);
  const worker = await startWorker({ config, orm, log, logger });
  const mail = config.smtpUrl
    ? `SMTP ${URL.canParse(config.smtpUrl) ? new URL(config.smtpUrl).host : '(SMTP_URL)'}`
    : `.eml files in ${config.dataDir}/mail`;
  // Its own Prometheus figures (issue 41), when WORKER_METRICS_PORT is set: behind METRICS_TOKEN as graph's /metrics.
  const metricsPort = Number(process.env.WORKER_METRICS_PORT);
  const metricsServer =
    Number.isInteger(metricsPort) && metricsPort > 0
      ? await serveWorkerMetrics(worker.metrics, { port: metricsPort, host: process.env.WORKER_METRICS_HOST, token: config.metricsToken })
      : null;
  if (metricsServer) log(`metrics on port ${metricsServer.port} (/metrics${config.metricsToken ? '' : ': set METRICS_TOKEN to open it'})`);
  log(`ready: queues under prefix "${config.redisPrefix}" on ${config.redisUrl}, mail via ${mail}`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: finishing in-flight jobs, then exiting`);
    const hardExit = setTimeout(() => {
      log('shutdown took too long, exiting');
      process.exit(1);
    }, 30_000);
    hardExit.unref();
    worker
      .stop()
      .then(() => orm.close())
      .then(stopTelemetry)
      .catch((err) => log(`error while stopping: ${err instanceof Error ? err.message : String(err)}`))
      .finally(() => process.exit(0));
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  console.error('[worker] failed to start:', err);
  process.exit(1);
});
