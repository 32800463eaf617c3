import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../auth/actor';
import { unauthenticated } from '../errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RestInput {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  /** Params, query and body merged (body wins): the usual way a route reads its arguments. */
  all: Record<string, unknown>;
  ip: string;
  files?: { field: string; filename: string; mimetype: string; data: Buffer }[];
}

/**
 * One row of the REST shim: the spec's method and path, who may call it, and ONE service call.
 * No business rule lives here. `S` is the per-request service registry.
 */
export interface RestRoute<S = unknown> {
  method: HttpMethod;
  /** As the spec writes it ("api/find-depot/{a}/{b}" becomes "api/find-depot/:tenantName/:depotCode"). */
  path: string;
  auth: 'public' | 'staff';
  tag: string;
  summary: string;
  multipart?: boolean;
  /** Public kiosk routes are rate-limited per IP: requests per minute. */
  perMinute?: number;
  status?: number;
  run: (services: S, actor: Actor, input: RestInput) => Promise<unknown>;
}

export interface RestContext<S> {
  services: S;
  actor: Actor;
}

/** Registers every route: the leading "/" is optional in the spec, so both spellings are one path. */
export function registerRoutes<S>(
  app: FastifyInstance,
  routes: RestRoute<S>[],
  contextFor: (req: FastifyRequest, route: RestRoute<S>) => Promise<RestContext<S>>,
): void {
  for (const route of routes) {
    const url = '/' + route.path.replace(/^\//, '');
    app.route({
      method: route.method,
      url,
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        const ctx = await contextFor(req, route);
        if (route.auth === 'staff' && ctx.actor.kind !== 'staff') throw unauthenticated();
        const body = (req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body) ? req.body : {}) as Record<string, unknown>;
        const input: RestInput = {
          params: (req.params ?? {}) as Record<string, string>,
          query: (req.query ?? {}) as Record<string, unknown>,
          body,
          all: { ...(req.query as object), ...(req.params as object), ...body },
          ip: req.ip,
          files: (req as unknown as { files?: RestInput['files'] }).files,
        };
        const result = await route.run(ctx.services, ctx.actor, input);
        reply.code(route.status ?? 200);
        if (result === undefined) return { ok: true };
        return result;
      },
    });
  }
}
