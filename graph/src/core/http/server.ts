import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { Config } from '../config';
import { loggable } from '../errors';
import { createLogger, type Logger } from '../observability/log';
import { registerRequestScope, requestIdOptions } from '../observability/http';
import { presentError } from './error-body';
import { registerSecurityHeaders } from './security-headers';

const BODY_LIMIT = 1024 * 1024;

/**
 * The HTTP server before any route: fastify with the body limit, the request id and the proxies believed, the error
 * body every answer shares (core/http/error-body.ts), each request's scope (its id and tenant on every log line) and
 * the security headers.
 */
export function createHttpServer(config: Config, logger?: boolean | Logger): FastifyInstance {
  const app = Fastify({
    ...(logger
      ? {
          loggerInstance: (logger === true
            ? createLogger({ service: 'graph', level: config.logLevel, requestIdBound: true })
            : logger) as FastifyBaseLogger,
        }
      : { logger: false }),
    ...requestIdOptions,
    bodyLimit: BODY_LIMIT,
    // X-Forwarded-For is believed only from the proxies the operator names (TRUST_PROXY); else req.ip is the peer.
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
  });
  app.setErrorHandler((err, req, reply) => {
    const p = presentError(err);
    if (p.internal) req.log.error({ error: loggable(err) }, 'unhandled error');
    if (p.status === 503) reply.header('retry-after', '5');
    reply.code(p.status).send(p.body);
  });
  registerRequestScope(app);
  registerSecurityHeaders(app);
  return app;
}

/** File uploads (REST rows with a file): one file of at most 10 MB and a few fields per request. */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 20, parts: 25 },
    attachFieldsToBody: false,
  });
}
