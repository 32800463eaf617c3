import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { execute, getOperationAST, GraphQLError, parse, specifiedRules, validate } from 'graphql';
import type { ExecutionResult, GraphQLSchema, ValidationRule } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { ANONYMOUS, type Actor } from '../auth/actor';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { EventBus } from '../events/pubsub';
import { inputProblem } from '../http/edge';
import { inScope } from '../observability/scope';
import { subscribe } from './subscribe';
import { hideSuggestions, introspectionErrors } from './surface';
import { parseFailed, socketIp, wsConnectFailure, wsErrors, wsResult } from './ws-edge';

/** What the socket server counts (modules/metrics gives it). */
export interface SocketMetrics {
  graphqlOperation(name: string | null | undefined, type: string, ok: boolean, seconds: number): void;
  subscriptions(delta: 1 | -1): void;
}

export interface GraphqlSocketOptions<C extends { actor: Actor }> {
  schema: GraphQLSchema;
  validationRules: ValidationRule[];
  config: Config;
  clock: Clock;
  events: EventBus;
  metrics: SocketMetrics;
  /** Who a connection's token stands for (throws when the database is away). */
  authenticate(authorization: string | undefined, ip: string): Promise<Actor>;
  /** An operation's context, for the socket's actor. */
  context(actor: Actor, ip: string | undefined): C;
}

export interface GraphqlSockets {
  /** Apollo's drain: ends the sockets' operations. */
  dispose(): Promise<void>;
  /** Stops listening for revoked sessions, then closes the socket server. */
  close(): void;
  stopRevocations(): void;
}

/**
 * GraphQL over WebSocket (graphql-ws) on the HTTP server's `/graphql`: the token checked at connection (a bad one
 * closes 4403), the staff session's expiry and every revocation on any replica closing the socket with 4401, a socket
 * without a staff session closed after a grace, the same validation rules and input checks as HTTP, each query or
 * mutation in a request scope of its own, and the operations and subscriptions counted.
 */
export function serveGraphqlSockets<C extends { actor: Actor }>(app: FastifyInstance, o: GraphqlSocketOptions<C>): GraphqlSockets {
  const { schema, validationRules, config, clock, events, metrics } = o;
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
        const actor = (args.contextValue as C).actor;
        return inScope({ requestId: randomUUID(), tenantId: actor.kind === 'staff' ? (actor.tenantId ?? undefined) : undefined }, () =>
          execute(args),
        );
      },
      onConnect: async (ctx) => {
        const authorization = typeof ctx.connectionParams?.authorization === 'string' ? ctx.connectionParams.authorization : undefined;
        ctx.extra.ip = socketIp(ctx.extra.request, config.trustProxy);
        let actor: Actor;
        try {
          actor = await o.authenticate(authorization, ctx.extra.ip);
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
      context: (ctx): C => o.context(ctx.extra.actor ?? ANONYMOUS, ctx.extra.ip),
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
  return {
    async dispose() {
      await wsServer.dispose();
    },
    close: () => wss.close(),
    stopRevocations,
  };
}
