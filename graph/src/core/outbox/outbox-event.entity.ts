import { Entity, Index, Property, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../db/base.entity';
import type { Origin } from '../observability/scope';

/**
 * A side effect to run after commit, written in the same transaction as the change. The relay moves
 * undispatched rows into BullMQ with jobId = this id, so a retried relay never makes a second job.
 * The row is done when its job has run (or given up): a row handed over but not done after a while is handed
 * over again, so a Redis that lost its jobs loses nothing. The payload carries ids, never personal data.
 */
@Entity({ tableName: 'outbox_event' })
@Index({
  name: 'outbox_pending_idx',
  expression: 'create index "outbox_pending_idx" on "outbox_event" ("created_at") where "dispatched_at" is null',
})
@Index({
  name: 'outbox_unfinished_idx',
  expression:
    'create index "outbox_unfinished_idx" on "outbox_event" ("dispatched_at") where "done_at" is null and "dispatched_at" is not null',
})
export class OutboxEvent extends BaseEntity {
  @Property({ type: 'string', length: 64 })
  queue!: string;

  @Property({ type: 'string', length: 64 })
  name!: string;

  @Property({ type: 'json' })
  payload!: Record<string, unknown>;

  @Property({ type: 'datetime', nullable: true })
  dispatchedAt?: Date | null;

  /** When its job ran to the end (or gave up, with lastError). */
  @Property({ type: 'datetime', nullable: true })
  doneAt?: Date | null;

  @Property({ type: 'integer', default: 0 })
  attempts: Opt<number> = 0;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  /** The request it came from: id, tenant and trace context (core/observability/scope.ts); handed to the job. */
  @Property({ type: 'json', nullable: true })
  origin?: Origin | null;
}
