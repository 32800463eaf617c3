import type { EntityManager } from '@mikro-orm/postgresql';
import { OutboxEvent } from './outbox-event.entity';
import { jobQueue, type JobName, type JobPayloads } from '../../contracts/queues';

/**
 * Adds a side effect to the current unit of work: it commits (or rolls back) with the change itself.
 * The worker's relay moves it to BullMQ; nothing here touches Redis, so a request never waits on it.
 */
export function enqueue<N extends JobName>(em: EntityManager, name: N, payload: JobPayloads[N]): OutboxEvent {
  const event = em.create(OutboxEvent, { queue: jobQueue[name], name, payload: payload as Record<string, unknown> });
  em.persist(event);
  return event;
}
