import { Entity, ManyToOne, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../core/db/base.entity';
import { User } from '../users/user.entity';

/** A TOTP recovery code (issue 25): stored as its sha256 (the codes are random, 50 bits each), used once. */
@Entity({ tableName: 'user_recovery_code' })
export class RecoveryCode extends BaseEntity {
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  /** The user's tenant, so the audit trail files the row under it. */
  @Property({ type: 'uuid', nullable: true })
  tenantId?: string | null;

  @Property({ type: 'string', length: 64 })
  codeHash!: string;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;
}
