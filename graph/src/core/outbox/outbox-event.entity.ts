import { Entity, Index, Property, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../db/base.entity';

/**
 * A side effect to run after commit, written in the same transaction as the change. The relay moves
 * undispatched rows into BullMQ with jobId = this id, so a retried relay never makes a second job.
 * The payload carries ids, never personal data.
 */
@Entity({ tableName: 'outbox_event' })
@Index({ name: 'outbox_pending_idx', expression: 'create index "outbox_pending_idx" on "outbox_event" ("created_at") where "dispatched_at" is null' })
export class OutboxEvent extends BaseEntity {
  @Property({ type: 'string', length: 64 })
  queue!: string;

  @Property({ type: 'string', length: 64 })
  name!: string;

  @Property({ type: 'json' })
  payload!: Record<string, unknown>;

  @Property({ type: 'datetime', nullable: true })
  dispatchedAt?: Date | null;

  @Property({ type: 'integer', default: 0 })
  attempts: Opt<number> = 0;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;
}
