import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from './config';
import type { Clock } from './clock';
import type { EventBus } from './events/pubsub';
import type { RateLimiter } from './rate-limit';
import type { KioskDepotCache } from './kiosk-depot-cache';

/** What a service needs from the world, per request (em is that request's fork). */
export interface Deps {
  em: EntityManager;
  config: Config;
  clock: Clock;
  events: EventBus;
  limiter: RateLimiter;
  /** Per process: the kiosk's depot rows (DepotService); writers of depots and tenants call its changed(). */
  kioskDepots: KioskDepotCache;
  /** The address this request came to (`http://host:port`, a trusted proxy's forwarded host and scheme), when it is one. */
  origin?: string;
}

/**
 * What a writer needs outside a request (a job in the worker): the EntityManager, the clock, and where the unit of
 * work's events go after the commit (the worker publishes to every replica through Redis).
 */
export type WriteDeps = Pick<Deps, 'em' | 'clock'> & { events?: Pick<EventBus, 'publish'> };
