import { createHash, randomBytes } from 'node:crypto';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { Queue } from 'bullmq';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { Messages } from '../../contracts/messages';
import { Queues } from '../../contracts/queues';
import type { Actor } from '../../core/auth/actor';
import { browserCookies } from '../../core/http/cookies';

/** Where the queue screen lives (bull-board's UI and its API under it). */
export const QUEUE_SCREEN_PATH = '/admin/queues';
const COOKIE = 'dr_queues';
/** How long a queue-screen session lasts at most (the staff token's own expiry and revocation still apply at each request). */
const SESSION_SECONDS = 30 * 60;

export interface QueueScreenOptions {
  redis: Redis;
  prefix: string;
  queueFor(name: string): Queue;
  /** The actor of an `Authorization` header, as every staff request is authenticated (revocations included). */
  authenticate(authorization: string, ip: string): Promise<Actor>;
}

/** bull-board actions the screen refuses: adding a job, rewriting a job's data, obliterating a queue. */
const NOT_HERE = /\/api\/queues\/[^/]+\/(add|obliterate|[^/]+\/update-data)$/;
const isPlatformAdmin = (a: Actor) => a.kind === 'staff' && a.role === 'SuperAdmin' && !a.apiKey;
const key = (prefix: string, id: string) => `${prefix}:queue-screen:${createHash('sha256').update(id).digest('hex')}`;

/**
 * The queue screen (issue 41): bull-board over every BullMQ queue (waiting, active, delayed, failed jobs; retry,
 * remove), for the SuperAdmin only. The staff area keeps its bearer token out of cookies, so the screen is entered by
 * `POST /admin/queues/session` with that token: it answers an HttpOnly, SameSite=Strict cookie scoped to the screen's
 * path, holding an opaque id under which Redis keeps the token for at most 30 minutes. Every request of the screen
 * (its page, its API, its actions) authenticates that token again, so a logout, a disabled account or a changed role
 * closes it at once. Anything else answers 401 (no session) or 403 (not the SuperAdmin).
 */
export async function registerQueueScreen(app: FastifyInstance, opts: QueueScreenOptions): Promise<void> {
  const adapter = new FastifyAdapter();
  adapter.setBasePath(QUEUE_SCREEN_PATH);
  createBullBoard({
    queues: Object.values(Queues).map((name) => new BullMQAdapter(opts.queueFor(name))),
    serverAdapter: adapter,
    options: { uiConfig: { boardTitle: 'Depot Register queues' } },
  });

  const refuse = (reply: FastifyReply, status: 401 | 403) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .send({ message: status === 401 ? Messages.sessionExpired : Messages.forbidden });

  app.post(`${QUEUE_SCREEN_PATH}/session`, async (req, reply) => {
    const authorization = req.headers.authorization;
    if (!authorization) return refuse(reply, 401);
    const actor = await opts.authenticate(authorization, req.ip);
    if (actor.kind !== 'staff') return refuse(reply, 401);
    if (!isPlatformAdmin(actor)) return refuse(reply, 403);
    const id = randomBytes(32).toString('base64url');
    const ttl = Math.max(1, Math.min(SESSION_SECONDS, actor.tokenExp - Math.floor(Date.now() / 1000)));
    await opts.redis.set(key(opts.prefix, id), authorization, 'EX', ttl);
    browserCookies(req, reply).set(COOKIE, id, { path: QUEUE_SCREEN_PATH, maxAge: ttl, sameSite: 'Strict' });
    return reply.header('cache-control', 'no-store').send({ path: `${QUEUE_SCREEN_PATH}/` });
  });

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
      const id = browserCookies(req, reply).get(COOKIE);
      const authorization = id ? await opts.redis.get(key(opts.prefix, id)) : null;
      if (!authorization) return refuse(reply, 401);
      const actor = await opts.authenticate(authorization, req.ip);
      if (actor.kind !== 'staff') {
        await opts.redis.del(key(opts.prefix, id!));
        return refuse(reply, 401);
      }
      if (!isPlatformAdmin(actor)) return refuse(reply, 403);
      // Retry, clean, promote, pause: yes (the outbox still holds every job's fact). Made-up jobs, rewritten payloads
      // and a queue wiped with its history: no.
      if (req.method !== 'GET' && NOT_HERE.test(req.url.split('?')[0]!)) return refuse(reply, 403);
      void reply.header('cache-control', 'no-store');
    });
    // bull-board's page asks Google for its fonts: the register's pages load nothing from elsewhere (its content
    // security policy would refuse it anyway), so the page keeps the system fonts and makes no third-party request.
    scope.addHook('onSend', async (_req, reply, payload) =>
      typeof payload === 'string' && String(reply.getHeader('content-type') ?? '').startsWith('text/html')
        ? payload.replace(/<link[^>]+fonts\.googleapis\.com[^>]*>/g, '')
        : payload,
    );
    await scope.register(adapter.registerPlugin(), { prefix: QUEUE_SCREEN_PATH });
  });
}
