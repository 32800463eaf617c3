import './telemetry'; // first: tracing (when configured) instruments pg, ioredis and http before they load
import 'reflect-metadata';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, type Config } from './core/config';
import { initOrm } from './entities';
import { seed } from './seed';
import { roleOf, roleWarnings } from './core/db/roles';
import { prepareDatabase } from './core/db/prepare';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './core/db/embedded-postgres';
import { connectRedis } from './core/redis';
import { buildApp } from './app';
import { CA_FILE, ensureLanTls, listenTls } from './core/http/lan-tls';
import { stopTelemetry } from './core/observability/telemetry';

/** The graph server: database (embedded when DATABASE_URL is unset), migrations, seed, HTTP + WebSocket. */
export async function startServer(config: Config = loadConfig()) {
  let embedded: EmbeddedPostgres | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(config.dataDir);
    url = embedded.url;
    // The worker of `npm start` reaches the embedded database through this loopback URL.
    writeFileSync(path.join(config.dataDir, 'pg.url'), url, { mode: 0o600 });
    console.log(`Embedded PostgreSQL (PGlite) with data in ${config.dataDir}/pg`);
  }
  const orm = await initOrm(url);
  if (config.databaseOwnerUrl && !embedded) {
    // The owner migrates and grants; the server serves as a role that owns nothing (core/db/roles.ts).
    const owner = await initOrm(config.databaseOwnerUrl);
    try {
      await prepareDatabase(owner, config.auditRetentionDays, roleOf(url));
    } finally {
      await owner.close();
    }
  } else {
    await prepareDatabase(orm, config.auditRetentionDays);
    if (!embedded) for (const warning of await roleWarnings(orm)) console.warn(warning);
  }
  await seed(orm, config);
  const redis = {
    pub: connectRedis(config.redisUrl, 'pub', { offline: false }),
    sub: connectRedis(config.redisUrl, 'sub'),
    cmd: connectRedis(config.redisUrl, 'cmd', { offline: false }),
  };
  const { app, close } = await buildApp({ config, orm, redis, logger: true });
  // https on the local network with the server's own certificate (core/http/lan-tls.ts, issue 36): made before the
  // server answers, so /tls serves it from the first request
  const tls = config.httpsPort ? await ensureLanTls(path.join(config.dataDir, 'tls')) : undefined;
  await app.listen({ port: config.port, host: config.host });
  console.log(`Depot Register serving on ${config.publicUrl} (port ${config.port})`);
  let tlsServer: Awaited<ReturnType<typeof listenTls>> | undefined;
  if (tls && config.httpsPort) {
    tlsServer = await listenTls(app.server, tls, config.httpsPort, config.host);
    console.log(`https on port ${config.httpsPort} for ${tls.names.join(', ')} (tablets trust /tls/${CA_FILE} once)`);
  }

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    tlsServer?.close();
    await close().catch(() => undefined);
    await orm.close().catch(() => undefined);
    for (const c of Object.values(redis)) c.disconnect();
    if (embedded) {
      rmSync(path.join(config.dataDir, 'pg.url'), { force: true });
      await embedded.close().catch(() => undefined);
    }
  };
  return { app, orm, databaseUrl: url, stop };
}

if (require.main === module) {
  startServer()
    .then(({ stop }) => {
      const shutdown = (signal: string) => {
        console.log(`${signal}: shutting down`);
        stop()
          .then(stopTelemetry)
          .then(() => process.exit(0));
      };
      process.once('SIGTERM', () => shutdown('SIGTERM'));
      process.once('SIGINT', () => shutdown('SIGINT'));
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
