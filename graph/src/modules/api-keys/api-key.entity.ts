import { ArrayType, Entity, Filter, ManyToOne, Property } from '@mikro-orm/core';
import { BaseEntity, tenantFilter } from '../../core/db/base.entity';
import type { ApiScope } from '../../core/auth/api-scopes';
import { Tenant } from '../tenants/tenant.entity';
import { Depot } from '../depots/depot.entity';

/** An integrator's API key (issue 26): the secret is never stored, only its SHA-256 (`secretHash`). */
@Entity({ tableName: 'api_key' })
@Filter(tenantFilter)
export class ApiKey extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  /** Kept to this depot (null: every depot of the tenant). */
  @ManyToOne(() => Depot, { deleteRule: 'cascade', nullable: true })
  depot?: Depot | null;

  @Property({ type: 'string', length: 80 })
  name!: string;

  @Property({ type: ArrayType })
  scopes!: ApiScope[];

  @Property({ type: 'string', length: 64, hidden: true })
  secretHash!: string;

  /** The secret's last four characters, so staff can tell keys apart. */
  @Property({ type: 'string', length: 8 })
  hint!: string;

  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  lastUsedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;

  /** The username of who made it. */
  @Property({ type: 'string', length: 200 })
  createdBy!: string;
}
