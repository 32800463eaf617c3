import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../core/db/base.entity';
import { User } from './user.entity';

/**
 * Stored hashed (sha256), single use, 30-minute expiry. The worker mints the token when it sends the
 * e-mail (the secret never sits in the outbox or Redis); sourceEventId makes a retried job idempotent.
 */
@Entity({ tableName: 'password_reset_token' })
export class PasswordResetToken extends BaseEntity {
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'string', length: 64 })
  @Unique({ name: 'password_reset_token_hash_uniq' })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;

  /** The outbox event that asked for this token (one token per request). */
  @Property({ type: 'uuid' })
  @Unique({ name: 'password_reset_token_event_uniq' })
  sourceEventId!: string;

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;
}
