import 'reflect-metadata';
import type { FastifyInstance } from 'fastify';
import type { MikroORM } from '@mikro-orm/core';
import type { Redis } from 'ioredis';
import { Queue } from 'bullmq';
import type { Config } from './core/config';
import { systemClock, type Clock } from './core/clock';
import { createEventBus, HybridEventTarget, type EventBus } from './core/events/pubsub';
import { KioskDepotCache } from './core/kiosk-depot-cache';
import { hitKioskLookup } from './core/kiosk-lookups';
import { RateLimiter } from './core/rate-limit';
import { KIOSK_SECRET_HEADER } from './core/auth/actor';
import { registerRoutes } from './core/http/rest';
import { openApiDocument } from './core/http/openapi';
import { createHttpServer, registerUploads } from './core/http/server';
import { registerHealth } from './core/http/health';
import { registerWebApp } from './core/http/web-app';
import { requestOrigin } from './core/http/origin';
import { browserCookies } from './core/http/cookies';
import { noNulLiteralsRule, queryLimitsRule } from './core/graphql/limits';
import { serveGraphqlSockets } from './core/graphql/ws-server';
import { registerGraphqlHttp } from './core/graphql/http-server';
import type { Logger } from './core/observability/log';
import { registerQueueScreen } from './modules/queue-screen/queue-screen';
import { registerScim } from './modules/hosts/scim.http';
import { createMetrics, type Metrics } from './modules/metrics/metrics';
import { metricsPlugin, registerMetrics } from './modules/metrics/metrics.http';
import { buildGraphSchema, type GqlContext } from './schema';
import { requestContexts, type RequestContexts, type SharedDeps } from './request-context';
import { routes } from './routes';

export interface AppOptions {
  config: Config;
  orm: MikroORM;
  /** Three connections: publish, subscribe, commands (rate limits, readiness). Null: no Redis at all. */
  redis: { pub: Redis; sub: Redis; cmd: Redis } | null;
  clock?: Clock;
  /** true: JSON lines on stdout (core/observability/log.ts); a logger: that one (tests read its lines). */
  logger?: boolean | Logger;
  /** Reported by /readyz: the worker's queues, when this process runs them. */
  queueStatus?: () => Promise<Record<string, unknown>>;
}

export interface App {
  app: FastifyInstance;
  events: EventBus;
  close(): Promise<void>;
}

const VERSION = '0.1.0';

/**
 * The server: core's HTTP plumbing (core/http, core/graphql) with the product's features composed on it, in the
 * order fastify registers them (the hooks and the content parsers each part sees depend on it).
 */
export async function buildApp(opts: AppOptions): Promise<App> {
  const { config, orm, redis } = opts;
  const shared = sharedDeps(config, redis, opts.clock ?? systemClock);
  const contexts = requestContexts(orm, shared);
  const app = createHttpServer(config, opts.logger);
  const operations = await registerOperations(app, opts, shared.events, contexts);
  await registerUploads(app);
  registerHealth(app, { config, orm, redis: redis?.cmd ?? null, events: shared.events, queueStatus: opts.queueStatus });
  await registerRest(app, shared, contexts);
  const sockets = await registerGraphql(app, shared, contexts, operations.metrics);
  // The web app (kiosk and staff) with a single-page fallback; unknown /api paths answer 404 JSON.
  await registerWebApp(app, config.webDist);

  return {
    app,
    events: shared.events,
    async close() {
      sockets.stopRevocations();
      operations.metrics.close();
      shared.kioskDepots.close();
      await app.close();
      sockets.close();
      await operations.closeQueues();
    },
  };
}

/** What every request shares in this process: the event bus, the rate limiter, the kiosk's depot cache. */
function sharedDeps(config: Config, redis: AppOptions['redis'], clock: Clock): SharedDeps {
  const events = createEventBus(new HybridEventTarget(redis?.pub ?? null, redis?.sub ?? null, `${config.redisPrefix}:events:`));
  const limiter = new RateLimiter(redis?.cmd ?? null, `${config.redisPrefix}:`, () => clock.now().getTime());
  return { config, clock, events, limiter, kioskDepots: new KioskDepotCache(events) };
}

/**
 * The operators' features: Prometheus metrics (issue 41, modules/metrics: /metrics behind METRICS_TOKEN, every request
 * timed by its route) and the SuperAdmin's queue screen (bull-board, entered with the staff token, every request
 * authenticated again).
 */
async function registerOperations(app: FastifyInstance, { config, orm, redis }: AppOptions, events: EventBus, contexts: RequestContexts) {
  const queues = new Map<string, Queue>();
  const queueFor = (cmd: Redis) => (name: string) => {
    let q = queues.get(name);
    if (!q) {
      q = new Queue(name, { connection: cmd, prefix: config.redisPrefix });
      q.on('error', () => undefined); // Redis away: the scrape answers without queue figures
      queues.set(name, q);
    }
    return q;
  };
  const metrics = createMetrics({ orm, events, queueFor: redis ? queueFor(redis.cmd) : null });
  registerMetrics(app, metrics, config.metricsToken);
  if (redis)
    await registerQueueScreen(app, {
      redis: redis.cmd,
      prefix: config.redisPrefix,
      queueFor: queueFor(redis.cmd),
      authenticate: async (authorization, ip) => (await contexts.contextFor(authorization, ip, true)).actor,
    });
  const closeQueues = async () => void (await Promise.all([...queues.values()].map((q) => q.close().catch(() => undefined))));
  return { metrics, closeQueues };
}

/** The REST shim (every feature's rows, routes.ts), SCIM 2.0 and the OpenAPI document. */
async function registerRest(app: FastifyInstance, { config, limiter }: SharedDeps, contexts: RequestContexts): Promise<void> {
  registerRoutes(app, routes, async (req, route) => {
    // Public kiosk routes are throttled per client IP (shared across replicas through Redis).
    if (route.kioskLookup) await hitKioskLookup(limiter, config.limits, req.ip);
    else if (route.perMinute)
      await limiter.hit(`route:${route.method}:${route.path}:${req.ip}`, config.limits.kioskPerIp ?? route.perMinute, 60);
    return contexts.contextFor(
      req.headers.authorization,
      req.ip,
      route.auth === 'staff' || !!route.optionalAuth,
      requestOrigin(req),
      req.headers[KIOSK_SECRET_HEADER],
    );
  });
  // SCIM 2.0 (issue 39, modules/hosts/scim.http.ts): an API key of the tenant with the SCIM scope, nothing else.
  await registerScim(app, async (req) => {
    const { actor, services } = await contexts.contextFor(req.headers.authorization, req.ip, true);
    if (actor.kind !== 'staff' || !actor.apiKey || !actor.tenantId) return 401;
    if (!actor.apiKey.scopes.includes('SCIM')) return 403;
    return { actor, scim: services.scim };
  });
  const openapi = openApiDocument(routes as never, VERSION);
  app.get('/api/openapi.json', async () => openapi);
}

/** The product's schema served over graphql-ws and over HTTP, on the same path. */
async function registerGraphql(app: FastifyInstance, shared: SharedDeps, contexts: RequestContexts, metrics: Metrics) {
  const schema = await buildGraphSchema();
  const validationRules = [queryLimitsRule(), noNulLiteralsRule()];
  const sockets = serveGraphqlSockets<GqlContext>(app, {
    ...shared,
    schema,
    validationRules,
    metrics,
    authenticate: async (authorization, ip) => (await contexts.contextFor(authorization, ip, true)).actor,
    context: contexts.socketContext,
  });
  await registerGraphqlHttp<GqlContext>(app, {
    schema,
    validationRules,
    plugins: [metricsPlugin<GqlContext>(metrics)],
    drain: sockets.dispose,
    context: async (req, reply) => ({
      ...(await contexts.contextFor(req.headers.authorization, req.ip, true, requestOrigin(req), req.headers[KIOSK_SECRET_HEADER])),
      cookies: browserCookies(req, reply),
    }),
  });
  return sockets;
}
