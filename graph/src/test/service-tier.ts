import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadConfig, type Config } from '../config';
import { systemClock, type Clock } from '../core/clock';
import { staffActorOf, type Actor, type StaffActor } from '../core/auth/actor';
import { createEventBus, HybridEventTarget } from '../core/events/pubsub';
import { KioskDepotCache } from '../core/kiosk-depot-cache';
import { RateLimiter } from '../core/rate-limit';
import { scopedEm } from '../core/tenancy';
import { createServices } from '../services';
import { freshDatabase } from './database';
import { testOrm } from './orm';

/**
 * The middle test tier: the services on a fresh database of their own, without HTTP, Redis or a worker.
 * A suite gets the per-request registry for an actor exactly as a request would (its own EntityManager
 * fork, the tenant filter of that actor), an in-process event bus to watch, and the ORM to arrange data.
 */
export async function serviceTier(opts: { clock?: Clock; label?: string } = {}) {
  const orm: MikroORM = await testOrm(await freshDatabase(opts.label ?? 'svc'));
  const clock = opts.clock ?? systemClock;
  const config: Config = loadConfig(
    { ...process.env, DATA_DIR: process.env.TEST_DATA_DIR ?? '/tmp/depot-register-test' },
    { jwtSecret: 'service-tier' },
  );
  const events = createEventBus(new HybridEventTarget(null, null, 'svc:'));
  const limiter = new RateLimiter(null, 'svc:', () => clock.now().getTime());
  const kioskDepots = new KioskDepotCache(events);
  return {
    orm,
    events,
    /** The services as one request of `actor` sees them. */
    as(actor: Actor) {
      const em = orm.em.fork() as EntityManager;
      return createServices({ em: scopedEm(em, actor), config, clock, events, limiter, kioskDepots });
    },
    close: () => {
      kioskDepots.close();
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
