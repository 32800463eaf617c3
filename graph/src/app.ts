import 'reflect-metadata';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { subscribe } from './core/graphql/subscribe';
import { execute, parse, specifiedRules, validate, type ExecutionResult, GraphQLError } from 'graphql';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import { registerQueueScreen } from './modules/queue-screen/queue-screen';
import type { Config } from './core/config';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CA_FILE } from './core/http/lan-tls';
import { systemClock, type Clock } from './core/clock';
import type { Deps } from './core/deps';
import { createEventBus, HybridEventTarget, type EventBus } from './core/events/pubsub';
import { KioskDepotCache } from './core/kiosk-depot-cache';
import { hitKioskLookup } from './core/kiosk-lookups';
import { RateLimiter } from './core/rate-limit';
import { ANONYMOUS, KIOSK_SECRET_HEADER, kioskActor, refusedActor, type Actor } from './core/auth/actor';
import { Messages } from './contracts/messages';
import { bearer } from './core/auth/jwt';
import { scopedEm } from './core/tenancy';
import { DomainError, isConnectionError, loggable, unavailable } from './core/errors';
import { presentError } from './core/http/error-body';
import { registerRoutes } from './core/http/rest';
import { registerScim } from './modules/hosts/scim.http';
import { inputProblem } from './core/http/edge';
import { openApiDocument } from './core/http/openapi';
import { registerSecurityHeaders } from './core/http/security-headers';
import { registerWebApp } from './core/http/web-app';
import { buildGraphSchema, type GqlContext } from './schema';
import { formatError } from './core/graphql/format-error';
import { noNulLiteralsRule, queryLimitsRule } from './core/graphql/limits';
import { edgePlugin } from './core/graphql/edge-plugin';
import { httpContextError, parseFailed, socketIp, wsConnectFailure, wsErrors, wsResult } from './core/graphql/ws-edge';
import { hideSuggestions, introspectionErrors, surfacePlugin } from './core/graphql/surface';
import { compiledExecution } from './core/graphql/compiled-execution';
import { createServices } from './services';
import { requestOrigin } from './core/http/origin';
import { browserCookies } from './core/http/cookies';
import { routes } from './routes';
import { Queue } from 'bullmq';
import { getOperationAST } from 'graphql';
import { createLogger, type Logger } from './core/observability/log';
import { registerRequestScope, requestIdOptions } from './core/observability/http';
import { randomUUID } from 'node:crypto';
import { inScope, noteTenant } from './core/observability/scope';
import { createMetrics } from './modules/metrics/metrics';
import { metricsPlugin, registerMetrics } from './modules/metrics/metrics.http';

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

const BODY_LIMIT = 1024 * 1024;
const VERSION = '0.1.0';

export async function buildApp(opts: AppOptions): Promise<App> {
  const { config, orm, redis } = opts;
  const clock = opts.clock ?? systemClock;
  const events = createEventBus(new HybridEventTarget(redis?.pub ?? null, redis?.sub ?? null, `${config.redisPrefix}:events:`));
  const limiter = new RateLimiter(redis?.cmd ?? null, `${config.redisPrefix}:`, () => clock.now().getTime());
  const kioskDepots = new KioskDepotCache(events);
  const app = Fastify({
    ...(opts.logger
      ? {
          loggerInstance: (opts.logger === true
            ? createLogger({ service: 'graph', level: config.logLevel, requestIdBound: true })
            : opts.logger) as FastifyBaseLogger,
        }
      : { logger: false }),
    ...requestIdOptions,
    bodyLimit: BODY_LIMIT,
    // X-Forwarded-For is believed only from the proxies the operator names (TRUST_PROXY); else req.ip is the peer.
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
  });

  /** One EntityManager fork per request/operation; staff actors get the tenant filter on it. */
  const contextFor = async (
    authorization: string | undefined,
    ip: string,
    authenticate: boolean,
    origin?: string,
    kioskSecret?: unknown,
  ) => {
    // A kiosk's device secret (issue 40) rides on the anonymous actor; a staff token wins over it.
    let actor: Actor = kioskActor(kioskSecret);
    const token = authenticate ? bearer(authorization) : null;
    if (token) {
      // A bad or revoked token makes an anonymous caller: staff-only fields and routes then answer 401.
      try {
        // Who the token stands for, asked of `auth` on a fork of its own (before the request's scope is known).
        actor = await createServices({ em: orm.em.fork() as EntityManager, config, clock, events, limiter, kioskDepots }).auth.authenticate(
          token,
        );
      } catch (err) {
        // The database away (a restart) says nothing of the token: 503, never a signed-out user.
        if (isConnectionError(err)) throw unavailable();
        // An API key past its own limit (issue 26): 429, not an anonymous caller.
        if (err instanceof DomainError && err.code === 'RATE_LIMITED') throw err;
        actor = kioskActor(kioskSecret);
        // A refusal worth telling (a revoked API key) is the 401's message on a staff-only field or route.
        if (err instanceof DomainError && err.code === 'UNAUTHENTICATED' && err.message !== Messages.sessionExpired)
          actor = refusedActor(kioskSecret, err.message);
      }
    }
    if (actor.kind === 'staff') noteTenant(actor.tenantId);
    // One fork per request (a kiosk call without a token makes no other): scopedEm forks the root.
    const deps: Deps = { em: scopedEm(orm.em as EntityManager, actor, ip), config, clock, events, limiter, kioskDepots, origin };
    return { actor, services: createServices(deps), ip };
  };

  app.setErrorHandler((err, req, reply) => {
    const p = presentError(err);
    if (p.internal) req.log.error({ error: loggable(err) }, 'unhandled error');
    if (p.status === 503) reply.header('retry-after', '5');
    reply.code(p.status).send(p.body);
  });

  registerRequestScope(app);
  registerSecurityHeaders(app);
  // Prometheus metrics (issue 41, modules/metrics): /metrics behind METRICS_TOKEN, every request timed by its route.
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
  // The SuperAdmin's queue screen (issue 41, bull-board): entered with the staff token, every request authenticated again.
  if (redis)
    await registerQueueScreen(app, {
      redis: redis.cmd,
      prefix: config.redisPrefix,
      queueFor: queueFor(redis.cmd),
      authenticate: async (authorization, ip) => (await contextFor(authorization, ip, true)).actor,
    });
  await app.register(fastifyMultipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 20, parts: 25 },
    attachFieldsToBody: false,
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  // The local authority's certificate a tablet installs to trust the kiosk's https (core/http/lan-tls.ts): public.
  if (config.httpsPort)
    app.get(`/tls/${CA_FILE}`, async (_req, reply) => {
      const file = path.join(config.dataDir, 'tls', CA_FILE);
      if (!existsSync(file)) return reply.code(404).send({ message: 'No certificate yet' });
      return reply
        .header('content-type', 'application/x-x509-ca-cert')
        .header('content-disposition', `attachment; filename="${CA_FILE}"`)
        .send(readFileSync(file));
    });
  app.get('/readyz', async (_req, reply) => {
    const database = await orm.em
      .fork()
      .getConnection()
      .execute('select 1')
      .then(
        () => 'ok',
        (e: Error & { code?: string }) =>
          `unavailable: ${isConnectionError(e) ? 'PostgreSQL does not answer' : 'PostgreSQL refused a query'} (${e.code ?? e.message})`,
      );
    const redisState = redis ? (redis.cmd.status === 'ready' ? 'ok' : `unavailable (${redis.cmd.status})`) : 'not configured';
    const queue = opts.queueStatus
      ? await opts.queueStatus().catch((e: Error) => ({ status: `error: ${e.message}` }))
      : { status: 'runs in the worker process' };
    // What this replica waits for: the database makes it unready (503); Redis only degrades it (jobs wait in the outbox).
    const waitingFor = [...(database === 'ok' ? [] : ['database']), ...(redis && redisState !== 'ok' ? ['redis'] : [])];
    const body = { status: waitingFor.length ? 'degraded' : 'ok', waitingFor, database, redis: redisState, pubsub: events.mode(), queue };
    reply.code(database === 'ok' ? 200 : 503);
    return body;
  });

  // REST shim
  registerRoutes(app, routes, async (req, route) => {
    // Public kiosk routes are throttled per client IP (shared across replicas through Redis).
    if (route.kioskLookup) await hitKioskLookup(limiter, config.limits, req.ip);
    else if (route.perMinute)
      await limiter.hit(`route:${route.method}:${route.path}:${req.ip}`, config.limits.kioskPerIp ?? route.perMinute, 60);
    return contextFor(
      req.headers.authorization,
      req.ip,
      route.auth === 'staff' || !!route.optionalAuth,
      requestOrigin(req),
      req.headers[KIOSK_SECRET_HEADER],
    );
  });
  // SCIM 2.0 (issue 39, modules/hosts/scim.http.ts): an API key of the tenant with the SCIM scope, nothing else.
  await registerScim(app, async (req) => {
    const { actor, services } = await contextFor(req.headers.authorization, req.ip, true);
    if (actor.kind !== 'staff' || !actor.apiKey || !actor.tenantId) return 401;
    if (!actor.apiKey.scopes.includes('SCIM')) return 403;
    return { actor, scim: services.scim };
  });
  const openapi = openApiDocument(routes as never, VERSION);
  app.get('/api/openapi.json', async () => openapi);

  // GraphQL over HTTP
  const schema = await buildGraphSchema();
  const validationRules = [queryLimitsRule(), noNulLiteralsRule()];
  // Frames are capped at what a real operation needs: a larger one closes the socket (1009) before it is read whole.
  const wss = new WebSocketServer({ server: app.server, path: '/graphql', maxPayload: config.sockets.maxPayloadBytes });
  // Revoked tokens (a disabled user, a logout, an archived tenant) also end the sockets opened with them, on every replica.
  const staffSockets = new Set<{ actor?: Actor; socket: { close(code: number, reason: string): void } }>();
  const stopRevocations = events.onSessionsRevoked(({ userIds, tenantId }) => {
    for (const extra of staffSockets) {
      const a = extra.actor;
      if (a?.kind === 'staff' && (userIds?.includes(a.userId) || (tenantId && a.tenantId === tenantId))) {
        staffSockets.delete(extra);
        extra.socket.close(4401, 'Session revoked');
      }
    }
  });
  const wsServer = useServer<
    { authorization?: string },
    {
      actor: Actor;
      ip?: string;
      expiryTimer?: NodeJS.Timeout;
      anonymousTimer?: NodeJS.Timeout;
      /** Operations started on the socket (for their time) and its subscriptions open (metrics). */
      started?: Map<string, bigint>;
      live?: Set<string>;
    }
  >(
    {
      schema,
      subscribe,
      // A query or mutation over the socket runs in a request scope of its own, like one over HTTP (issue 41): its log
      // lines and the jobs it causes carry a request id and the staff member's tenant.
      execute: (args) => {
        const actor = (args.contextValue as GqlContext).actor;
        return inScope({ requestId: randomUUID(), tenantId: actor.kind === 'staff' ? (actor.tenantId ?? undefined) : undefined }, () =>
          execute(args),
        );
      },
      onConnect: async (ctx) => {
        const authorization = typeof ctx.connectionParams?.authorization === 'string' ? ctx.connectionParams.authorization : undefined;
        ctx.extra.ip = socketIp(ctx.extra.request, config.trustProxy);
        let actor: Actor;
        try {
          ({ actor } = await contextFor(authorization, ctx.extra.ip, true));
        } catch (err) {
          // The database away while the token is checked: "try again later", never the driver's words.
          const { code, reason } = wsConnectFailure(err);
          ctx.extra.socket.close(code, reason);
          return false;
        }
        if (authorization && actor.kind !== 'staff') return false; // a bad token: close 4403 Forbidden
        ctx.extra.actor = actor;
        if (actor.kind === 'staff') {
          const ms = actor.tokenExp * 1000 - clock.now().getTime();
          ctx.extra.expiryTimer = setTimeout(() => ctx.extra.socket.close(4401, 'Token expired'), Math.max(0, Math.min(ms, 2 ** 31 - 1)));
          staffSockets.add(ctx.extra);
        } else {
          // No subscription is public: a socket without a staff session may hear why it was refused, then it ends.
          ctx.extra.anonymousTimer = setTimeout(() => ctx.extra.socket.close(4401, 'Unauthorized'), config.sockets.anonymousGraceMs);
        }
        return true;
      },
      onClose: (ctx) => {
        for (const _ of ctx.extra.live ?? []) metrics.subscriptions(-1);
        ctx.extra.live?.clear();
        if (ctx.extra.expiryTimer) clearTimeout(ctx.extra.expiryTimer);
        if (ctx.extra.anonymousTimer) clearTimeout(ctx.extra.anonymousTimer);
        staffSockets.delete(ctx.extra);
      },
      // Only our extra rules here: returning errors stops the operation; returning nothing lets graphql-ws
      // parse, run the standard validation and build the execution arguments with `context` below.
      onSubscribe: (ctx, id, payload) => {
        (ctx.extra.started ??= new Map()).set(id, process.hrtime.bigint());
        const actor = ctx.extra.actor ?? ANONYMOUS;
        let document;
        try {
          document = parse(payload.query);
        } catch (e) {
          return [parseFailed(e as GraphQLError)];
        }
        // The standard rules too, so that their "Did you mean" hints can be taken out for non-staff.
        const errors = [
          ...validate(schema, document, [...specifiedRules, ...validationRules]),
          ...introspectionErrors(actor, schema, document),
        ];
        if (errors.length)
          return hideSuggestions(
            actor,
            errors.map((e) => e.toJSON()),
          ).map((e) => new GraphQLError(e.message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }));
        const problem = inputProblem(payload.variables ?? {});
        return problem ? [new GraphQLError(problem.message, { extensions: { code: 'BAD_USER_INPUT' } })] : undefined;
      },
      context: (ctx): GqlContext => {
        const actor = ctx.extra.actor ?? ANONYMOUS;
        return {
          actor,
          ip: ctx.extra.ip ?? 'unknown',
          services: createServices({
            em: scopedEm(orm.em as EntityManager, actor, ctx.extra.ip),
            config,
            clock,
            events,
            limiter,
            kioskDepots,
          }),
        };
      },
      onOperation: (ctx, id, _payload, args, result) => {
        const started = ctx.extra.started?.get(id) ?? process.hrtime.bigint();
        ctx.extra.started?.delete(id);
        const operation = getOperationAST(args.document, args.operationName);
        const streaming = !!result && Symbol.asyncIterator in (result as object);
        const ok = streaming || !(result as ExecutionResult).errors?.length;
        metrics.graphqlOperation(
          operation?.name?.value,
          operation?.operation ?? 'unknown',
          ok,
          Number(process.hrtime.bigint() - started) / 1e9,
        );
        if (streaming) {
          (ctx.extra.live ??= new Set()).add(id);
          metrics.subscriptions(1);
        }
        return undefined;
      },
      onComplete: (ctx, id) => {
        ctx.extra.started?.delete(id);
        if (ctx.extra.live?.delete(id)) metrics.subscriptions(-1);
      },
      onError: (ctx, _id, _payload, errors) => wsErrors(ctx.extra.actor ?? ANONYMOUS, errors) as never,
      onNext: (ctx, _id, _payload, _args, result) => wsResult(ctx.extra.actor ?? ANONYMOUS, result as ExecutionResult) as never,
    },
    wss,
  );

  const apollo = new ApolloServer<GqlContext>({
    // The schema, with operations run compiled once seen again (core/graphql/compiled-execution.ts).
    gateway: compiledExecution(schema),
    validationRules,
    includeStacktraceInErrorResponses: false,
    introspection: true,
    // No automatic persisted queries: the clients send whole documents, and a hash mismatch must not be a 500.
    persistedQueries: false,
    formatError: (formatted, error) => formatError(formatted, error, (err) => app.log.error({ error: loggable(err) }, 'graphql error')),
    plugins: [
      fastifyApolloDrainPlugin(app),
      ApolloServerPluginCacheControlDisabled(),
      edgePlugin<GqlContext>(),
      surfacePlugin<GqlContext>(),
      metricsPlugin<GqlContext>(metrics),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await wsServer.dispose();
            },
          };
        },
      },
    ],
  });
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    context: async (req: FastifyRequest, reply: FastifyReply): Promise<GqlContext> => {
      try {
        return {
          ...(await contextFor(req.headers.authorization, req.ip, true, requestOrigin(req), req.headers[KIOSK_SECRET_HEADER])),
          cookies: browserCookies(req, reply),
        };
      } catch (err) {
        throw httpContextError(err); // the database away: 503 with Retry-After, as REST
      }
    },
  } as never);

  // The web app (kiosk and staff) with a single-page fallback; unknown /api paths answer 404 JSON.
  await registerWebApp(app, config.webDist);

  return {
    app,
    events,
    async close() {
      stopRevocations();
      metrics.close();
      kioskDepots.close();
      await app.close();
      wss.close();
      await Promise.all([...queues.values()].map((q) => q.close().catch(() => undefined)));
    },
  };
}
