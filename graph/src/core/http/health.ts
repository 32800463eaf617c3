import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import { isConnectionError } from '../errors';
import type { EventBus } from '../events/pubsub';
import { CA_FILE } from './lan-tls';

export interface HealthSources {
  config: Config;
  orm: MikroORM;
  /** Redis's command connection, or null: no Redis at all. */
  redis: Redis | null;
  events: EventBus;
  /** The worker's queues, when this process runs them. */
  queueStatus?: () => Promise<Record<string, unknown>>;
}

/**
 * The operator's routes: /healthz (the process answers), /readyz (what this replica waits for) and, with https on the
 * local network, the local authority's certificate a tablet installs (core/http/lan-tls.ts): all public.
 */
export function registerHealth(app: FastifyInstance, { config, orm, redis, events, queueStatus }: HealthSources): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
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
    const redisState = redis ? (redis.status === 'ready' ? 'ok' : `unavailable (${redis.status})`) : 'not configured';
    const queue = queueStatus
      ? await queueStatus().catch((e: Error) => ({ status: `error: ${e.message}` }))
      : { status: 'runs in the worker process' };
    // What this replica waits for: the database makes it unready (503); Redis only degrades it (jobs wait in the outbox).
    const waitingFor = [...(database === 'ok' ? [] : ['database']), ...(redis && redisState !== 'ok' ? ['redis'] : [])];
    const body = { status: waitingFor.length ? 'degraded' : 'ok', waitingFor, database, redis: redisState, pubsub: events.mode(), queue };
    reply.code(database === 'ok' ? 200 : 503);
    return body;
  });
}
