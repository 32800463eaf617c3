import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import { loadConfig, type Config } from '../core/config';
import { buildApp } from '../app';
import { connectRedis } from '../core/redis';
import { systemClock, type Clock } from '../core/clock';
import { testOrm } from './orm';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { startWorker } from '@depot/worker';
import type { DestinationStream } from 'pino';
import { createLogger } from '../core/observability/log';

export interface TestServer {
  url: string;
  orm: MikroORM;
  config: Config;
  mail: SmtpSink;
  events: Awaited<ReturnType<typeof buildApp>>['events'];
  /** The HTTP server behind `url` (a test may hand it a TLS listener's connections, as main.ts does: lan-tls.ts). */
  http: Awaited<ReturnType<typeof buildApp>>['app']['server'];
  close(): Promise<void>;
}

/**
 * The whole product on a random port against the run's test database and the real Redis: REST,
 * GraphQL (HTTP and WebSocket), the web build when present, and the worker (outbox relay, queues,
 * real SMTP into a sink) in the same process.
 */
export async function startTestServer(
  opts: {
    clock?: Clock;
    worker?: boolean;
    redisUrl?: string;
    /** Settings over the environment's; `limits` and `channels` are merged over the defaults below. */
    over?: Partial<Omit<Config, 'limits' | 'channels'>> & { limits?: Partial<Config['limits']>; channels?: Partial<Config['channels']> };
    /** A database of its own (see privateDatabase) for a test no other suite's relay may touch. */
    databaseUrl?: string;
    /** The server's and the worker's JSON log lines go here (core/observability/log.ts); else nothing is logged. */
    logStream?: DestinationStream;
  } = {},
): Promise<TestServer> {
  const mail = await startSmtpSink();
  const redisUrl = opts.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const env = {
    ...process.env,
    SMTP_URL: mail.url,
    REDIS_URL: redisUrl,
    DATA_DIR: process.env.TEST_DATA_DIR ?? '/tmp/depot-register-test',
  };
  const { limits, channels, ...over } = opts.over ?? {};
  // A worker on queues of its own over the run's shared database would move other suites' outbox rows into queues
  // only it reads: when it stops, their e-mails wait for the relay's redispatch (5 minutes), so a booking e-mail
  // once "never came" within a test's minute. Such a server needs a database of its own.
  if (over.redisPrefix && !opts.databaseUrl && opts.worker !== false)
    throw new Error('startTestServer: a Redis prefix of its own with a worker needs a database of its own (databaseUrl: freshDatabase())');
  const config = loadConfig(env, {
    jwtSecret: 'test-secret-' + (process.env.TEST_RUN_ID ?? 'x'),
    // A server on a database of its own gets queues of its own too: on the run's shared queues its worker would
    // take other suites' jobs, find none of their rows in its database and let their e-mails go (a booking
    // e-mail was lost so while the PostgreSQL fault test ran beside it).
    redisPrefix: `${process.env.REDIS_PREFIX ?? 'drtest'}${opts.databaseUrl ? `:own-${randomUUID().slice(0, 8)}` : ''}`,
    // Every test calls from 127.0.0.1: the per-IP throttles would count the whole run. Per account stays real.
    limits: { ...loadConfig(env).limits, loginPerIp: 100000, resetPerIp: 100000, kioskPerIp: 100000, ...limits },
    channels: { ...loadConfig(env).channels, ...channels },
    ...over,
  });
  const orm = await testOrm(opts.databaseUrl);
  const quiet = () => undefined;
  const redis = {
    pub: connectRedis(redisUrl, 'pub', { offline: false }, quiet),
    sub: connectRedis(redisUrl, 'sub', {}, quiet),
    cmd: connectRedis(redisUrl, 'cmd', { offline: false }, quiet),
  };
  // Tests see the product as deployed: Redis connected (throttle counters, pub/sub fan-out) before the first request.
  await Promise.all(Object.values(redis).map((c) => untilReady(c, 5000)));
  const logger = (service: string) =>
    opts.logStream ? createLogger({ service, level: 'info', stream: opts.logStream, requestIdBound: service === 'graph' }) : undefined;
  const worker = opts.worker === false ? null : await startWorker({ config, orm, log: quiet, logger: logger('worker') });
  const built = await buildApp({
    config,
    orm,
    redis,
    clock: opts.clock ?? systemClock,
    queueStatus: worker?.queueStatus,
    logger: logger('graph') ?? false,
  });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = built.app.server.address() as { port: number };
  const url = `http://127.0.0.1:${addr.port}`;
  config.publicUrl = url;
  return {
    url,
    orm,
    config,
    mail,
    events: built.events,
    http: built.app.server,
    async close() {
      await built.close();
      await worker?.stop();
      for (const c of Object.values(redis)) c.disconnect();
      await orm.close();
      await mail.close();
    },
  };
}

/** Resolves once the client is ready, or after `ms` (a test of Redis being away still starts). */
function untilReady(client: { status: string; once(event: 'ready', cb: () => void): unknown }, ms: number): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
