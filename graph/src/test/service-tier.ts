import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadConfig, type Config } from '../config';
import { systemClock, type Clock } from '../core/clock';
import type { Actor } from '../core/auth/actor';
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
