import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadConfig, type Config } from '../core/config';
import { systemClock, type Clock } from '../core/clock';
import { staffActorOf, type Actor, type StaffActor } from '../core/auth/actor';
import { createEventBus, HybridEventTarget } from '../core/events/pubsub';
import { KioskDepotCache } from '../core/kiosk-depot-cache';
import { httpStatusOf, type ErrorCode } from '../core/errors';
import { RateLimiter } from '../core/rate-limit';
import { connectRedis } from '../core/redis';
import { scopedEm } from '../core/tenancy';
import { createServices } from '../services';
import { freshDatabase } from './database';
import { testOrm } from './orm';

/**
 * The middle test tier: the services on a fresh database of their own, without HTTP or a worker (Redis only for the
 * throttles' counters, when a suite asks for it with `redis`).
 * A suite gets the per-request registry for an actor exactly as a request would (its own EntityManager
 * fork, the tenant filter of that actor), an in-process event bus to watch, and the ORM to arrange data.
 */
export async function serviceTier(
  opts: {
    clock?: Clock;
    label?: string;
    /** Throttles over the defaults (config.ts), as a server's LOGIN_LIMIT_PER_IP and the like would set them. */
    limits?: Partial<Config['limits']>;
    /** Count the throttles in Redis (a prefix of this suite's own), as a deployed server does, not in-process. */
    redis?: boolean;
  } = {},
) {
  const orm: MikroORM = await testOrm(await freshDatabase(opts.label ?? 'svc'));
  const clock = opts.clock ?? systemClock;
  const env = { ...process.env, DATA_DIR: process.env.TEST_DATA_DIR ?? '/tmp/depot-register-test' };
  const config: Config = loadConfig(env, { jwtSecret: 'service-tier' });
  config.limits = { ...config.limits, ...opts.limits };
  const redis = opts.redis ? connectRedis(config.redisUrl, 'cmd', { offline: false }, () => undefined) : null;
  if (redis && redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
  const prefix = `svc:${randomUUID().slice(0, 8)}:`;
  const events = createEventBus(new HybridEventTarget(null, null, 'svc:'));
  const limiter = new RateLimiter(redis, prefix, () => clock.now().getTime());
  const kioskDepots = new KioskDepotCache(events);
  return {
    orm,
    config,
    events,
    /** The services as one request of `actor` sees them (from `ip`, the address its audit rows carry). */
    as(actor: Actor, ip?: string) {
      const em = orm.em.fork() as EntityManager;
      return createServices({ em: scopedEm(em, actor, ip), config, clock, events, limiter, kioskDepots });
    },
    close: () => {
      kioskDepots.close();
      redis?.disconnect();
      return orm.close();
    },
  };
}

/**
 * The actor a signed-in staff user is (what a request with its token acts as): its role, its tenant and its
 * depot, as the factories made them.
 */
export function staffActor(u: {
  id: string;
  username: string;
  role: string;
  tenant?: { id: string } | null;
  depot?: { id: string } | null;
}): StaffActor {
  return staffActorOf(u, Math.floor(Date.now() / 1000) + 3600);
}

/**
 * The DomainError a service call (or a command's parse) throws, as code, message and field messages: what the
 * HTTP answer carries as status, message and errors.
 */
export async function failure(
  call: Promise<unknown> | (() => unknown),
): Promise<{ code: string; message: string; fields?: Record<string, string[]> }> {
  try {
    await (typeof call === 'function' ? call() : call);
  } catch (e) {
    const err = e as { code?: string; message: string; fields?: Record<string, string[]> };
    if (!err.code) throw e;
    return { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) };
  }
  throw new Error('expected the call to fail');
}

/**
 * The status the REST shim answers for a service call, for the throttle tables written as statuses: 200 when the call
 * succeeds, else its DomainError's (`httpStatusOf`, core/errors.ts).
 */
export async function statusOf(call: Promise<unknown> | (() => unknown)): Promise<number> {
  try {
    await (typeof call === 'function' ? call() : call);
    return 200;
  } catch (e) {
    const code = (e as { code?: ErrorCode }).code;
    if (!code || !(code in httpStatusOf)) throw e;
    return httpStatusOf[code];
  }
}
