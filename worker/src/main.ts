import 'reflect-metadata';
import { loadConfig, initOrm } from '@depot/graph/worker';
import { startWorker } from './worker';

/**
 * The standalone worker process: `node worker/dist/main.js`. It needs the graph server's
 * PostgreSQL (DATABASE_URL) and Redis (REDIS_URL); the graph server applies the migrations.
 */
async function main() {
  const log = (msg: string) => console.log(`[worker] ${msg}`);
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
  const worker = await startWorker({ config, orm, log });
  const mail = config.smtpUrl
    ? `SMTP ${URL.canParse(config.smtpUrl) ? new URL(config.smtpUrl).host : '(SMTP_URL)'}`
    : `.eml files in ${config.dataDir}/mail`;
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
