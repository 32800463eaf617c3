import type { FastifyInstance } from 'fastify';
import type { ApolloServerPlugin } from '@apollo/server';
import { DomainError, unauthenticated } from '../../core/errors';
import { bearer } from '../../core/auth/jwt';
import { Messages } from '../../contracts/messages';
import { sameToken } from '../../core/observability/prometheus';
import type { Metrics } from './metrics';

/** The path Prometheus scrapes. */
export const METRICS_PATH = '/metrics';

/**
 * `/metrics` (issue 41) and the request timing under it. Without METRICS_TOKEN the path answers 404, as if it did not
 * exist; with it, a scrape sends `Authorization: Bearer <token>` (Prometheus: `authorization: { credentials: ... }`)
 * and anything else answers 401. Every answered request is counted by its route pattern (`/api/visit/:id`, never the
 * raw path, so ids make no labels; `unmatched` for a path no route has).
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  app.addHook('onResponse', async (req, reply) => {
    metrics.httpRequest(req.method, req.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
  });
  app.get(METRICS_PATH, async (req, reply) => {
    if (!token) throw new DomainError('NOT_FOUND', Messages.notFound);
    const given = bearer(req.headers.authorization);
    if (!given || !sameToken(given, token)) throw unauthenticated(Messages.metricsToken);
    const body = await metrics.registry.metrics();
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(body);
  });
}

/** Each GraphQL operation over HTTP: its name (as the document names it), type, outcome and time. */
export function metricsPlugin<C extends object>(metrics: Metrics): ApolloServerPlugin<C> {
  return {
    async requestDidStart() {
      const started = process.hrtime.bigint();
      let name: string | null | undefined;
      let type = 'unknown';
      return {
        async didResolveOperation(rc) {
          name = rc.operationName;
          type = rc.operation?.operation ?? 'unknown';
        },
        async willSendResponse(rc) {
          const body = rc.response.body;
          const failed = !!rc.errors?.length || (body.kind === 'single' && !!body.singleResult.errors?.length);
          metrics.graphqlOperation(name, type, !failed, Number(process.hrtime.bigint() - started) / 1e9);
        },
      };
    },
  };
}
