import { Entity, ManyToOne, Property, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../core/db/base.entity';
import { Tenant } from '../tenants/tenant.entity';

/** Reasons offered on the walk-in form: the global list (no tenant) plus a tenant's own. */
@Entity({ tableName: 'visit_reason' })
export class VisitReason extends BaseEntity {
  @ManyToOne(() => Tenant, { nullable: true, deleteRule: 'cascade' })
  tenant?: Tenant | null;

  @Property({ type: 'string', length: 120 })
  text!: string;

  @Property({ type: 'integer', default: 0 })
  sortOrder: Opt<number> = 0;
}
