import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OutboxEvent } from './outbox-event.entity';
import { currentOrigin } from '../observability/scope';
import { jobQueue, type JobName, type JobPayloads } from '../../contracts/queues';

/**
 * Adds a side effect to the current unit of work: it commits (or rolls back) with the change itself.
 * The worker's relay moves it to BullMQ; nothing here touches Redis, so a request never waits on it.
 */
export function enqueue<N extends JobName>(em: EntityManager, name: N, payload: JobPayloads[N]): OutboxEvent {
  const event = em.create(OutboxEvent, {
    queue: jobQueue[name],
    name,
    payload: payload as Record<string, unknown>,
    origin: currentOrigin(),
  });
  em.persist(event);
  return event;
}

/**
 * The outbox row of a side effect as column values, for a change written as one SQL statement instead of
 * through the unit of work (the walk-in check-in): the same row `enqueue` persists.
 */
export function outboxRow<N extends JobName>(name: N, payload: JobPayloads[N]): Record<string, unknown> {
  const now = new Date();
  const origin = currentOrigin();
  return {
    id: randomUUID(),
    created_at: now,
    updated_at: now,
    queue: jobQueue[name],
    name,
    payload: JSON.stringify(payload),
    attempts: 0,
    origin: origin ? JSON.stringify(origin) : null,
  };
}
